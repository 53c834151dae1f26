import path from "node:path"
import { normalizeRoute } from "./routes"

/**
 * How a link written in a doc resolves:
 * - `external`: has a scheme (https:, mailto:) or starts with `//`; not checked.
 * - `file`: names a Markdown file (`./createSlice.mdx#options`, `/rtk-query/overview.md`);
 *   rewritten to the file's route. A missing file is a warning (as in Docusaurus).
 * - `route`: a site path (`/api/createSlice`, `./createAsyncThunk#options`, `#anchor`);
 *   relative paths resolve against the page's route. A missing route fails the build.
 */
export type ResolvedLink =
  | { kind: "external" }
  | { kind: "file"; targetFile: string; route: string | null; hash: string }
  | { kind: "route"; route: string; hash: string }

const SCHEME = /^[a-z][a-z0-9+.-]*:/i
const FILE_EXTENSION = /\.mdx?$/

function splitHash(url: string): { pathPart: string; hash: string } {
  const hashAt = url.indexOf("#")
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? "" : url.slice(hashAt + 1)
  const queryAt = withoutHash.indexOf("?")
  return { pathPart: queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt), hash }
}

export interface LinkContext {
  /** Absolute path of the file holding the link. */
  fromFile: string
  /** Route of the page holding the link. */
  fromRoute: string
  contentDir: string
  /** Absolute doc file path → route. */
  routeOfFile: (absPath: string) => string | null
}

export function resolveLink(url: string, context: LinkContext): ResolvedLink {
  if (SCHEME.test(url) || url.startsWith("//")) return { kind: "external" }
  const { pathPart, hash } = splitHash(url)
  let decoded: string
  try {
    decoded = decodeURI(pathPart)
  } catch {
    decoded = pathPart
  }
  if (decoded === "") return { kind: "route", route: context.fromRoute, hash }
  if (FILE_EXTENSION.test(decoded)) {
    const targetFile = decoded.startsWith("/")
      ? path.join(context.contentDir, decoded)
      : path.resolve(path.dirname(context.fromFile), decoded)
    return { kind: "file", targetFile, route: context.routeOfFile(targetFile), hash }
  }
  const base = new URL(context.fromRoute, "http://site.invalid")
  const resolved = new URL(decoded, base)
  return { kind: "route", route: normalizeRoute(decodeURI(resolved.pathname)), hash }
}

/** The href a resolved link is rendered with; null when it cannot be rewritten. */
export function hrefFor(link: ResolvedLink, original: string): string | null {
  if (link.kind === "external") return original
  if (link.route === null) return null
  return link.hash ? `${link.route}#${link.hash}` : link.route
}
