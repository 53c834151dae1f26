import fs from "node:fs"
import path from "node:path"
import type { DocRecord, Problem } from "./content"
import { displayPath } from "./paths"

/** A URL with a scheme (`https:`, `data:`) or protocol-relative: not ours to check. */
const REMOTE = /^([a-z][a-z0-9+.-]*:|\/\/)/i

function isFile(file: string): boolean {
  return fs.existsSync(file) && fs.statSync(file).isFile()
}

/**
 * Each local image a doc shows that does not exist: `/img/logo.svg` is looked up under
 * static/, `./diagram.png` next to the page. A missing image would otherwise ship as a
 * broken picture without a word at build time.
 */
export function missingImageProblems(docs: readonly DocRecord[], staticDir: string): Problem[] {
  const problems: Problem[] = []
  for (const doc of docs) {
    for (const image of doc.images) {
      if (image.url === "" || REMOTE.test(image.url)) continue
      let url = image.url.split(/[?#]/)[0]
      try {
        url = decodeURI(url)
      } catch {
        // Not percent-encoded as URI: look the file up as written.
      }
      const underStatic = url.startsWith("/")
      const file = underStatic ? path.join(staticDir, url) : path.resolve(path.dirname(doc.absPath), url)
      if (isFile(file)) continue
      problems.push({
        file: displayPath(doc.absPath),
        line: image.line,
        message: `image ${image.url} not found: no file ${displayPath(file)}. ${
          underStatic ? "Paths starting with / are looked up under static/" : "Relative paths are looked up next to the page"
        }: add the image there or fix the path.`,
      })
    }
  }
  return problems
}
