import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { SiteConfig } from "./config/schema"
import { publicFile } from "./public-path"
import { FRAGMENTS_DIR } from "../../plugins/gatsby-plugin-static-bodies/src/shared"
import { bodyHtml } from "../../plugins/gatsby-plugin-static-bodies/src/node/fragments"

/**
 * The site's security headers, written to public/_headers (the file Netlify and Cloudflare
 * Pages read; `npm run serve` reads it too). The script policy allows the site's own files
 * and the SHA-256 hash of every distinct inline script of the built HTML, so an injected
 * inline script or a script from another host does not run. Hashes come from the built
 * files, after every other rewrite of the HTML, so they follow any change to the scripts.
 */

/** What the policy must let through besides the site itself (from site.config.ts / env). */
export interface PolicyInputs {
  /** `'sha256-…'` sources of the inline scripts. */
  scriptHashes: readonly string[]
  /** Google Analytics (gtag.js) is configured. */
  gtag: boolean
  /** A hosted Algolia (DocSearch) index is configured. */
  algolia: boolean
  /** The local Pagefind index is used: it compiles WebAssembly. */
  localSearch: boolean
}

// Hosts gtag.js loads from and reports to (Google's documented list for GA4 with a CSP).
const GTAG_SCRIPT = ["https://*.googletagmanager.com"]
const GTAG_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"]
const GTAG_IMG = ["https://*.google-analytics.com", "https://*.googletagmanager.com"]
const ALGOLIA_CONNECT = ["https://*.algolia.net", "https://*.algolianet.com"]

/**
 * Elements whose content is text up to their end tag: a `<script>` written inside one of them
 * is not a script (noscript counts: browsers parse it as text when scripting is on).
 */
const TEXT_ELEMENTS = new Set(["script", "style", "noscript", "xmp", "iframe", "noembed", "noframes", "textarea", "title"])

/** Script types a browser executes (and so checks against script-src); JSON data blocks are not. */
const EXECUTABLE_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript)|text\/javascript1\.[0-5])$/i

export interface InlineElement {
  tag: string
  attributes: Map<string, string>
  text: string
}

/**
 * The elements of `html` whose content is raw text (script, style, ...), with their content as
 * the browser's parser sees it: line breaks normalised to \n (the parser does this before
 * anything else), no character references decoded. Comments are skipped.
 */
export function textElements(rawHtml: string): InlineElement[] {
  const html = rawHtml.replace(/\r\n?/g, "\n")
  const found: InlineElement[] = []
  let at = 0
  while ((at = html.indexOf("<", at)) !== -1) {
    if (html.startsWith("<!--", at)) {
      const end = html.indexOf("-->", at + 4)
      at = end === -1 ? html.length : end + 3
      continue
    }
    const open = /^<([a-zA-Z][a-zA-Z0-9-]*)(?=[\s/>])/.exec(html.slice(at, at + 40))
    if (!open) {
      at += 1
      continue
    }
    const tag = open[1]!.toLowerCase()
    const { attributes, end } = readAttributes(html, at + open[0].length)
    at = end
    if (!TEXT_ELEMENTS.has(tag)) continue
    const close = new RegExp(`</${tag}(?=[\\s/>])`, "i")
    const match = close.exec(html.slice(at))
    const textEnd = match ? at + match.index : html.length
    found.push({ tag, attributes, text: html.slice(at, textEnd) })
    at = textEnd
  }
  return found
}

/** Attributes of a start tag from `from` (just after its name) to its `>`; `end` is after the `>`. */
function readAttributes(html: string, from: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>()
  const attribute = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?|\s*\/|\s*>/y
  attribute.lastIndex = from
  let match: RegExpExecArray | null
  while ((match = attribute.exec(html))) {
    if (match[0].endsWith(">") && match[1] === undefined) return { attributes, end: attribute.lastIndex }
    if (match[1] !== undefined) {
      const name = match[1].toLowerCase()
      if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "")
    }
  }
  return { attributes, end: html.length }
}

/**
 * The source texts of the inline scripts a browser would run (and check against the policy):
 * no `src`, an executable type, not empty (an empty script is never checked). Throws when a
 * script holds `<!--` and `<script`: the parser's escaped states would end it elsewhere.
 */
export function inlineScripts(html: string): string[] {
  return textElements(html)
    .filter((element) => element.tag === "script" && !element.attributes.has("src"))
    .filter((element) => EXECUTABLE_TYPE.test((element.attributes.get("type") ?? "").trim()))
    .map((element) => {
      if (element.text.includes("<!--") && /<script/i.test(element.text)) {
        throw new Error(`an inline script contains "<!--" and "<script": split the strings (e.g. "<"+"script") so the page parses as written`)
      }
      return element.text
    })
    .filter((text) => text !== "")
}

/** The CSP source for a script's text: `'sha256-<base64 of the UTF-8 bytes' digest>'`. */
export function sha256Source(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`
}

/**
 * The policy. Styles allow 'unsafe-inline' (see docs/decisions.md: style attributes and the
 * tabs pre-paint style element cannot be hash-allowed); 'wasm-unsafe-eval' lets Pagefind
 * compile its WebAssembly and allows no JavaScript eval.
 */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const script = ["'self'", ...(inputs.localSearch ? ["'wasm-unsafe-eval'"] : []), ...inputs.scriptHashes, ...(inputs.gtag ? GTAG_SCRIPT : [])]
  const connect = ["'self'", ...(inputs.gtag ? GTAG_CONNECT : []), ...(inputs.algolia ? ALGOLIA_CONNECT : [])]
  const img = ["'self'", "data:", ...(inputs.gtag ? GTAG_IMG : [])]
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(" ")}`,
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    // The search page's form submits to /search before the bundles run; nothing posts elsewhere.
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ")
}

/** The `_headers` text: one block per path, `Name: value` lines indented under it. */
export function headersFile(blocks: readonly { path: string; headers: readonly [string, string][] }[]): string {
  return blocks.map((block) => `${block.path}\n${block.headers.map(([name, value]) => `  ${name}: ${value}`).join("\n")}\n`).join("\n")
}

/** Gatsby's per-page inline script (`window.pagePath="/route"`), as static-entry writes it. */
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");([\s\S]*?)\/\*\]\]>\*\/<\/script>/

/**
 * Makes Gatsby's one per-page inline script the same on every page, so one policy lists few
 * hashes: the page path moves to a JSON data block (which CSP does not check) that a constant
 * script reads. Whatever else Gatsby put in that script (the compilation hash without slices)
 * is the same on every page and stays. Idempotent.
 */
export function constantPagePathScript(html: string): string {
  return html.replace(PAGE_PATH_SCRIPT, (_whole, json: string, rest: string) => {
    const data = json.replace(/</g, "\\u003c")
    return (
      `<script type="application/json" id="gatsby-page-path">${data}</script>` +
      `<script id="gatsby-script-loader">window.pagePath=JSON.parse(document.getElementById("gatsby-page-path").textContent);${rest}</script>`
    )
  })
}

/**
 * The script elements of a page's doc body (the element the doc's content renders into), or of a
 * whole body fragment (public/_bodies): content's, never the site's own, whose scripts are in the
 * head or around the app. Any type, inline or not.
 */
export function docBodyScripts(html: string, isFragment = false): InlineElement[] {
  const body = isFragment ? html : bodyHtml(html)
  return body === null ? [] : textElements(body).filter((element) => element.tag === "script")
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/**
 * One built page's part of the policy: Gatsby's per-page inline script made constant, the doc
 * body checked for content script, and the hashes of the page's inline scripts added to `hashes`.
 * `file` names the page in errors; `isFragment`: the file is a body fragment (public/_bodies).
 * Returns the page's HTML, rewritten.
 */
export function securePage(file: string, isFragment: boolean, html: string, hashes: Set<string>): string {
  const next = constantPagePathScript(html)
  // Content cannot add script (src/node/mdast.ts, contentScripts): a script there would be hashed with the site's own.
  const [contentScript] = docBodyScripts(next, isFragment)
  if (contentScript) {
    throw new Error(
      `${path.relative(process.cwd(), file)}: the doc body holds a <script> element (${JSON.stringify(contentScript.text.slice(0, 80))}). ` +
        "Content cannot add script, and the policy would allow it with the site's own: find what put it there (the doc, a component, a remark plugin) and remove it.",
    )
  }
  try {
    for (const script of inlineScripts(next)) hashes.add(sha256Source(script))
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${error instanceof Error ? error.message : String(error)}`)
  }
  return next
}

/** Whether a path inside the output folder is a body fragment's. */
export const isFragmentPath = (relative: string) => relative.split(/[\\/]/)[0] === FRAGMENTS_DIR

/** public/_headers: static/_headers (if the site has one, so hand-written entries stay), then the policy allowing `hashes`. */
export function writeHeadersFile(publicDir: string, staticDir: string, config: Pick<SiteConfig, "analytics" | "search">, hashes: ReadonlySet<string>): void {
  const site = { gtag: Boolean(config.analytics.gtagTrackingId), algolia: Boolean(config.search.hosted) }
  const policy = contentSecurityPolicy({ scriptHashes: [...hashes].sort(), gtag: site.gtag, algolia: site.algolia, localSearch: !site.algolia })
  const ours = headersFile([
    {
      path: "/*",
      headers: [
        ["Content-Security-Policy", policy],
        ["X-Content-Type-Options", "nosniff"],
        ["Referrer-Policy", "strict-origin-when-cross-origin"],
      ],
    },
  ])
  const staticHeaders = path.join(staticDir, "_headers")
  const before = fs.existsSync(staticHeaders) ? `${fs.readFileSync(staticHeaders, "utf8").trimEnd()}\n\n` : ""
  fs.writeFileSync(publicFile(publicDir, "_headers"), before + ours)
}

/**
 * Rewrites the per-page inline script of every built page, hashes every distinct inline script
 * and writes public/_headers (securePage on each HTML file, then writeHeadersFile; the site's
 * build does the same as the last step of its one post-build pass). Returns the number of pages
 * and of distinct scripts.
 */
export function writeSecurityHeaders(
  publicDir: string,
  staticDir: string,
  config: Pick<SiteConfig, "analytics" | "search">,
): { pages: number; scripts: number } {
  const hashes = new Set<string>()
  const pages = htmlFiles(publicDir)
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8")
    const next = securePage(file, isFragmentPath(path.relative(publicDir, file)), html, hashes)
    if (next !== html) fs.writeFileSync(file, next)
  }
  writeHeadersFile(publicDir, staticDir, config, hashes)
  return { pages: pages.length, scripts: hashes.size }
}
