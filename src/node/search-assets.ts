import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { SEARCH_STYLESHEET } from "../shared/search"
import { publicFile } from "./public-path"

/**
 * The search modal's stylesheet: DocSearch's CSS plus our theme for it, written to
 * public/ as a plain file the modal's loader links on first use. Imported through
 * webpack it would land in Gatsby's one global stylesheet, inlined into every page.
 */
export function searchStylesheetSources(projectDir: string): string[] {
  const require = createRequire(path.join(projectDir, "package.json"))
  const cssDir = path.dirname(require.resolve("@docsearch/css/package.json"))
  return [
    path.join(cssDir, "dist", "_variables.css"),
    path.join(cssDir, "dist", "modal.css"),
    path.join(projectDir, "src", "search", "docsearch-theme.css"),
  ]
}

export function writeSearchStylesheet(publicDir: string, projectDir: string): string {
  const css = searchStylesheetSources(projectDir)
    .map((file) => `/* ${path.basename(file)} */\n${fs.readFileSync(file, "utf8")}`)
    .join("\n")
  const target = publicFile(publicDir, SEARCH_STYLESHEET)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, css)
  return target
}
