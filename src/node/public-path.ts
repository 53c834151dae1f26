import path from "node:path"
import { twinPath } from "../shared/twin-path"

/**
 * The one way build code names a file it writes into the site's output folder. Routes are
 * checked when the docs are read (src/node/routes.ts); this is the last line: whatever a writer
 * is handed, it cannot write outside public/. The plugin under plugins/gatsby-plugin-static-bodies
 * keeps its own copy (src/node/public-file.ts there; docs/decisions.md, "Route rules").
 */

/**
 * The absolute path of `relative` (a path in the site, with or without a leading "/":
 * `/api/createSlice.md`, `llms.txt`) inside `publicDir`. Throws when it would be `publicDir`
 * itself or outside it (`..`, an absolute path), or contains a NUL character.
 */
export function publicFile(publicDir: string, relative: string): string {
  const root = path.resolve(publicDir)
  const file = path.resolve(root, relative.replace(/^\/+/, ""))
  const inside = path.relative(root, file)
  if (relative.includes("\0") || inside === "" || inside === ".." || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
    throw new Error(
      `Refusing to write ${JSON.stringify(relative)}: it is not a file inside the site's output folder ${root}. ` +
        "Routes are checked when the docs are read (src/node/routes.ts), so this is a bug in the build step that named the file; report it with this message.",
    )
  }
  return file
}

/** The file Gatsby writes a page to, as a path in the site (gatsby-core-utils' generateHtmlPath): `/api/x` → `/api/x/index.html`. */
export function pageHtmlPath(route: string): string {
  return /\.html?$/i.test(route) ? route : path.posix.join(route, "index.html")
}

/** Every file a doc's route makes the build write, as paths in the site: its page and its Markdown twin. */
export function docOutputPaths(route: string): string[] {
  return [pageHtmlPath(route), twinPath(route)]
}
