import fs from "node:fs"
import path from "node:path"

/**
 * One pass over the built HTML: every `.html` file under the output folder is read once, given
 * to each step in the list's order, and written once if a step changed it. Steps may also add
 * HTML files of their own (a body fragment, a redirect page): those go through the steps after
 * the one that added them and are written once, never read.
 */

/** A built HTML file: its absolute path, its path inside the output folder (`/`-separated) and its text. */
export interface HtmlPage {
  file: string
  path: string
  html: string
}

export interface PostBuildRun {
  publicDir: string
  /** Whether the output folder holds this HTML file (as listed before the pass, or added by a step). */
  has(htmlPath: string): boolean
  /** Adds an HTML file to the pass; it goes through the steps after the current one. */
  add(htmlPath: string, html: string): void
  /** Deletes an HTML file before the pass reads it (only in `start`). */
  remove(htmlPath: string): void
}

export interface PostBuildStep {
  name: string
  /** Before any page: work over the whole site, or preparing the pass. */
  start?(run: PostBuildRun): void | Promise<void>
  /** One page: returns its HTML, changed or not. */
  page?(page: HtmlPage, run: PostBuildRun): string
  /** After every page. */
  finish?(run: PostBuildRun): void | Promise<void>
}

/** The file operations of the pass (a test counts them). */
export interface PostBuildFiles {
  /** Every `.html` file under `dir`, as paths relative to it. */
  listHtml(dir: string): string[]
  read(file: string): string
  write(file: string, text: string): void
  remove(file: string): void
}

export const nodeFiles: PostBuildFiles = {
  listHtml(dir) {
    const found: string[] = []
    const visit = (rel: string) => {
      for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
        const child = rel ? `${rel}/${entry.name}` : entry.name
        if (entry.isDirectory()) visit(child)
        else if (entry.name.endsWith(".html")) found.push(child)
      }
    }
    visit("")
    return found
  },
  read: (file) => fs.readFileSync(file, "utf8"),
  write(file, text) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(`${file}.tmp`, text)
    fs.renameSync(`${file}.tmp`, file)
  },
  remove: (file) => fs.rmSync(file, { force: true }),
}

/** A path inside the output folder, `/`-separated, without leading slashes. */
const normal = (htmlPath: string) => htmlPath.split(path.sep).join("/").replace(/^\/+/, "")

/** Runs the steps in order: every `start`, one pass over the HTML files, every `finish`. */
export async function runPostBuild(publicDir: string, steps: readonly PostBuildStep[], files: PostBuildFiles = nodeFiles): Promise<{ pages: number; written: number }> {
  const listed = files.listHtml(publicDir).map(normal).sort()
  const present = new Set(listed)
  /** Pages added by a step: the index of the first step to see them. */
  const added = new Map<string, { html: string; from: number }>()
  let current = 0
  let starting = true
  const run: PostBuildRun = {
    publicDir,
    has: (htmlPath) => present.has(normal(htmlPath)) || added.has(normal(htmlPath)),
    add(htmlPath, html) {
      const key = normal(htmlPath)
      if (!starting && !added.has(key) && present.has(key)) throw new Error(`Post-build step "${steps[current]?.name}" added ${key}, a file the output folder holds already; replace it in its page step.`)
      added.set(key, { html, from: current + 1 })
      pending.push(key)
    },
    remove(htmlPath) {
      if (!starting) throw new Error(`Post-build step "${steps[current]?.name}" removed ${htmlPath} during the pass; remove files in start.`)
      const key = normal(htmlPath)
      present.delete(key)
      added.delete(key)
      files.remove(path.join(publicDir, key))
    },
  }
  const pending: string[] = []
  for (current = 0; current < steps.length; current++) await steps[current]!.start?.(run)
  starting = false

  let written = 0
  let pages = 0
  const pass = (htmlPath: string, html: string, from: number, isNew: boolean) => {
    const page: HtmlPage = { file: path.join(publicDir, htmlPath), path: htmlPath, html }
    for (current = from; current < steps.length; current++) {
      const step = steps[current]!
      if (!step.page) continue
      page.html = step.page(page, run)
      // Pages a step added while it had this one: through the later steps, before this page goes on.
      drain()
    }
    pages++
    if (isNew || page.html !== html) {
      files.write(page.file, page.html)
      written++
    }
  }
  const drain = () => {
    const at = current
    while (pending.length > 0) {
      const key = pending.shift()!
      const entry = added.get(key)!
      pass(key, entry.html, entry.from, true)
    }
    current = at
  }
  // The pages added in `start` replace the files of the same name: those are not read.
  drain()
  for (const htmlPath of listed) {
    if (!present.has(htmlPath) || added.has(htmlPath)) continue
    pass(htmlPath, files.read(path.join(publicDir, htmlPath)), 0, false)
  }
  for (current = 0; current < steps.length; current++) await steps[current]!.finish?.(run)
  return { pages, written }
}
