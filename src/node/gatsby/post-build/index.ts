import fs from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { categoryRoutes } from "../../category-pages"
import type { SiteConfig } from "../../config/schema"
import { isFragmentPath, securePage, writeHeadersFile } from "../../csp"
import { ERRORS_ROUTE } from "../../error-codes"
import { writeSiteMarkdown } from "../../llms"
import { contentDir, staticDir } from "../../paths"
import { publicFile } from "../../public-path"
import { expandRedirects, isRedirectPage, netlifyRedirects, redirectPageHtml, redirectPagePath } from "../../redirects"
import { writeSearchStylesheet } from "../../search-assets"
import { htmlPathForRoute, writeSearchIndex } from "../../search-index"
import { scriptsAfterPaint } from "../../scripts-after-paint"
import type { SiteAnalysis } from "../../site"
import { writeRobots, writeSitemap } from "../../sitemap"
import type { SiteSession } from "../session"
import { bodyFragmentsStep } from "../static-bodies"
import { runPostBuild, type PostBuildFiles, type PostBuildStep } from "./runner"

export { nodeFiles, runPostBuild, type HtmlPage, type PostBuildFiles, type PostBuildRun, type PostBuildStep } from "./runner"

type Reporter = Pick<BuildArgs["reporter"], "info" | "warn" | "panic">

/** What the steps are made from: the analysis, the config, the output folder and Gatsby's query and reporter. */
export interface PostBuildInputs {
  publicDir: string
  staticDir: string
  contentDir: string
  projectDir: string
  analysis: SiteAnalysis
  config: SiteConfig
  graphql: BuildArgs["graphql"]
  reporter: Reporter
}

/**
 * The steps after `gatsby build`, in the order they run. Each built HTML file is read once and
 * given to every step's `page` in this order (runner.ts); the order matters where a step reads
 * what an earlier one wrote:
 * 1. body fragments first: a fragment is the doc body as Gatsby rendered it;
 * 2. the redirect pages are added before the steps that rewrite and hash every page;
 * 3. scripts after paint rewrites the bundle tags of every page;
 * 4. the search index reads the doc pages as the reader gets them (after 3, before the policy's rewrite, as always);
 * 5. the security headers last: the policy hashes every inline script as the steps above left it.
 * The other outputs (sitemap, robots, search stylesheet, Markdown twins, llms.txt) read no HTML.
 */
export function postBuildSteps(inputs: PostBuildInputs): PostBuildStep[] {
  const { publicDir, analysis, config, reporter } = inputs
  const docRoutes = analysis.docs.map((doc) => doc.route)
  return [
    {
      name: "sitemap and robots.txt",
      start() {
        writeSitemap(publicDir, config.url, ["/", ...docRoutes, ...categoryRoutes(analysis.sidebars), "/search", ERRORS_ROUTE])
        writeRobots(publicDir, config.url)
      },
    },
    bodyFragmentsStep({ graphql: inputs.graphql, reporter }),
    redirectsStep(publicDir, config, docRoutes, reporter),
    {
      name: "search stylesheet",
      start: () => void writeSearchStylesheet(publicDir, inputs.projectDir),
    },
    { name: "scripts after paint", page: (page) => scriptsAfterPaint(page.html) },
    {
      name: "Markdown twins and llms.txt",
      // Every doc as Markdown ({route}.md), llms.txt and llms-full.txt; not in the sitemap or search index.
      start() {
        reporter.info(`Markdown twins: ${writeSiteMarkdown(publicDir, config, analysis).twins.length} docs, llms.txt, llms-full.txt`)
      },
    },
    // The local search index; a hosted index (site.config.ts `search.hosted`) is crawled elsewhere.
    ...(config.search.hosted ? [] : [searchIndexStep(publicDir, docRoutes, reporter)]),
    securityHeadersStep(inputs.staticDir, config),
  ]
}

/**
 * site.config.ts `redirects`: public/_redirects and a forwarding page per old URL. A file already
 * at an old URL is replaced only when it is a forwarding page of an earlier build: otherwise it
 * is a page of the site (a case-insensitive file system: `Errors/` is `errors/`) and stays.
 */
function redirectsStep(publicDir: string, config: SiteConfig, docRoutes: string[], reporter: Reporter): PostBuildStep {
  /** Forwarding pages over files the pass has yet to read: by page path, and by lower-cased path when the disk has the file under another case. */
  const pending = new Map<string, { from: string; to: string }>()
  const pendingFolded = new Map<string, { from: string; to: string }>()
  let written = 0
  const skipped: string[] = []
  return {
    name: "redirects",
    start(run) {
      fs.writeFileSync(publicFile(publicDir, "_redirects"), netlifyRedirects(config.redirects))
      for (const { from, to } of expandRedirects(config.redirects, docRoutes)) {
        const htmlPath = path.relative(publicDir, publicFile(publicDir, redirectPagePath(from))).split(path.sep).join("/")
        if (run.has(htmlPath)) pending.set(htmlPath, { from, to })
        // The file system says a file is there under another name (its case): that page decides.
        else if (fs.existsSync(path.join(publicDir, htmlPath))) pendingFolded.set(htmlPath.toLowerCase(), { from, to })
        else {
          run.add(htmlPath, redirectPageHtml(to, config.url))
          written++
        }
      }
    },
    page(page) {
      const redirect = pending.get(page.path) ?? pendingFolded.get(page.path.toLowerCase())
      if (!redirect) return page.html
      if (!isRedirectPage(page.html)) {
        skipped.push(redirect.from)
        return page.html
      }
      written++
      return redirectPageHtml(redirect.to, config.url)
    },
    finish() {
      reporter.info(`Redirects: public/_redirects and ${written} forwarding pages`)
      for (const from of skipped) reporter.warn(`Redirect page for ${from} not written: its file is a page of the site (a case-insensitive file system); _redirects still answers it.`)
    },
  }
}

/** Pagefind's index of the doc pages: their HTML collected in the pass, indexed in the routes' order at the end. */
function searchIndexStep(publicDir: string, routes: string[], reporter: Reporter): PostBuildStep {
  const byPath = new Map<string, string>()
  const html = new Map<string, string>()
  return {
    name: "search index",
    start(run) {
      for (const route of routes) byPath.set(htmlPathForRoute(publicDir, route, run.has), route)
    },
    page(page) {
      if (byPath.has(page.path)) html.set(page.path, page.html)
      return page.html
    },
    async finish() {
      const pages = [...byPath].map(([htmlPath, route]) => ({ route, html: () => html.get(htmlPath)! }))
      const index = await writeSearchIndex({ publicDir, pages })
      reporter.info(`Search index: ${index.pageCount} pages, ${index.fileCount} files, ${(index.bytes / 1024).toFixed(0)} kB in public/pagefind`)
    },
  }
}

/** Last: the policy hashes the inline scripts as every step above left them, and public/_headers allows those. */
function securityHeadersStep(staticDirectory: string, config: SiteConfig): PostBuildStep {
  const hashes = new Set<string>()
  return {
    name: "security headers",
    page: (page) => securePage(page.file, isFragmentPath(page.path), page.html, hashes),
    finish: (run) => writeHeadersFile(run.publicDir, staticDirectory, config, hashes),
  }
}

/** onPostBuild: the steps over public/, the analysis and config of the session. */
export async function onPostBuild(session: SiteSession, { graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">, files?: PostBuildFiles): Promise<void> {
  const publicDir = path.resolve("public")
  const steps = postBuildSteps({
    publicDir,
    staticDir,
    contentDir: contentDir(),
    projectDir: process.cwd(),
    analysis: session.analysis(reporter),
    config: session.config(reporter),
    graphql,
    reporter,
  })
  await runPostBuild(publicDir, steps, files)
}
