// The static server for production builds: sirv finds and streams the files, compression gzips them.
// What a static host does for this site, and nothing more:
// - exact routes without trailing slashes (/api/createSlice serves api/createSlice/index.html); a
//   trailing slash redirects to the route without it, on the same origin;
// - gzip (only gzip: the byte figures of the gates and benchmarks are gzip figures);
// - immutable caching for content-hashed files, revalidation for everything else;
// - the redirects of public/_redirects (Netlify format, written by the build), before any file;
// - public/404.html with status 404 for anything else;
// - the headers of public/_headers (the Netlify / Cloudflare Pages file), e.g. the Content-Security-Policy.
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import compression from "compression"
import sirv from "sirv"

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

/** The files sirv tries for a path, in its order (no extension, `.html`, `/index`, `/index.html`). */
function candidateFiles(root, decodedPath) {
  const base = decodedPath.replace(/\/+$/, "")
  const names = base ? [base, `${base}.html`, `${base}/index`, `${base}/index.html`] : ["/index", "/index.html"]
  return names.map((name) => path.join(root, name))
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

/** Where a rule sends a path, or null when none matches. */
export function redirectFor(rules, pathname) {
  for (const rule of rules) {
    if (rule.from.endsWith("/*")) {
      const prefix = rule.from.slice(0, -1)
      if (pathname.startsWith(prefix)) return { status: rule.status, location: rule.to.replace(":splat", pathname.slice(prefix.length)) }
    } else if (pathname === rule.from) return { status: rule.status, location: rule.to }
  }
  return null
}

/** The request listener serving `dir` (a Gatsby `public/` folder), mounted at `prefix`. */
export function createRequestListener({ dir, prefix }) {
  const root = path.resolve(dir)
  const realRoot = fs.realpathSync(root)
  const mount = normalisePrefix(prefix)
  const notFoundPage = path.join(root, "404.html")
  // dev mode: files are looked up on each request, so a rebuild while the server runs is served as it is.
  const serveFile = sirv(root, {
    dev: true,
    etag: false,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname))
      const type = CONTENT_TYPES[path.extname(pathname)]
      if (type) res.setHeader("Content-Type", type)
    },
  })
  const compress = compression({ threshold: 0 })
  const redirectsFile = path.join(root, "_redirects")
  let redirects = { mtimeMs: -1, rules: [] }

  /** The rules of public/_redirects, read again when a rebuild changes the file. */
  function redirectRules() {
    const mtimeMs = fs.existsSync(redirectsFile) ? fs.statSync(redirectsFile).mtimeMs : 0
    if (mtimeMs !== redirects.mtimeMs) {
      redirects = { mtimeMs, rules: mtimeMs ? parseRedirects(fs.readFileSync(redirectsFile, "utf8")) : [] }
    }
    return redirects.rules
  }

  const headersFile = path.join(root, "_headers")
  // Read again when the file changes: a rebuild while the server runs gets its new hashes.
  let headerBlocks = { mtimeMs: -1, blocks: [] }
  function headerBlocksNow() {
    const mtimeMs = fs.existsSync(headersFile) ? fs.statSync(headersFile).mtimeMs : -1
    if (mtimeMs !== headerBlocks.mtimeMs) {
      headerBlocks = { mtimeMs, blocks: mtimeMs === -1 ? [] : parseHeadersFile(fs.readFileSync(headersFile, "utf8")) }
    }
    return headerBlocks.blocks
  }

  function sendNotFound(req, res) {
    if (!fs.existsSync(notFoundPage)) return sendText(res, 404, "Not found")
    const body = fs.readFileSync(notFoundPage)
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length, "Cache-Control": REVALIDATE })
    res.end(req.method === "HEAD" ? undefined : body)
  }

  /** Whether a file sirv could serve for this path resolves (through a symlink) outside the served folder. */
  function leavesRoot(decodedPath) {
    return candidateFiles(root, decodedPath).some((file) => {
      try {
        return !isInside(realRoot, fs.realpathSync(file))
      } catch {
        return false
      }
    })
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
    // A Location starting with `//` would be another origin; no page of the site lives there.
    if (pathname.startsWith("//")) return sendNotFound(req, res)
    if (pathname.length > 1 && pathname.endsWith("/")) {
      res.writeHead(301, { Location: mount + pathname.replace(/\/+$/, "") + target.search, "Content-Length": 0 })
      return res.end()
    }
    const moved = redirectFor(redirectRules(), pathname)
    if (moved) {
      // The query string goes along: /Errors?code=3 must reach /errors?code=3.
      res.writeHead(moved.status, { Location: mount + moved.location + target.search, "Content-Length": 0 })
      return res.end()
    }
    if (leavesRoot(decodeURI(pathname))) return sendNotFound(req, res)
    req.url = pathname + target.search
    serveFile(req, res, () => sendNotFound(req, res))
  }

  return (req, res) => {
    try {
      offerGzipOnly(req)
      compress(req, res, () => route(req, res))
    } catch (error) {
      console.error(error)
      if (res.headersSent) res.destroy()
      else sendText(res, 500, "Internal server error")
    }
  }
}

/**
 * Serves a build; resolves once the server listens. Port 0 picks a free port. Without `host`,
 * it listens on every local address (IPv4 and IPv6), so http://localhost:PORT works.
 */
export function startServer({ dir = "public", port = 0, host, prefix } = {}) {
  const root = path.resolve(dir)
  if (!fs.existsSync(path.join(root, "index.html"))) {
    return Promise.reject(new Error(`No build found in ${root}. Run "npm run build" first.`))
  }
  const server = http.createServer(createRequestListener({ dir: root, prefix }))
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
