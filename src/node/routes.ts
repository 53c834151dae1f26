/**
 * A doc's identity comes from its file path under the content folder, adjusted
 * by front matter the way Docusaurus does it:
 * - `id` replaces the file's base name in the doc id (`api/createSlice`);
 * - `slug` replaces the route: absolute when it starts with `/`, else relative to the folder;
 * - a folder's index doc (`index`, `README`, or named like its folder) has the folder's route.
 * Routes have no trailing slash and no extension.
 *
 * A route is also where the build writes files (`public/{route}/index.html` and the Markdown
 * twin `public/{route}.md`), so it is normalised here (`.` and `..` resolved, `//` collapsed)
 * and one the build cannot write safely is refused (RouteError): docs/decisions.md, "Route rules".
 */
export interface DocIdentity {
  /** Doc id used by sidebars and config: folder + id, e.g. `api/createSlice`. */
  docId: string
  /** Route, e.g. `/api/createSlice`. */
  route: string
}

/** The front matter key a route comes from; a route from the file's path has none. */
export type RouteKey = "slug" | "id"

/** A route the build must not write; `key` is the front matter key to change (none: the file's path). */
export class RouteError extends Error {
  constructor(
    message: string,
    readonly key?: RouteKey,
  ) {
    super(message)
    this.name = "RouteError"
  }
}

/** A file name holds at most this many bytes (ext4, APFS, NTFS). */
export const MAX_SEGMENT_BYTES = 255
/** The Markdown twin adds ".md" to the route's last segment. */
const TWIN_SUFFIX_BYTES = 3

/** A path's segments with `.` and `..` resolved; `escapes` when a `..` goes above the root. */
function resolveSegments(path: string): { segments: string[]; escapes: boolean } {
  const segments: string[] = []
  let escapes = false
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue
    if (segment === "..") {
      if (segments.length === 0) escapes = true
      else segments.pop()
      continue
    }
    segments.push(segment)
  }
  return { segments, escapes }
}

/**
 * `/a/./b/../c//d/` → `/a/c/d`. A `..` above the root stays at the root, as in a URL; routes
 * of docs are checked strictly instead (docIdentity).
 */
export function normalizeRoute(route: string): string {
  return `/${resolveSegments(route).segments.join("/")}`
}

/** Two routes with one key are one file on a case-insensitive file system (macOS, Windows) or one that normalises Unicode. */
export function routeKey(route: string): string {
  return route.normalize("NFC").toLowerCase()
}

const hex = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/

/** What is wrong with the characters of a route, id or slug, and how to fix it; null if nothing. */
function characterProblem(text: string): { what: string; fix: string } | null {
  const control = CONTROL.exec(text)
  if (control) return { what: `contains the control character ${hex(control[0])}`, fix: "Remove it (an editor shows it with invisible characters on)." }
  if (LONE_SURROGATE.test(text)) return { what: "contains half of a Unicode surrogate pair (not a character)", fix: "Retype the value." }
  if (text.includes("\\")) return { what: 'contains a backslash ("\\")', fix: 'Separate folders with "/".' }
  const query = /[?#]/.exec(text)
  if (query) return { what: `contains "${query[0]}", where a URL's path ends`, fix: `Remove the "${query[0]}" (link to a heading with "#" in the link, not in the route).` }
  const escape = /%[0-9A-Fa-f]{2}/.exec(text)
  if (escape) {
    return {
      what: `contains the percent-escape "${escape[0]}": its page would be written to a file named with those three characters, which no URL reaches`,
      fix: "Write the character itself (the site escapes URLs where it needs to).",
    }
  }
  return null
}

/** What is wrong with a front matter `id`, as the end of `front matter "id" …`; null if nothing. */
export function idProblem(id: string): string | null {
  if (id === "") return "must not be empty. Remove the key (the file name is the id), or write a name, like id: createSlice."
  if (id.includes("/")) return 'must not contain "/"; the folder is part of the doc id already. Write the file name part only.'
  if (id === "." || id === "..") return `must not be "${id}": it names a folder, not a page, and the page would land on another one. Write a name, like id: createSlice.`
  const characters = characterProblem(id)
  return characters ? `${characters.what}. ${characters.fix}` : null
}

/** What is wrong with a normalised route's segments (file names), or null. */
function segmentProblem(segments: readonly string[]): { what: string; fix: string } | null {
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1
    const limit = MAX_SEGMENT_BYTES - (last ? TWIN_SUFFIX_BYTES : 0)
    const bytes = Buffer.byteLength(segment, "utf8")
    if (bytes > limit) {
      return {
        what: `has a part of ${bytes} bytes ("${segment.slice(0, 24)}…"); a file name holds at most ${MAX_SEGMENT_BYTES} bytes${last ? ', and the Markdown twin adds ".md" to the last part' : ""}`,
        fix: `Shorten it to ${limit} bytes or fewer.`,
      }
    }
  }
  const html = segments.find((segment) => /\.html?$/i.test(segment))
  if (html !== undefined) {
    const last = html === segments.at(-1)
    return {
      what: last
        ? `ends in "${html.slice(html.lastIndexOf("."))}": Gatsby writes such a page as that file, not as a folder with index.html, where another page may be`
        : `has a folder named "${html}": Gatsby writes pages to .html files, and a folder of that name stands where one may be (index.html is the page of the route above it)`,
      fix: "Drop the extension.",
    }
  }
  return null
}

/**
 * The normalised route of a raw route path, or the reason the build must not write it. A route
 * from `..` above the root is refused, not clamped: its page would be written outside public/.
 */
export function checkRoute(raw: string): { route: string } | { what: string; fix: string } {
  const characters = characterProblem(raw)
  if (characters) return characters
  const { segments, escapes } = resolveSegments(raw)
  if (escapes) {
    return {
      what: 'goes above the site\'s root (one ".." too many), so its page would be written outside public/',
      fix: 'Remove the extra "..", or write the whole route, starting with "/".',
    }
  }
  return segmentProblem(segments) ?? { route: `/${segments.join("/")}` }
}

/**
 * The doc's id and normalised route. Throws RouteError naming the front matter key to change
 * (or the file's path) when the id or the route is one the build must not write.
 */
export function docIdentity(relPath: string, frontmatter: { id?: string; slug?: string }): DocIdentity {
  const posixPath = relPath.split("\\").join("/")
  const withoutExt = posixPath.replace(/\.mdx?$/, "")
  const slashAt = withoutExt.lastIndexOf("/")
  const dir = slashAt === -1 ? "" : withoutExt.slice(0, slashAt)
  const base = slashAt === -1 ? withoutExt : withoutExt.slice(slashAt + 1)
  if (frontmatter.id !== undefined) {
    const problem = idProblem(frontmatter.id)
    if (problem) throw new RouteError(`front matter "id" ${problem}`, "id")
  }
  const id = frontmatter.id ?? base
  const docId = dir ? `${dir}/${id}` : id
  let raw: string
  let key: RouteKey | undefined
  if (frontmatter.slug !== undefined) {
    raw = frontmatter.slug.startsWith("/") ? frontmatter.slug : `/${dir}/${frontmatter.slug}`
    key = "slug"
  } else if (frontmatter.id === undefined && isFolderIndex(base, dir)) {
    raw = `/${dir}`
  } else {
    raw = `/${docId}`
    key = frontmatter.id === undefined ? undefined : "id"
  }
  const checked = checkRoute(raw)
  if ("route" in checked) return { docId, route: checked.route }
  const relative = key === "slug" && !frontmatter.slug!.startsWith("/") && dir ? ` (relative to the doc's folder ${dir}/)` : ""
  const source = key ? `front matter "${key}" ${JSON.stringify(frontmatter[key])}${relative}` : `the file's path ${JSON.stringify(posixPath)}`
  const fix =
    key === "slug"
      ? checked.fix
      : key === "id"
        ? `${checked.fix} Or give the doc a "slug" to set its route.`
        : 'Rename the file or folder, or give the doc a "slug" in its front matter.'
  throw new RouteError(`${source} gives the route ${JSON.stringify(raw)}, which ${checked.what}. ${fix}`, key)
}

/**
 * The identity of a doc that failed to read, for lookups only (it is never written): from the
 * front matter that gives a route the build accepts, else from the file's path as it is.
 */
export function lenientDocIdentity(relPath: string, frontmatter: { id?: string; slug?: string }): DocIdentity {
  for (const attempt of [frontmatter, { id: frontmatter.id }, {}]) {
    try {
      return docIdentity(relPath, attempt)
    } catch (error) {
      if (!(error instanceof RouteError)) throw error
    }
  }
  const withoutExt = relPath.split("\\").join("/").replace(/\.mdx?$/, "")
  return { docId: withoutExt, route: normalizeRoute(withoutExt) }
}

/** Docusaurus's category index convention: `guides/index.md`, `guides/README.md`, `guides/guides.md`. */
function isFolderIndex(base: string, dir: string): boolean {
  const name = base.toLowerCase()
  return name === "index" || name === "readme" || (dir !== "" && base === dir.slice(dir.lastIndexOf("/") + 1))
}
