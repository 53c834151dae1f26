import path from "node:path"
import type { Root } from "mdast"
import type { VFile } from "vfile"
import { visit } from "unist-util-visit"
import { siteContent } from "./content"
import { docsInclude } from "./config/load"
import { lenientDocIdentity } from "./routes"
import { contentDir } from "./paths"
import { resolveLink, hrefFor } from "./links"

/**
 * Rewrites Markdown links to their routes at compile time: `./createSlice.mdx#options`
 * becomes `/api/createSlice#options`, `./createAsyncThunk` becomes `/api/createAsyncThunk`.
 * Routes come from the content model (src/node/content.ts), which read every doc once.
 * Broken links are reported by the build-wide check (src/node/site.ts), not here.
 */
export default function remarkDocLinks() {
  return (tree: Root, file: VFile) => {
    const docsDir = contentDir()
    const fromFile = file.path
    if (!fromFile) return
    const relPath = path.relative(docsDir, fromFile).split(path.sep).join("/")
    if (relPath.startsWith("..")) return
    const content = siteContent(docsInclude())
    const routeOfFile = (absPath: string) => content.docAt(absPath)?.route ?? null
    // A file the content model does not know (or refused): its path as a route, never thrown on.
    const fromRoute = routeOfFile(fromFile) ?? lenientDocIdentity(relPath, {}).route
    visit(tree, ["link", "definition"], (node) => {
      if (node.type !== "link" && node.type !== "definition") return
      if (node.url.startsWith("#")) return
      const href = hrefFor(resolveLink(node.url, { fromFile, fromRoute, contentDir: docsDir, routeOfFile }), node.url)
      if (href !== null) node.url = href
    })
  }
}
