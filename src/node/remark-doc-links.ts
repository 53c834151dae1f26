import fs from "node:fs"
import path from "node:path"
import type { Root, Content } from "mdast"
import type { VFile } from "vfile"
import { parseSource } from "./frontmatter"
import { docIdentity, isDocFile } from "./routes"
import { contentDir } from "./paths"
import { resolveLink, hrefFor } from "./links"

/**
 * Rewrites Markdown links to their routes at compile time: `./createSlice.mdx#options`
 * becomes `/api/createSlice#options`, `./createAsyncThunk` becomes `/api/createAsyncThunk`.
 * Broken links are reported by the build-wide check (src/node/site.ts), not here.
 */
export function routeOfFile(absPath: string, docsDir: string): string | null {
  if (!fs.existsSync(absPath)) return null
  const relPath = path.relative(docsDir, absPath).split(path.sep).join("/")
  if (relPath.startsWith("..") || !isDocFile(relPath)) return null
  try {
    return docIdentity(relPath, parseSource(fs.readFileSync(absPath, "utf8")).frontmatter).route
  } catch {
    return docIdentity(relPath, {}).route
  }
}

type AnyNode = Root | Content

function visitLinks(node: AnyNode, rewrite: (url: string) => string | null): void {
  if (node.type === "link" || node.type === "definition") {
    const next = rewrite(node.url)
    if (next !== null) node.url = next
  }
  if ("children" in node) for (const child of node.children as AnyNode[]) visitLinks(child, rewrite)
}

export default function remarkDocLinks() {
  return (tree: Root, file: VFile) => {
    const docsDir = contentDir()
    const fromFile = file.path
    if (!fromFile) return
    const relPath = path.relative(docsDir, fromFile).split(path.sep).join("/")
    if (relPath.startsWith("..")) return
    const fromRoute = routeOfFile(fromFile, docsDir) ?? docIdentity(relPath, {}).route
    visitLinks(tree, (url) => {
      const resolved = resolveLink(url, {
        fromFile,
        fromRoute,
        contentDir: docsDir,
        routeOfFile: (absPath) => routeOfFile(absPath, docsDir),
      })
      if (url.startsWith("#")) return null
      return hrefFor(resolved, url)
    })
  }
}
