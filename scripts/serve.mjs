#!/usr/bin/env node
// Serves the production build (public/) the way a static host does: exact routes
// without trailing slashes, gzip, long-lived caching for hashed assets, and the
// not-found page with status 404.
//
//   node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public] [--prefix /docs]
//
// --prefix mounts the site under a path (used to test the wrong-base-URL banner).
import http from "node:http"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : args[index + 1]
}
const port = Number(option("port", process.env.PORT ?? "9000"))
const host = option("host", undefined)
const root = path.resolve(option("dir", "public"))
const prefix = (option("prefix", "") ?? "").replace(/\/+$/, "")

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".pf_meta": "application/octet-stream",
  ".pf_fragment": "application/octet-stream",
  ".pf_index": "application/octet-stream",
  ".pagefind": "application/octet-stream",
}
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml"])

if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`)
  process.exit(1)
}

function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "")
  const candidates = [path.join(root, clean)]
  if (!path.extname(clean)) candidates.push(path.join(root, clean, "index.html"), path.join(root, `${clean}.html`))
  for (const candidate of candidates) {
    if (!candidate.startsWith(root)) continue
    try {
      if (fs.statSync(candidate).isFile()) return candidate
    } catch {}
  }
  return null
}

function send(req, res, file, status = 200) {
  const ext = path.extname(file)
  const headers = { "Content-Type": TYPES[ext] ?? "application/octet-stream", Vary: "Accept-Encoding" }
  const rel = path.relative(root, file)
  headers["Cache-Control"] =
    rel.startsWith("static" + path.sep) || rel.startsWith("_bodies" + path.sep) || /-[0-9a-f]{16,}\.(js|css)$/.test(rel)
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate"
  let body = fs.readFileSync(file)
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
    body = zlib.gzipSync(body)
    headers["Content-Encoding"] = "gzip"
  }
  headers["Content-Length"] = body.length
  res.writeHead(status, headers)
  res.end(req.method === "HEAD" ? undefined : body)
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost")
  let pathname = url.pathname
  if (prefix) {
    if (pathname !== prefix && !pathname.startsWith(prefix + "/")) {
      res.writeHead(404, { "Content-Type": "text/plain" })
      return res.end("Not found")
    }
    pathname = pathname.slice(prefix.length) || "/"
  }
  if (pathname.length > 1 && pathname.endsWith("/")) {
    res.writeHead(301, { Location: prefix + pathname.replace(/\/+$/, "") + url.search })
    return res.end()
  }
  const file = resolveFile(pathname)
  if (file) return send(req, res, file)
  const notFound = path.join(root, "404.html")
  if (fs.existsSync(notFound)) return send(req, res, notFound, 404)
  res.writeHead(404, { "Content-Type": "text/plain" })
  res.end("Not found")
})

// Without --host, listen on every local address (IPv4 and IPv6), so http://localhost:PORT works.
server.listen({ port, host }, () => {
  console.log(`Serving ${root} at http://${host ?? "localhost"}:${port}${prefix || "/"}`)
})
