/**
 * `npm run check:docs -- <file or folder>...`: what the build checks in a page's samples
 * (type-check, runnable samples, the dialect's transform), for the pages named only, in
 * seconds instead of a whole build; then each page's counts (code blocks, runnable
 * samples, words of prose) so an author sees where a page stands. With no argument it
 * checks every page. Exits 1 on any error, naming file:line as the build does.
 */
import path from "node:path"
import { formatProblem, loadContent } from "../src/node/content"
import { docStats } from "../src/node/content-stats"
import { prepareDialect } from "../src/node/dialect"

const contentDir = path.resolve("content", "docs")
const wanted = process.argv.slice(2).filter((arg) => arg !== "--").map((arg) => path.resolve(arg))
const selected = (absPath: string) =>
  wanted.length === 0 || wanted.some((want) => absPath === want || absPath.startsWith(want + path.sep))

async function main(): Promise<void> {
  const content = loadContent(contentDir)
  for (const problem of content.errors) console.error(formatProblem(problem))
  const docs = content.withTrees().filter((doc) => selected(doc.absPath))
  if (docs.length === 0) {
    console.error(`No page under content/docs matches ${wanted.join(", ")}.`)
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
  if (report.errors.length > 0 || content.errors.length > 0) process.exit(1)
}

void main()
