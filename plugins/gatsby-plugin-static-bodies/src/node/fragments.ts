import fs from "node:fs"
import path from "node:path"
import { BODY_ATTRIBUTE, FRAGMENTS_DIR, staticBodyOf } from "../shared"
import { publicFile } from "./public-file"

/**
 * The inner HTML of the doc body element in a rendered page, by string search: the
 * element is a <div> and React escapes `<` in text and attribute values, so counting
 * the <div> tags inside it finds its end. Null when the page has no body element.
 * Plain indexOf, no parser: it runs once per static page of a build.
 */
export function bodyHtml(page: string): string | null {
  const attribute = page.indexOf(` ${BODY_ATTRIBUTE}=""`)
  if (attribute === -1 || page.lastIndexOf("<div", attribute) === -1) return null
  const start = page.indexOf(">", attribute) + 1
  if (start === 0) return null
  let depth = 1
  let open = page.indexOf("<div", start)
  let close = page.indexOf("</div>", start)
  while (close !== -1) {
    if (open !== -1 && open < close) {
      const next = page[open + 4]
      if (next === " " || next === ">") depth++
      open = page.indexOf("<div", open + 4)
      continue
    }
    if (--depth === 0) return page.slice(start, close)
    close = page.indexOf("</div>", close + 6)
  }
  return null
}

/** The HTML file Gatsby writes for a page path (trailingSlash "never"). */
export const pageHtmlFile = (publicDir: string, pagePath: string) => path.join(publicDir, pagePath, "index.html")

export interface FragmentsReport {
  written: number
  kept: number
  removed: number
}

/**
 * Writes each static page's body as `<publicDir>/_bodies/<name>.html`, cut from the page's
 * rendered HTML, unless a fragment of that name is there already: the name changes
 * whenever the HTML may (fragmentName), so an existing file is current. Fragments no page
 * names any more are removed. A page without a body element stops the build: the
 * browser would fetch a fragment that does not exist. The same step the site's post-build
 * pass runs (fragmentsStep), over the given pages' files alone.
 */
export function writeFragments(publicDir: string, pages: { path: string; fragment: string }[]): FragmentsReport {
  const added = new Map<string, string>()
  const run: PostBuildRun = {
    publicDir,
    has: (htmlPath) => added.has(htmlPath) || fs.existsSync(publicFile(publicDir, htmlPath)),
    add: (htmlPath, html) => void added.set(htmlPath, html),
    remove: (htmlPath) => fs.rmSync(publicFile(publicDir, htmlPath), { force: true }),
  }
  const step = fragmentsStep(pages)
  step.start(run)
  for (const page of pages) {
    const file = pageHtmlFile(publicDir, page.path)
    step.page({ file, path: path.relative(publicDir, file).split(path.sep).join("/"), html: fs.readFileSync(file, "utf8") }, run)
  }
  for (const [htmlPath, html] of added) {
    const file = publicFile(publicDir, htmlPath)
    fs.writeFileSync(`${file}.tmp`, html)
    fs.renameSync(`${file}.tmp`, file)
  }
  return step.report
}

/*
 * The contract of a site's post-build pass, as this step uses it. Declared here rather than imported
 * so that the plugin depends on nothing of the site; the site's runner (which has the same shapes)
 * is checked against it where it includes the step.
 */

/** A built HTML page as a site's post-build pass gives it to a step (the path is inside the output folder, `/`-separated). */
export interface BuiltPage {
  file: string
  path: string
  html: string
}

/** What the step needs of the pass that runs it. */
export interface PostBuildRun {
  publicDir: string
  has(htmlPath: string): boolean
  add(htmlPath: string, html: string): void
  remove(htmlPath: string): void
}

/** What the step needs of Gatsby's post-build arguments. */
export interface FragmentsStepArgs {
  graphql: <T>(query: string) => Promise<{ errors?: unknown; data?: T }>
  reporter: { info(message: string): void; panic(message: string, error?: unknown): never | void }
}

/** The static pages (SitePage nodes whose context names a static body) and their fragments. */
async function staticBodyPages({ graphql, reporter }: FragmentsStepArgs): Promise<{ path: string; fragment: string }[] | null> {
  const result = await graphql<{ allSitePage: { nodes: { path: string; pageContext: unknown }[] } }>(
    `query StaticBodyFragments { allSitePage { nodes { path pageContext } } }`,
  )
  if (result.errors || !result.data) {
    reporter.panic("Could not query the pages for their doc body fragments.", result.errors)
    return null
  }
  return result.data.allSitePage.nodes.flatMap((page) => {
    const body = staticBodyOf(page.pageContext)
    return body ? [{ path: page.path, fragment: body.fragment }] : []
  })
}

/**
 * The fragments of `pages` as a step of a site's one post-build pass over its HTML (the pass
 * reads each page once; the step cuts the body out of the page as Gatsby rendered it, so it
 * comes before any rewrite of the HTML). `start` removes the fragments no page names; each page
 * whose fragment is not there yet gets it cut and added to the pass.
 */
export function fragmentsStep(pages: readonly { path: string; fragment: string }[]) {
  let byPage = new Map<string, string>()
  const report: FragmentsReport = { written: 0, kept: 0, removed: 0 }
  const done = new Set<string>()
  const fragmentPath = (name: string) => `${FRAGMENTS_DIR}/${name}.html`
  return {
    report,
    done,
    byPage: () => byPage,
    start(run: PostBuildRun) {
      const dir = publicFile(run.publicDir, FRAGMENTS_DIR)
      fs.mkdirSync(dir, { recursive: true })
      const names = new Set(pages.map((page) => `${page.fragment}.html`))
      for (const name of fs.readdirSync(dir)) {
        if (names.has(name)) continue
        if (name.endsWith(".html")) run.remove(`${FRAGMENTS_DIR}/${name}`)
        else fs.rmSync(path.join(dir, name), { force: true })
        report.removed++
      }
      byPage = new Map(pages.map((page) => [path.relative(run.publicDir, pageHtmlFile(run.publicDir, page.path)).split(path.sep).join("/"), page.fragment]))
    },
    page(page: BuiltPage, run: PostBuildRun): string {
      const fragment = byPage.get(page.path)
      if (fragment === undefined) return page.html
      done.add(page.path)
      // The name changes whenever the HTML may (fragmentName): a fragment that exists is current.
      if (run.has(fragmentPath(fragment))) {
        report.kept++
        return page.html
      }
      const html = bodyHtml(page.html)
      if (html === null) throw new Error(`${page.file}: the page has no doc body element (${BODY_ATTRIBUTE}); its fragment cannot be written.`)
      run.add(fragmentPath(fragment), html)
      report.written++
      return page.html
    },
  }
}

/** fragmentsStep for the pages Gatsby built with a static body (queried at `start`); `finish` checks every one was built and reports. */
export function bodyFragmentsStep(args: FragmentsStepArgs) {
  let step: ReturnType<typeof fragmentsStep> | null = null
  let started = 0
  let pageCount = 0
  return {
    name: "body fragments",
    async start(run: PostBuildRun) {
      const pages = await staticBodyPages(args)
      if (!pages || pages.length === 0) return
      started = Date.now()
      pageCount = pages.length
      step = fragmentsStep(pages)
      step.start(run)
    },
    page(page: BuiltPage, run: PostBuildRun): string {
      return step ? step.page(page, run) : page.html
    },
    finish(run: PostBuildRun) {
      if (!step) return
      const missing = [...step.byPage().keys()].filter((htmlPath) => !step!.done.has(htmlPath))
      if (missing.length > 0) throw new Error(`${path.join(run.publicDir, missing[0]!)}: the page was not built; its fragment cannot be written.`)
      const { written, kept, removed } = step.report
      args.reporter.info(`Static doc body fragments: ${pageCount} pages, ${written} written, ${kept} kept, ${removed} removed (${Date.now() - started} ms)`)
    },
  }
}
