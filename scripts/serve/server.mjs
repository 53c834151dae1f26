// The static server for production builds: it looks files up and streams them itself (sirv's lookup
// order, mrmime's types), compression gzips them. What a static host does for this site, and nothing more:
// - exact routes without trailing slashes (/api/createSlice serves api/createSlice/index.html); a
//   trailing slash redirects to the route without it, on the same origin;
// - gzip (only gzip: the byte figures of the gates and benchmarks are gzip figures);
// - immutable caching for content-hashed files, revalidation for everything else;
// - the redirects of public/_redirects (Netlify format, written by the build), before any file;
// - public/404.html with status 404 for anything else;
// - the headers of public/_headers (the Netlify / Cloudflare Pages file), e.g. the Content-Security-Policy;
// - single byte ranges (RFC 9110), never compressed.
// Hardening: a redirect goes only to a path of this origin; a file that cannot be read ends its own
// response (500, or the connection when the headers are out) and is logged, the server lives on;
// sockets, FIFOs and devices in the folder are never opened (404).
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import compression from "compression"
import { lookup as mimeLookup } from "mrmime"

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"
// The request-target is resolved against this origin only to normalise its path; it never leaves the server.
const PARSE_ORIGIN = "http://server.invalid"

// Types mrmime (sirv's lookup) leaves without a charset or does not know (Pagefind's index files).
const CONTENT_TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  // Markdown twins of the docs ({route}.md, src/node/llms.ts): mrmime gives no charset.
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".pf_meta": "application/octet-stream",
  ".pf_fragment": "application/octet-stream",
  ".pf_index": "application/octet-stream",
  ".pagefind": "application/octet-stream",
}

/**
 * Cache-Control for a request path (relative to the site root). Gatsby names its bundles
 * `name-[contenthash].js` and `name.[contenthash].css`, puts hashed assets under /static/,
 * and static doc bodies are written under /_bodies/ with hashed names. page-data keeps its
 * name across builds, so it always revalidates.
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith("/page-data/")) return REVALIDATE
  if (pathname.startsWith("/static/") || pathname.startsWith("/_bodies/")) return IMMUTABLE
  return /[-.][0-9a-f]{16,}\.(js|css)$/.test(pathname) ? IMMUTABLE : REVALIDATE
}

/**
 * The blocks of a `_headers` file: a path line (`/*`, `/exact/path`, `/prefix/*`), then its
 * `Name: value` lines indented; `#` starts a comment.
 */
export function parseHeadersFile(text) {
  const blocks = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      blocks.push({ path: line.trim(), headers: [] })
      continue
    }
    const colon = line.indexOf(":")
    const block = blocks.at(-1)
    if (block && colon > 0) block.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return blocks
}

/** The headers of the blocks matching a path, in file order (a later block's value wins). */
export function headersFor(blocks, pathname) {
  const headers = {}
  for (const block of blocks) {
    const matches = block.path.endsWith("*") ? pathname.startsWith(block.path.slice(0, -1)) : block.path === pathname
    if (matches) for (const [name, value] of block.headers) headers[name] = value
  }
  return headers
}

/** `/docs/` or `docs` → `/docs`; empty for the site root. */
function normalisePrefix(prefix) {
  const trimmed = (prefix ?? "").replace(/^\/+|\/+$/g, "")
  return trimmed ? `/${trimmed}` : ""
}

/**
 * The request-target's path with dot segments resolved (as a browser resolves them), still
 * percent-encoded, and its query; null when it is not a path or holds a malformed escape.
 */
function parseTarget(rawUrl) {
  if (!rawUrl.startsWith("/")) return null
  const rawPath = rawUrl.split("?")[0]
  try {
    if (decodeURIComponent(rawPath).includes("\0")) return null
  } catch {
    return null
  }
  // Concatenated, not resolved against a base: `//host/x` is a path here, not another origin.
  const url = new URL(PARSE_ORIGIN + rawUrl)
  return { pathname: url.pathname, search: url.search }
}

/** The files tried for a path, in sirv's order (as it is, `/index`, `.html`, `/index.html`). */
function candidateFiles(root, decodedPath) {
  const base = decodedPath.replace(/\/+$/, "")
  const names = base ? [base, `${base}/index`, `${base}.html`, `${base}/index.html`] : ["/index", "/index.html"]
  return names.map((name) => path.join(root, name))
}

/** Errors of a lookup that mean "no such file here" (sirv's `existsSync` said false to all of them). */
const NOT_THERE = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG", "ELOOP", "EINVAL"])

/**
 * The file sirv would serve for a decoded path: the first candidate that exists and is not a
 * folder. `stats` is null when that file is not a regular one (socket, FIFO, device), which is
 * never opened. Null when there is none.
 */
function findFile(root, decodedPath) {
  for (const file of candidateFiles(root, decodedPath)) {
    if (!isInside(root, file)) continue
    let stats
    try {
      stats = fs.statSync(file)
    } catch (error) {
      if (NOT_THERE.has(error.code)) continue
      throw error
    }
    if (stats.isDirectory()) continue
    return { file, stats: stats.isFile() ? stats : null }
  }
  return null
}

/** The Content-Type of a file: ours for the types above, else mrmime's (sirv's), HTML with its charset. */
function contentTypeFor(file) {
  const type = CONTENT_TYPES[path.extname(file)] ?? mimeLookup(file)
  if (!type) return undefined
  return type === "text/html" ? "text/html;charset=utf-8" : type
}

/**
 * The one byte range a GET asks for (RFC 9110 section 14), for a file of `size` bytes:
 * `{ start, end }` (inclusive) to answer 206, `"unsatisfiable"` to answer 416, null to ignore
 * the header and send the whole file (no header, another unit, a syntax error, several ranges,
 * the last bytes of an empty file: there is no byte to point at in a Content-Range).
 */
export function parseRange(header, size) {
  if (typeof header !== "string") return null
  const match = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header)
  if (!match) return null
  const [, first, last] = match
  if (first === "") {
    // A suffix: the last N bytes.
    if (last === "") return null
    const length = BigInt(last)
    if (length === 0n) return "unsatisfiable"
    if (size === 0) return null
    return { start: length >= BigInt(size) ? 0 : size - Number(length), end: size - 1 }
  }
  const start = BigInt(first)
  if (last !== "" && BigInt(last) < start) return null
  if (start >= BigInt(size)) return "unsatisfiable"
  const end = last === "" || BigInt(last) >= BigInt(size) ? size - 1 : Number(last)
  return { start: Number(start), end }
}

function isInside(dir, file) {
  return file === dir || file.startsWith(dir + path.sep)
}

function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text), ...headers })
  res.end(text)
}

/**
 * compression prefers Brotli when the browser offers it; the server promises gzip. Only the
 * gzip (and identity) entries of Accept-Encoding are left for it to negotiate, q-values included.
 */
function offerGzipOnly(req) {
  const offered = req.headers["accept-encoding"]
  if (typeof offered !== "string") return
  req.headers["accept-encoding"] = offered
    .split(",")
    .filter((entry) => ["gzip", "identity"].includes(entry.split(";")[0].trim().toLowerCase()))
    .join(",")
}

/**
 * The rules of a Netlify-format `_redirects` file: `from  to  [status]` per line, `#` comments.
 * A `from` ending in `/*` is a splat; `:splat` in `to` takes the rest of the path. Only
 * redirects (3xx) are kept: rewrites and proxies are no part of a static host's job here.
 */
export function parseRedirects(text) {
  return text.split("\n").flatMap((line) => {
    const [from, to, status = "301"] = line.replace(/#.*/, "").trim().split(/\s+/)
    if (!from || !to || !/^3\d\d$/.test(status)) return []
    return [{ from, to, status: Number(status) }]
  })
}

/**
 * Where a rule sends a path, or null when none matches. The rest of the path replaces `:splat`
 * literally (a replacer function: `$&` in a path is not a replacement pattern); the result is
 * not checked here (see isSameOriginPath).
 */
export function redirectFor(rules, pathname) {
  for (const rule of rules) {
    if (rule.from.endsWith("/*")) {
      const prefix = rule.from.slice(0, -1)
      const splat = pathname.slice(prefix.length)
      if (pathname.startsWith(prefix)) return { status: rule.status, location: rule.to.replaceAll(":splat", () => splat) }
    } else if (pathname === rule.from) return { status: rule.status, location: rule.to }
  }
  return null
}

/**
 * Whether a Location value is a path of this origin: exactly one leading `/` (`//host` is
 * another origin), no `\` (browsers read `/\host` as `//host`), no control character (browsers
 * drop tabs and newlines, which could join two slashes), so no scheme either.
 */
export function isSameOriginPath(location) {
  return /^\/(?![/\\])[^\\\x00-\x1f\x7f]*$/.test(location)
}

/** A config file's mtime, or null when it is missing or not a regular file (a FIFO would block the read). */
function regularFileMtime(file) {
  try {
    const stats = fs.statSync(file)
    return stats.isFile() ? stats.mtimeMs : null
  } catch {
    return null
  }
}

/** Logs one line, e.g. `serve: cannot read /abs/public/app.js: EMFILE`. */
const logToStderr = (line) => console.error(line)

/**
 * The request listener serving `dir` (a Gatsby `public/` folder), mounted at `prefix`. `log`
 * receives one line per file that could not be read (default: standard error).
 */
export function createRequestListener({ dir, prefix, log = logToStderr }) {
  const root = path.resolve(dir)
  const realRoot = fs.realpathSync(root)
  const mount = normalisePrefix(prefix)
  const notFoundPage = path.join(root, "404.html")
  // 206 goes out as it is: Content-Range counts the file's bytes, not gzip's.
  const compress = compression({
    threshold: 0,
    filter(req, res) {
      if (!compression.filter(req, res)) return false
      if (res.statusCode !== 206) return true
      // Still a representation chosen by Accept-Encoding, as compression would have said.
      const vary = String(res.getHeader("Vary") ?? "")
      if (!/accept-encoding/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding")
      return false
    },
  })
  const redirectsFile = path.join(root, "_redirects")
  let redirects = { mtimeMs: -1, rules: [] }

  /** The rules of public/_redirects, read again when a rebuild changes the file. */
  function redirectRules() {
    const mtimeMs = regularFileMtime(redirectsFile) ?? 0
    if (mtimeMs !== redirects.mtimeMs) {
      redirects = { mtimeMs, rules: mtimeMs ? parseRedirects(fs.readFileSync(redirectsFile, "utf8")) : [] }
    }
    return redirects.rules
  }

  const headersFile = path.join(root, "_headers")
  // Read again when the file changes: a rebuild while the server runs gets its new hashes.
  let headerBlocks = { mtimeMs: -1, blocks: [] }
  function headerBlocksNow() {
    const mtimeMs = regularFileMtime(headersFile) ?? -1
    if (mtimeMs !== headerBlocks.mtimeMs) {
      headerBlocks = { mtimeMs, blocks: mtimeMs === -1 ? [] : parseHeadersFile(fs.readFileSync(headersFile, "utf8")) }
    }
    return headerBlocks.blocks
  }

  function sendNotFound(req, res) {
    if (regularFileMtime(notFoundPage) === null) return sendText(res, 404, "Not found")
    const body = fs.readFileSync(notFoundPage)
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length, "Cache-Control": REVALIDATE })
    res.end(req.method === "HEAD" ? undefined : body)
  }

  /** A redirect, answered only when its Location is a path of this origin; 404 otherwise. */
  function sendRedirect(req, res, status, pathname, search) {
    // A backslash in the query is harmless where it is, but no Location carries one.
    const location = pathname + search.replace(/\\/g, "%5C")
    if (!isSameOriginPath(location)) return sendNotFound(req, res)
    res.writeHead(status, { Location: location, "Content-Length": 0 })
    res.end()
  }

  /** Whether a file that could be served for this path resolves (through a symlink) outside the served folder. */
  function leavesRoot(decodedPath) {
    return candidateFiles(root, decodedPath).some((file) => {
      try {
        return !isInside(realRoot, fs.realpathSync(file))
      } catch {
        return false
      }
    })
  }

  function failedRead(res, file, error) {
    log(`serve: cannot read ${file}: ${error?.code ?? error?.message ?? error}`)
    if (res.headersSent) res.destroy()
    else sendText(res, 500, "Internal server error")
  }

  /**
   * Sends a file: opened first (non-blocking, so a FIFO swapped in since the lookup cannot hang
   * the open), then measured on the open descriptor, so the length sent is the length of the bytes
   * read even when the file is replaced meanwhile. A read that fails or comes up short ends the
   * response; the server goes on.
   */
  function sendFile(req, res, decodedPath, file) {
    let fd
    try {
      fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK)
    } catch (error) {
      // Deleted since the lookup (a rebuild), or a socket now: nothing to serve.
      if (error.code === "ENOENT" || error.code === "ENXIO") return sendNotFound(req, res)
      return failedRead(res, file, error)
    }
    let stats
    try {
      stats = fs.fstatSync(fd)
    } catch (error) {
      fs.closeSync(fd)
      return failedRead(res, file, error)
    }
    if (!stats.isFile()) {
      fs.closeSync(fd)
      return sendNotFound(req, res)
    }
    const headers = {
      "Content-Length": stats.size,
      "Last-Modified": stats.mtime.toUTCString(),
      "Cache-Control": cacheControlFor(decodedPath),
      "Accept-Ranges": "bytes",
    }
    const type = contentTypeFor(file)
    if (type) headers["Content-Type"] = type
    let status = 200
    let start = 0
    let end = stats.size - 1
    const ifRange = req.headers["if-range"]
    // If-Range: the range only when the file is still the one the client has (we send no ETag).
    const range = req.method === "GET" && (ifRange === undefined || ifRange === headers["Last-Modified"]) ? parseRange(req.headers.range, stats.size) : null
    if (range === "unsatisfiable") {
      fs.closeSync(fd)
      res.writeHead(416, { "Content-Range": `bytes */${stats.size}`, "Accept-Ranges": "bytes", "Content-Length": 0 })
      return res.end()
    }
    if (range) {
      status = 206
      ;({ start, end } = range)
      headers["Content-Length"] = end - start + 1
      headers["Content-Range"] = `bytes ${start}-${end}/${stats.size}`
    }
    res.writeHead(status, headers)
    if (req.method === "HEAD" || stats.size === 0) {
      fs.closeSync(fd)
      return res.end()
    }
    const expected = end - start + 1
    const stream = fs.createReadStream(file, { fd, start, end, autoClose: true })
    stream.on("error", (error) => failedRead(res, file, error))
    stream.on("end", () => {
      if (stream.bytesRead === expected) return res.end()
      // Truncated while being sent: the client must not take the part for the whole.
      failedRead(res, file, { code: `short read (${stream.bytesRead} of ${expected} bytes)` })
    })
    // A client that leaves early: the descriptor closes with the response.
    res.on("close", () => stream.destroy())
    stream.pipe(res, { end: false })
  }

  function route(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(res, 405, "Method not allowed", { Allow: "GET, HEAD" })
    }
    const target = parseTarget(req.url ?? "")
    if (!target) return sendText(res, 400, "Bad request")
    let { pathname } = target
    if (mount) {
      if (pathname !== mount && !pathname.startsWith(`${mount}/`)) return sendText(res, 404, "Not found")
      pathname = pathname.slice(mount.length) || "/"
    }
    for (const [name, value] of Object.entries(headersFor(headerBlocksNow(), pathname))) res.setHeader(name, value)
    // No page of the site lives at a path starting with `//`.
    if (pathname.startsWith("//")) return sendNotFound(req, res)
    if (pathname.length > 1 && pathname.endsWith("/")) {
      return sendRedirect(req, res, 301, mount + pathname.replace(/\/+$/, ""), target.search)
    }
    const moved = redirectFor(redirectRules(), pathname)
    // The query string goes along: /Errors?code=3 must reach /errors?code=3.
    if (moved) return sendRedirect(req, res, moved.status, mount + moved.location, target.search)
    const decodedPath = decodeURI(pathname)
    if (leavesRoot(decodedPath)) return sendNotFound(req, res)
    const found = findFile(root, decodedPath)
    // A socket, FIFO or device is never opened.
    if (!found?.stats) return sendNotFound(req, res)
    sendFile(req, res, decodedPath, found.file)
  }

  return (req, res) => {
    try {
      offerGzipOnly(req)
      compress(req, res, () => route(req, res))
    } catch (error) {
      log(`serve: ${req.method} ${req.url}: ${error?.code ?? error?.message ?? error}`)
      if (res.headersSent) res.destroy()
      else sendText(res, 500, "Internal server error")
    }
  }
}

/**
 * Serves a build; resolves once the server listens. Port 0 picks a free port. Without `host`,
 * it listens on every local address (IPv4 and IPv6), so http://localhost:PORT works.
 */
export function startServer({ dir = "public", port = 0, host, prefix, log } = {}) {
  const root = path.resolve(dir)
  if (!fs.existsSync(path.join(root, "index.html"))) {
    return Promise.reject(new Error(`No build found in ${root}. Run "npm run build" first.`))
  }
  const server = http.createServer(createRequestListener({ dir: root, prefix, log }))
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen({ port, host }, () => {
      server.off("error", reject)
      const address = server.address()
      const hostname = host ? (host.includes(":") ? `[${host}]` : host) : "localhost"
      const origin = `http://${hostname}:${address.port}`
      resolve({
        server,
        origin,
        url: origin + (normalisePrefix(prefix) || "/"),
        close: () =>
          new Promise((done) => {
            server.close(() => done(undefined))
            server.closeAllConnections()
          }),
      })
    })
  })
}
