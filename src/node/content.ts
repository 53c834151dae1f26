import fs from "node:fs"
import path from "node:path"
import type { Root } from "mdast"
import { globSync } from "tinyglobby"
import matter from "gray-matter"
import { parseSource, FrontmatterError, frontmatterKeyLine, type DocFrontmatter } from "./frontmatter"
import {
  parseMdx,
  collectHeadings,
  collectLinks,
  collectImages,
  isStaticBody,
  MdxSyntaxError,
  ContentScriptError,
  contentScripts,
  type DocHeading,
  type DocLink,
} from "./mdast"
import { docIdentity, lenientDocIdentity, RouteError, routeKey, type DocIdentity } from "./routes"
import { contentDir, displayPath } from "./paths"
import { DEFAULT_DOCS_INCLUDE } from "./config/schema"
import type { Problem } from "./problem"

export { formatProblem, type Problem } from "./problem"

/**
 * The content model: the one place that decides which files are docs and reads
 * each of them once. Every other build step (analysis, the dialect pre-pass,
 * link rewriting, the search index, page creation) works from these records.
 */

export interface DocRecord {
  absPath: string
  /** Path under the content folder, forward slashes: `api/createSlice.mdx`. */
  relPath: string
  docId: string
  route: string
  frontmatter: DocFrontmatter
  title: string
  sidebarLabel: string
  headings: DocHeading[]
  links: DocLink[]
  /** Local and remote images the body shows (`![alt](src)`, `<img src="...">`); site.ts checks the local ones exist. */
  images: DocLink[]
  /** The body is plain content: shipped as HTML, not JavaScript (see isStaticBody). */
  staticBody: boolean
  /** The Markdown after the front matter, as gatsby-plugin-mdx compiles it. */
  body: string
  /** The file's modification time when it was read: a changed file is read again (see ContentModel.docAt). */
  mtimeMs: number
  /**
   * The doc as plain Markdown, its twin at `{route}.md` (markdown-twin.ts): made from the syntax tree
   * while the model holds it (ContentModel.keepTwins), so post-build writes it without parsing the body again.
   */
  twin?: string
}

/**
 * Never docs, whatever `include` says: what Docusaurus excludes by default (partials and
 * folders starting with `_`, tests) and installed packages, whose READMEs are Markdown too.
 */
export const DOC_EXCLUDE = ["**/_*.{js,jsx,ts,tsx,md,mdx}", "**/_*/**", "**/*.test.{js,jsx,ts,tsx}", "**/__tests__/**", "**/node_modules/**"]

const DOC_FILE = /\.mdx?$/

/** The `include` globs that match no doc file under `dir` (a typo, or a folder that moved). */
export function unmatchedIncludes(dir: string, include: readonly string[]): string[] {
  return include.filter((glob) => listDocFiles(dir, [glob]).length === 0)
}

/** The doc files under `dir` (absolute paths, sorted): `include` globs, relative to `dir`, minus DOC_EXCLUDE. */
export function listDocFiles(dir: string, include: readonly string[] = DEFAULT_DOCS_INCLUDE): string[] {
  if (!fs.existsSync(dir)) return []
  return globSync([...include], { cwd: dir, ignore: DOC_EXCLUDE, absolute: true, onlyFiles: true, dot: false })
    .filter((file) => DOC_FILE.test(file))
    .map((file) => path.resolve(file))
    .sort()
}

/** A content file that is not UTF-8: the build stops naming it, the encoding found and the fix. */
export class EncodingError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message)
    this.name = "EncodingError"
  }
}

const SAVE_AS_UTF8 = 'Save it as UTF-8 (in most editors: "Save with encoding" or the encoding in the status bar).'

/** Byte order marks of encodings that are not UTF-8; UTF-32 LE before UTF-16 LE, whose mark it starts with. */
const FOREIGN_BOMS: Array<{ bytes: number[]; encoding: string }> = [
  { bytes: [0xff, 0xfe, 0x00, 0x00], encoding: "UTF-32 LE" },
  { bytes: [0x00, 0x00, 0xfe, 0xff], encoding: "UTF-32 BE" },
  { bytes: [0xff, 0xfe], encoding: "UTF-16 LE" },
  { bytes: [0xfe, 0xff], encoding: "UTF-16 BE" },
]

const UTF8_BOM = [0xef, 0xbb, 0xbf]
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true })
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte)

/** The offset of the first byte that is not part of a well-formed UTF-8 sequence. */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let index = 0; index < bytes.length; ) {
    const lead = bytes[index]
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0
    if (length === 0) return index
    for (let next = 1; next < length; next++) if ((bytes[index + next] & 0xc0) !== 0x80) return index
    if (length > 1 && !isWellFormed(bytes.subarray(index, index + length))) return index
    index += length
  }
  return bytes.length
}

function isWellFormed(sequence: Uint8Array): boolean {
  try {
    utf8.decode(sequence)
    return true
  } catch {
    return false
  }
}

/**
 * A content file's text. Throws EncodingError for a UTF-16/UTF-32 byte order mark or bytes
 * that are not UTF-8 (a Latin-1 "é" would otherwise become "\uFFFD" on the page without a word).
 * A UTF-8 byte order mark is accepted and dropped.
 */
export function readDocSource(absPath: string): string {
  const bytes = fs.readFileSync(absPath)
  const foreign = FOREIGN_BOMS.find((bom) => startsWith(bytes, bom.bytes))
  if (foreign) throw new EncodingError(`the file is saved as ${foreign.encoding} (it starts with a ${foreign.encoding} byte order mark), not UTF-8. ${SAVE_AS_UTF8}`, 1)
  const text = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes
  try {
    return utf8.decode(text)
  } catch {
    const at = firstInvalidByte(text)
    const line = text.subarray(0, at).filter((byte) => byte === 0x0a).length + 1
    const byte = text[at]?.toString(16).toUpperCase().padStart(2, "0")
    throw new EncodingError(
      `the file is not valid UTF-8: byte 0x${byte} on this line is not UTF-8 text; the file looks saved as Latin-1 (ISO-8859-1) or Windows-1252. ${SAVE_AS_UTF8}`,
      line,
    )
  }
}

export interface ParsedDoc {
  record: DocRecord
  /** The Markdown syntax tree, for the build steps that walk the body (the dialect pre-pass). */
  tree: Root
}

/** docIdentity, with a route the build refuses as a FrontmatterError at the line of the key that set it. */
function identityOf(relPath: string, frontmatter: DocFrontmatter, source: string): DocIdentity {
  try {
    return docIdentity(relPath, frontmatter)
  } catch (error) {
    if (error instanceof RouteError) throw new FrontmatterError(error.message, error.key ? frontmatterKeyLine(source, error.key) : undefined)
    throw error
  }
}

/** The line of the front matter key that sets the doc's route (`slug`, else `id`); undefined when its path does. */
export function routeKeyLine(absPath: string): number | undefined {
  try {
    const source = readDocSource(absPath)
    return frontmatterKeyLine(source, "slug") ?? frontmatterKeyLine(source, "id")
  } catch {
    return undefined
  }
}

function idLine(absPath: string): number | undefined {
  try {
    return frontmatterKeyLine(readDocSource(absPath), "id")
  } catch {
    return undefined
  }
}

/** Reads and parses one doc. Throws EncodingError, FrontmatterError, MdxSyntaxError or ContentScriptError. */
export function parseDoc(absPath: string, contentDir: string): ParsedDoc {
  const stat = fs.statSync(absPath)
  const source = readDocSource(absPath)
  const relPath = path.relative(contentDir, absPath).split(path.sep).join("/")
  const { frontmatter, body, lineOffset } = parseSource(source)
  const { docId, route } = identityOf(relPath, frontmatter, source)
  const tree = parseMdx(body)
  // Content cannot add script: the policy would allow it with the site's own (mdast.ts, contentScripts).
  const scripts = contentScripts(tree, lineOffset)
  if (scripts.length > 0) throw new ContentScriptError(scripts)
  const title = frontmatter.title ?? path.basename(relPath).replace(DOC_FILE, "")
  const record: DocRecord = {
    absPath,
    relPath,
    docId,
    route,
    frontmatter,
    title,
    sidebarLabel: frontmatter.sidebar_label ?? title,
    headings: collectHeadings(tree, lineOffset),
    links: collectLinks(tree, lineOffset),
    images: collectImages(tree, lineOffset),
    staticBody: isStaticBody(tree),
    body,
    mtimeMs: stat.mtimeMs,
  }
  return { record, tree }
}

/** A read error as the author should see it: the file, the line in the file, and the fix. */
function readProblem(absPath: string, error: unknown): Problem {
  const file = displayPath(absPath)
  if (error instanceof EncodingError || error instanceof FrontmatterError || error instanceof ContentScriptError) return { file, line: error.line, message: error.message }
  if (error instanceof MdxSyntaxError) {
    let offset = 0
    try {
      offset = parseSource(readDocSource(absPath)).lineOffset
    } catch {
      offset = 0
    }
    return {
      file,
      line: error.line !== undefined ? error.line + offset : undefined,
      message: `could not compile MDX: ${error.message}. In MDX, "{", "}" and "<" in prose must be escaped (\\{ or &lt;) or put in inline code, and every JSX tag must be closed.`,
    }
  }
  throw error
}

/**
 * A doc that could not be read (encoding, front matter or MDX syntax error). Its identity
 * comes from its path and whatever front matter did parse, so sidebar entries and links
 * to it resolve: the author sees its one error, not one more for each place naming it.
 */
export interface BrokenDoc {
  absPath: string
  relPath: string
  docId: string
  route: string
  sidebarLabel: string
}

/** The identity of a doc that failed to read: path, plus `id`, `slug`, `title` and `sidebar_label` where they parse as text. */
export function brokenDoc(absPath: string, contentDir: string): BrokenDoc {
  const relPath = path.relative(contentDir, absPath).split(path.sep).join("/")
  let data: Record<string, unknown> = {}
  try {
    data = matter(readDocSource(absPath), {}).data
  } catch {
    // Unreadable or not YAML: the path alone names the doc.
  }
  const text = (key: string) => (typeof data[key] === "string" && data[key] !== "" ? (data[key] as string) : undefined)
  // A refused id or slug is left out (its error is reported): the route is for lookups, never written.
  const { docId, route } = lenientDocIdentity(relPath, { id: text("id"), slug: text("slug") })
  const title = text("title") ?? path.basename(relPath).replace(DOC_FILE, "")
  return { absPath, relPath, docId, route, sidebarLabel: text("sidebar_label") ?? title }
}

export interface ContentModel {
  contentDir: string
  docs: DocRecord[]
  /** Docs that failed to read, each with its error in `errors`: links and sidebar entries to them are not reported again. */
  broken: BrokenDoc[]
  /** Encoding, front matter and syntax errors, duplicate routes and ids. */
  errors: Problem[]
  /** Each readable doc's syntax tree, until the build steps that need it are done (releaseTrees). */
  trees: Map<string, Root>
  /** The doc at a file path, read again when the file changed since (`gatsby develop`); null if it is no doc. */
  docAt(absPath: string): DocRecord | null
  /** Each readable doc with its syntax tree (empty after releaseTrees). */
  withTrees(): Array<DocRecord & { tree: Root }>
  /**
   * Sets each record whose syntax tree is held to its twin, `derive(record, tree)`: before a build
   * step rewrites the trees in place (the dialect pass) and before releaseTrees.
   */
  keepTwins(derive: (doc: DocRecord, tree: Root) => string): void
  /** Frees the syntax trees once nothing needs them. */
  releaseTrees(): void
  /**
   * The folder as it is now (`gatsby develop`: docs added, deleted, renamed or edited since): the
   * file list is read again and only files whose modification time changed are parsed again.
   */
  refreshed(): ContentModel
}

/**
 * Reads every doc under `contentDir`. Syntax and front matter errors are collected, not thrown.
 * `known` (a model's records, by file) are kept for files not modified since they were read; those
 * have no syntax tree in `trees`.
 */
export function loadContent(
  contentDir: string,
  include: readonly string[] = DEFAULT_DOCS_INCLUDE,
  known: ReadonlyMap<string, DocRecord> = new Map(),
): ContentModel {
  const docs: DocRecord[] = []
  const broken: BrokenDoc[] = []
  const errors: Problem[] = []
  const trees = new Map<string, Root>()
  const files = listDocFiles(contentDir, include)
  for (const absPath of files) {
    const previous = known.get(absPath)
    if (previous && unchangedSince(absPath, previous.mtimeMs)) {
      docs.push(previous)
      continue
    }
    try {
      const { record, tree } = parseDoc(absPath, contentDir)
      docs.push(record)
      trees.set(absPath, tree)
    } catch (error) {
      errors.push(readProblem(absPath, error))
      broken.push(brokenDoc(absPath, contentDir))
    }
  }
  errors.push(...duplicateProblems([...docs, ...broken]))

  const byFile = new Map(docs.map((doc) => [doc.absPath, doc]))
  const isListed = new Set(files)
  const notDocs = new Set<string>()
  return {
    contentDir,
    docs,
    broken,
    errors,
    trees,
    docAt(absPath) {
      const known = byFile.get(absPath)
      let mtimeMs: number
      try {
        mtimeMs = fs.statSync(absPath).mtimeMs
      } catch {
        return null
      }
      if (known && known.mtimeMs === mtimeMs) return known
      // A doc added or edited since the model was read (develop): read that one file again.
      if (!known && !isListed.has(absPath)) {
        if (notDocs.has(absPath) || !listDocFiles(contentDir, include).includes(absPath)) {
          notDocs.add(absPath)
          return null
        }
      }
      try {
        const { record } = parseDoc(absPath, contentDir)
        byFile.set(absPath, record)
        isListed.add(absPath)
        return record
      } catch {
        return known ?? null
      }
    },
    withTrees() {
      return docs.flatMap((doc) => {
        const tree = trees.get(doc.absPath)
        return tree ? [{ ...doc, tree }] : []
      })
    },
    keepTwins(derive) {
      for (const doc of docs) {
        const tree = trees.get(doc.absPath)
        if (tree) doc.twin = derive(doc, tree)
      }
    },
    releaseTrees() {
      trees.clear()
    },
    refreshed() {
      return loadContent(contentDir, include, byFile)
    },
  }
}

function unchangedSince(absPath: string, mtimeMs: number): boolean {
  try {
    return fs.statSync(absPath).mtimeMs === mtimeMs
  } catch {
    return false
  }
}

type DocIdentityOf = Pick<DocRecord, "absPath" | "docId" | "route">

/**
 * Two docs on one route, or one doc id. Routes are compared by routeKey: `/api/Foo` and `/api/foo`
 * are one file where the build may run (macOS, Windows), and the later page would replace the other.
 */
function duplicateProblems(docs: DocIdentityOf[]): Problem[] {
  const errors: Problem[] = []
  const byRoute = new Map<string, DocIdentityOf>()
  const byId = new Map<string, DocIdentityOf>()
  for (const doc of docs) {
    const sameRoute = byRoute.get(routeKey(doc.route))
    if (sameRoute) {
      const line = routeKeyLine(doc.absPath)
      const spelled = sameRoute.route === doc.route ? "" : ` as ${sameRoute.route} (one file where letter case or Unicode normalisation is not told apart)`
      errors.push({
        file: displayPath(doc.absPath),
        line,
        message: `route ${doc.route} is also used by ${displayPath(sameRoute.absPath)}${spelled}; one page would overwrite the other. Give one of them a different "slug" or "id" in its front matter${line ? "" : " (or rename the file)"}.`,
      })
    }
    const sameId = byId.get(doc.docId)
    if (sameId) {
      errors.push({
        file: displayPath(doc.absPath),
        line: idLine(doc.absPath),
        message: `doc id "${doc.docId}" is also used by ${displayPath(sameId.absPath)}. Change the "id" in one front matter.`,
      })
    }
    if (!sameRoute) byRoute.set(routeKey(doc.route), doc)
    byId.set(doc.docId, doc)
  }
  return errors
}

const SHARED_MODELS = Symbol.for("redux-toolkit-docs.content-models")
type SharedModels = Map<string, ContentModel>
const modelKey = (contentDir: string, include: readonly string[]) => `${path.resolve(contentDir)}\0${include.join("\0")}`

/**
 * The content model of a folder, read once per process. Gatsby bundles gatsby-config.ts
 * (where the link-rewriting remark plugin lives) and gatsby-node.ts separately, each with
 * its own copy of this module, so the model is kept on `globalThis` for both to find.
 */
export function sharedContent(contentDir: string, include: readonly string[] = DEFAULT_DOCS_INCLUDE): ContentModel {
  const store = globalThis as { [SHARED_MODELS]?: SharedModels }
  const models = (store[SHARED_MODELS] ??= new Map())
  const key = modelKey(contentDir, include)
  let model = models.get(key)
  if (!model) {
    model = loadContent(contentDir, include)
    models.set(key, model)
  }
  return model
}

/**
 * Replaces the shared model of a folder with the folder as it is now (ContentModel.refreshed):
 * `gatsby develop` after a doc was added, deleted, renamed or edited. Returns the new model.
 */
export function refreshSharedContent(contentDir: string, include: readonly string[] = DEFAULT_DOCS_INCLUDE): ContentModel {
  const store = globalThis as { [SHARED_MODELS]?: SharedModels }
  const models = (store[SHARED_MODELS] ??= new Map())
  const key = modelKey(contentDir, include)
  const model = models.get(key)?.refreshed() ?? loadContent(contentDir, include)
  models.set(key, model)
  return model
}

/** Forgets every shared model: the next sharedContent() reads the folder again. */
export function resetSharedContent(): void {
  ;(globalThis as { [SHARED_MODELS]?: SharedModels })[SHARED_MODELS]?.clear()
}

/**
 * The site's docs (contentDir(), `include`: the site config's `docs.include`, passed by the caller),
 * read once per process and shared by every build step.
 */
export function siteContent(include: readonly string[]): ContentModel {
  return sharedContent(contentDir(), include)
}

/** The site's docs read again where they changed (`gatsby develop`); every build step sees the new model. */
export function refreshSiteContent(include: readonly string[]): ContentModel {
  return refreshSharedContent(contentDir(), include)
}
