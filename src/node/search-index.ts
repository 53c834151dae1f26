import fs from "node:fs"
import path from "node:path"
import { publicFile } from "./public-path"

/**
 * The local search index (docs/decisions.md): after `gatsby build`, Pagefind indexes
 * the built HTML of every doc page into a static, chunked index in
 * public/pagefind/. Only the part of a page marked `data-pagefind-body` (the doc
 * template's article) is indexed; the template also carries the facets
 * (`data-pagefind-filter`) and the page's group (`data-pagefind-meta`). Pagefind
 * splits each page at headings that have ids, so a hit can point to its section.
 */
export interface SearchIndexResult {
  pageCount: number
  /** Files and total bytes written under the output folder. */
  fileCount: number
  bytes: number
  outputPath: string
}

/**
 * The HTML file Gatsby writes for a route (`/api/createSlice` → api/createSlice/index.html), as a
 * path inside the output folder, among those `exists` says are there.
 */
export function htmlPathForRoute(publicDir: string, route: string, exists: (htmlPath: string) => boolean): string {
  const clean = route.replace(/^\/+|\/+$/g, "")
  const candidates = clean === "" ? ["index.html"] : [path.join(clean, "index.html"), `${clean}.html`]
  const found = candidates.find(exists)
  if (found !== undefined) return found
  throw new Error(`Search index: no built HTML for the route ${route} under ${publicDir} (looked for ${candidates.join(", ")}).`)
}

/** The HTML file Gatsby writes for a route (`/api/createSlice` → api/createSlice/index.html). */
export function htmlFileForRoute(publicDir: string, route: string): string {
  return path.join(publicDir, htmlPathForRoute(publicDir, route, (candidate) => fs.existsSync(path.join(publicDir, candidate))))
}

function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const inner = folderSize(full)
      files += inner.files
      bytes += inner.bytes
    } else {
      files += 1
      bytes += fs.statSync(full).size
    }
  }
  return { files, bytes }
}

/** The vocabulary file beside the index: words of the page titles, for typo correction (src/search/queryText.ts). */
export const VOCABULARY_FILE = "vocabulary.json"

/** Words of six letters or more in a page's <h1> (API names such as createSlice are whole words). */
export function titleWords(html: string): string[] {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? ""
  return heading
    .replace(/<[^>]+>/g, " ")
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length >= 6)
}

/**
 * What Pagefind reads of a built page. A code block (`<pre data-pagefind-weight>`, see the code
 * block component) is indexed as the distinct names it contains, once each, not as its full text:
 * a reader searches code by its names (`createSlice`, `providesTags`), and the full text made
 * two thirds of a page's indexed words, so of the fragment a search downloads per page and of the
 * index chunks. Punctuation, character references and one-letter names carry no search value.
 * The served page is unchanged; only the index's copy is rewritten.
 */
export function indexableHtml(html: string): string {
  return html.replace(/(<pre\b[^>]*\bdata-pagefind-weight="[^"]*"[^>]*>)([\s\S]*?)(<\/pre>)/g, (_match, open: string, inner: string, close: string) => {
    const text = inner.replace(/<[^>]*>/g, " ").replace(/&#?\w+;/g, " ")
    const seen = new Set<string>()
    const names: string[] = []
    for (const word of text.split(/[^A-Za-z0-9_$]+/)) {
      const key = word.toLowerCase()
      if (word.length < 2 || !/[A-Za-z]/.test(word) || seen.has(key)) continue
      seen.add(key)
      names.push(word)
    }
    return `${open}${names.join(" ")}${close}`
  })
}

type PagefindApi = typeof import("pagefind")

/**
 * Word positions per chunk of Pagefind's word index (Pagefind's default is 20,000, about
 * 34 kB gzipped on this site). The browser loads one chunk per query word, so a two-word
 * query cost two or three of those; at 4,000 a chunk is 7-14 kB and a later query ~46 kB.
 * Measured with scripts/bench-search.mjs at 2,000-20,000 (BENCHMARKS.md): below ~3,000
 * the chunk list in Pagefind's metadata grows faster than the chunks shrink.
 */
export const INDEX_CHUNK_SIZE = 4000

/**
 * Pagefind 1.x reads its chunk size from this environment variable only (no option of
 * `createIndex`), when its indexing service starts: the variable is set around that start.
 */
const CHUNK_SIZE_VARIABLE = "PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE"

/**
 * Pagefind is an ES module with an import-only exports map, and Gatsby compiles
 * gatsby-node to CommonJS, turning `import()` into `require()` (which that map
 * refuses). There a native dynamic import, out of the compiler's sight, loads it;
 * test runners (vitest) handle the plain import and lack the native one.
 */
const nativeImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<PagefindApi>

async function loadPagefind(): Promise<PagefindApi> {
  try {
    return await import("pagefind")
  } catch {
    return nativeImport("pagefind")
  }
}

/**
 * Indexes the given doc routes of a built site, reading each route's HTML (writeSearchIndex).
 * URLs in the index are the routes themselves (no trailing slash: routes are exact), not the file paths.
 */
export async function buildSearchIndex({
  publicDir,
  routes,
  outputDir = "pagefind",
}: {
  publicDir: string
  routes: string[]
  outputDir?: string
}): Promise<SearchIndexResult> {
  return writeSearchIndex({ publicDir, outputDir, pages: routes.map((route) => ({ route, html: () => fs.readFileSync(htmlFileForRoute(publicDir, route), "utf8") })) })
}

/**
 * Indexes the given pages (each route with its built HTML, in this order) into `outputDir` of
 * `publicDir`: Pagefind's index, the title vocabulary, without Pagefind's own UIs.
 */
export async function writeSearchIndex({
  publicDir,
  pages,
  outputDir = "pagefind",
}: {
  publicDir: string
  pages: readonly { route: string; html: () => string }[]
  outputDir?: string
}): Promise<SearchIndexResult> {
  // Replaced whole (rmSync below): never anything but a folder inside public/, checked before any work.
  const outputPath = publicFile(publicDir, outputDir)
  const pagefind = await loadPagefind()
  const previous = process.env[CHUNK_SIZE_VARIABLE]
  process.env[CHUNK_SIZE_VARIABLE] = String(INDEX_CHUNK_SIZE)
  // The service is spawned by the first call and keeps the environment it started with.
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" }).finally(() => {
    if (previous === undefined) delete process.env[CHUNK_SIZE_VARIABLE]
    else process.env[CHUNK_SIZE_VARIABLE] = previous
  })
  if (!index) throw new Error(`Search index: Pagefind could not start: ${errors.join("; ")}`)
  const vocabulary = new Set<string>()
  try {
    for (const { route, html } of pages) {
      const content = html()
      for (const word of titleWords(content)) vocabulary.add(word)
      const added = await index.addHTMLFile({ url: route, content: indexableHtml(content) })
      if (added.errors.length > 0) throw new Error(`Search index: ${route}: ${added.errors.join("; ")}`)
    }
    fs.rmSync(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`Search index: could not write ${outputPath}: ${written.errors.join("; ")}`)
    fs.writeFileSync(path.join(outputPath, VOCABULARY_FILE), JSON.stringify([...vocabulary].sort()))
    // Pagefind also writes its own search UIs; the site uses DocSearch's, so they go.
    for (const file of fs.readdirSync(outputPath)) {
      if (/^pagefind-(.*-)?ui\.(js|css)$|^pagefind-highlight\.js$/.test(file)) fs.rmSync(path.join(outputPath, file))
    }
    const size = folderSize(outputPath)
    return { pageCount: pages.length, fileCount: size.files, bytes: size.bytes, outputPath }
  } finally {
    await pagefind.close()
  }
}
