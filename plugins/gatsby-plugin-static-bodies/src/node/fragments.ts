import fs from "node:fs"
import path from "node:path"
import { BODY_ATTRIBUTE, FRAGMENTS_DIR } from "../shared"
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
 * browser would fetch a fragment that does not exist.
 */
export function writeFragments(publicDir: string, pages: { path: string; fragment: string }[]): FragmentsReport {
  const dir = publicFile(publicDir, FRAGMENTS_DIR)
  fs.mkdirSync(dir, { recursive: true })
  const report: FragmentsReport = { written: 0, kept: 0, removed: 0 }
  const names = new Set<string>()
  for (const page of pages) {
    const name = `${page.fragment}.html`
    names.add(name)
    const file = publicFile(publicDir, `${FRAGMENTS_DIR}/${name}`)
    if (fs.existsSync(file)) {
      report.kept++
      continue
    }
    const source = pageHtmlFile(publicDir, page.path)
    const html = bodyHtml(fs.readFileSync(source, "utf8"))
    if (html === null) throw new Error(`${source}: the page has no doc body element (${BODY_ATTRIBUTE}); its fragment cannot be written.`)
    fs.writeFileSync(`${file}.tmp`, html)
    fs.renameSync(`${file}.tmp`, file)
    report.written++
  }
  for (const name of fs.readdirSync(dir)) {
    if (names.has(name)) continue
    fs.rmSync(path.join(dir, name), { force: true })
    report.removed++
  }
  return report
}
