/**
 * `npm run check:docs -- <file or folder>...`: what the build checks before it renders a
 * page, in seconds instead of a whole build: the site's analysis (front matter, links,
 * anchors, sidebars; its problems in the named pages), and the named pages' samples
 * (type-check, runnable samples, the dialect's transform); then each page's counts (code
 * blocks, runnable samples, words of prose) so an author sees where a page stands. With no
 * argument it checks every page. Exits 1 on any error, naming file:line as the build does.
 */
import path from "node:path"
import { loadContent, type Problem } from "../src/node/content"
import { loadSiteConfig } from "../src/node/config/load"
import authoredConfig from "../site.config"
import authoredSidebars from "../sidebars"
import { contentDir, loadSidebarsConfig, staticDir } from "../src/node/paths"
import { analyzeSite, formatProblems } from "../src/node/site"
import { docStats } from "../src/node/content-stats"
import { prepareDialect } from "../src/node/dialect"

const wanted = process.argv.slice(2).filter((arg) => arg !== "--").map((arg) => path.resolve(arg))
const selected = (absPath: string) =>
  wanted.length === 0 || wanted.some((want) => absPath === want || absPath.startsWith(want + path.sep))

async function main(): Promise<void> {
  const config = loadSiteConfig(authoredConfig)
  const content = loadContent(contentDir(), config.docs.include)
  const analysis = analyzeSite({ config, sidebars: loadSidebarsConfig(authoredSidebars), content, staticDir })
  // A problem is the selection's when it is in a selected file, or a grouped one (broken links) naming one.
  const selectedFiles = content.docs.filter((doc) => selected(doc.absPath)).map((doc) => path.relative(process.cwd(), doc.absPath))
  const concerns = (problem: Problem) =>
    wanted.length === 0 || selectedFiles.some((file) => problem.file === file || problem.message.includes(`${file}:`))
  const problems = analysis.errors.filter(concerns)
  const warnings = analysis.warnings.filter(concerns)
  if (warnings.length > 0) console.warn(formatProblems(warnings))
  if (problems.length > 0) console.error(formatProblems(problems))
  const docs = content.withTrees().filter((doc) => selected(doc.absPath))
  if (docs.length === 0) {
    console.error(`No page under ${path.relative(process.cwd(), contentDir()) || "."} matches ${wanted.join(", ")}.`)
    process.exit(1)
  }
  // Counted before the dialect pass, which rewrites the trees in place.
  const rows = docs.map((doc) => ({ page: doc.relPath, ...docStats(doc.tree) }))
  const report = await prepareDialect(docs)
  for (const warning of report.warnings) console.warn(`warning: ${warning}`)
  for (const error of report.errors) console.error(error)
  console.table(rows)
  console.log(
    `${report.files} page(s): ${report.samples} TypeScript samples (${report.checked} checked, ${report.fromCache} cached), ` +
      `${report.run.samples} runnable (${report.run.ran} run, ${report.run.fromCache} cached), ${report.ms} ms`,
  )
  if (report.errors.length > 0 || problems.length > 0) process.exit(1)
}

void main()
