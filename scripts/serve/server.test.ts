import { spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { serveInBackground } from "./background.mjs"
import { headersFor, isSameOriginPath, parseHeadersFile, parseRange, parseRedirects, redirectFor, startServer, type RunningServer } from "./server.mjs"

const HASH = "0123456789abcdef0123"

const HEADERS_FILE = `# written by the build
/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='
  X-Content-Type-Options: nosniff

/api/createSlice
  X-Exact: yes
`

/** A Gatsby-shaped build, and a folder beside it that must never be served. */
function writeSite(): { dir: string; outside: string } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "serve-test-"))
  const dir = path.join(base, "public")
  const outside = path.join(base, "outside")
  const files: Record<string, string> = {
    "index.html": "<h1>Home</h1>",
    "404.html": "<h1>Page Not Found</h1>",
    "api/createSlice/index.html": `<h1>createSlice</h1>${"<p>slice</p>".repeat(200)}`,
    [`app-${HASH}.js`]: "console.log('app')".repeat(100),
    [`styles.${HASH}.css`]: "body{color:red}",
    "static/abc/logo.svg": "<svg></svg>",
    "_bodies/api/createSlice-abc123.html": "<p>body</p>",
    "page-data/api/createSlice/page-data.json": "{}",
    [`page-data/sq/d/${HASH}.json`]: "{}",
    "pagefind/pagefind-entry.json": "{}",
    "pagefind/index/en_1.pf_index": "binary",
    "inside-target.html": "<p>linked inside</p>",
    _redirects: "# written by the build\n/docs/*  /:splat  301\n/Errors  /errors  301\n/rewritten  /api/createSlice  200\n",
    "api/createSlice.md": "# createSlice\n",
    "llms.txt": "# Site\n",
    _headers: HEADERS_FILE,
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  fs.mkdirSync(outside)
  fs.writeFileSync(path.join(outside, "secret.html"), "<p>secret</p>")
  fs.symlinkSync(path.join(outside, "secret.html"), path.join(dir, "leak.html"))
  fs.symlinkSync(outside, path.join(dir, "leak-dir"))
  fs.symlinkSync(path.join(dir, "inside-target.html"), path.join(dir, "inside-link.html"))
  return { dir, outside }
}

interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request with the path sent exactly as written (fetch would normalise it first). */
function request(origin: string, rawPath: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: options.method ?? "GET", headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on("error", reject)
    req.end()
  })
}

let site: { dir: string; outside: string }
let root: RunningServer
let mounted: RunningServer

beforeAll(async () => {
  site = writeSite()
  root = await startServer({ dir: site.dir, port: 0, host: "127.0.0.1" })
  mounted = await startServer({ dir: site.dir, port: 0, host: "127.0.0.1", prefix: "/rtk/" })
})

afterAll(async () => {
  await root.close()
  await mounted.close()
  fs.rmSync(path.dirname(site.dir), { recursive: true, force: true })
})


/**
 * Runs `check` with the site's `_redirects` replaced by `text` (its mtime moved `aheadMs` into the
 * future, so the server sees a new file however fast the test runs), then puts the old file back.
 */
async function withRedirects(text: string, aheadMs: number, check: () => Promise<void>) {
  const file = path.join(site.dir, "_redirects")
  const before = fs.readFileSync(file, "utf8")
  fs.writeFileSync(file, text)
  const later = new Date(Date.now() + aheadMs)
  fs.utimesSync(file, later, later)
  try {
    await check()
  } finally {
    fs.writeFileSync(file, before)
  }
}
describe("routes", () => {
  it("serves an exact route from its folder's index.html, without a redirect", async () => {
    const response = await request(root.origin, "/api/createSlice")
    expect(response.status).toBe(200)
    expect(response.headers["content-type"]).toBe("text/html;charset=utf-8")
    expect(response.body.toString()).toContain("<h1>createSlice</h1>")
    expect((await request(root.origin, "/")).body.toString()).toBe("<h1>Home</h1>")
  })

  it("redirects a trailing slash to the route without it, keeping the query", async () => {
    const response = await request(root.origin, "/api/createSlice/?tab=ts")
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe("/api/createSlice?tab=ts")
  })

  it("answers an unknown path with 404.html and status 404", async () => {
    const response = await request(root.origin, "/api/doesNotExist")
    expect(response.status).toBe(404)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.body.toString()).toBe("<h1>Page Not Found</h1>")
  })

  it("answers HEAD like GET, without a body", async () => {
    const response = await request(root.origin, "/api/createSlice", { method: "HEAD" })
    expect(response.status).toBe(200)
    expect(response.body.length).toBe(0)
  })

  it("answers every other method with 405 and the allowed ones", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const response = await request(root.origin, "/api/createSlice", { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.allow).toBe("GET, HEAD")
    }
  })

  it("gives Pagefind's index files a binary type and scripts a charset", async () => {
    expect((await request(root.origin, "/pagefind/index/en_1.pf_index")).headers["content-type"]).toBe("application/octet-stream")
    expect((await request(root.origin, `/app-${HASH}.js`)).headers["content-type"]).toBe("text/javascript; charset=utf-8")
  })

  it("serves Markdown twins as text/markdown and llms.txt as text/plain, both UTF-8, beside the route itself", async () => {
    const twin = await request(root.origin, "/api/createSlice.md")
    expect(twin.status).toBe(200)
    expect(twin.headers["content-type"]).toBe("text/markdown; charset=utf-8")
    expect(twin.body.toString()).toBe("# createSlice\n")
    expect((await request(root.origin, "/llms.txt")).headers["content-type"]).toBe("text/plain; charset=utf-8")
    expect((await request(root.origin, "/api/createSlice")).headers["content-type"]).toBe("text/html;charset=utf-8")
  })
})

describe("_redirects", () => {
  it("answers a plain rule with a 301 that keeps the query string", async () => {
    const response = await request(root.origin, "/Errors?code=3")
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe("/errors?code=3")
  })

  it("answers a splat with the rest of the path, before any file", async () => {
    const response = await request(root.origin, "/docs/api/createSlice?x=1")
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe("/api/createSlice?x=1")
  })

  it("matches paths exactly: case, and no rewrites", async () => {
    expect((await request(root.origin, "/errors")).status).toBe(404)
    expect((await request(root.origin, "/rewritten")).status).toBe(404)
  })

  it("keeps the prefix of a mounted site", async () => {
    expect((await request(mounted.origin, "/rtk/Errors?code=1")).headers.location).toBe("/rtk/errors?code=1")
  })

  it("reads the file again after a rebuild", async () => {
    await withRedirects("/moved  /api/createSlice  301\n", 5000, async () => {
      expect((await request(root.origin, "/moved")).headers.location).toBe("/api/createSlice")
      expect((await request(root.origin, "/Errors")).status).toBe(404)
    })
  })
})

describe("_headers", () => {
  it("parses path blocks with indented Name: value lines, skipping comments", () => {
    expect(parseHeadersFile(HEADERS_FILE)).toEqual([
      {
        path: "/*",
        headers: [
          ["Content-Security-Policy", "default-src 'self'; script-src 'self' 'sha256-abc='"],
          ["X-Content-Type-Options", "nosniff"],
        ],
      },
      { path: "/api/createSlice", headers: [["X-Exact", "yes"]] },
    ])
  })

  it("matches `/*`, exact paths and `/prefix/*`; a later block's value wins", () => {
    const blocks = parseHeadersFile("/*\n  A: all\n  B: all\n/api/*\n  B: api\n/api/x\n  C: x\n")
    expect(headersFor(blocks, "/api/x")).toEqual({ A: "all", B: "api", C: "x" })
    expect(headersFor(blocks, "/usage")).toEqual({ A: "all", B: "all" })
    expect(headersFor(blocks, "/api/xy")).toEqual({ A: "all", B: "api" })
  })

  it("sends the matching headers with pages, assets, redirects and the 404 page, mounted or not", async () => {
    const page = await request(root.origin, "/api/createSlice")
    expect(page.headers["content-security-policy"]).toBe("default-src 'self'; script-src 'self' 'sha256-abc='")
    expect(page.headers["x-content-type-options"]).toBe("nosniff")
    expect(page.headers["x-exact"]).toBe("yes")
    const asset = await request(root.origin, `/app-${HASH}.js`)
    expect(asset.headers["content-security-policy"]).toBeDefined()
    expect(asset.headers["x-exact"]).toBeUndefined()
    expect((await request(root.origin, "/api/createSlice/")).headers["content-security-policy"]).toBeDefined()
    expect((await request(root.origin, "/nope")).headers["content-security-policy"]).toBeDefined()
    expect((await request(mounted.origin, "/rtk/api/createSlice")).headers["x-exact"]).toBe("yes")
  })
})

describe("gzip", () => {
  it("gzips for a browser, and never answers with Brotli", async () => {
    const response = await request(root.origin, "/api/createSlice", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } })
    expect(response.headers["content-encoding"]).toBe("gzip")
    expect(response.headers.vary).toMatch(/Accept-Encoding/i)
    expect(zlib.gunzipSync(response.body).toString()).toContain("<h1>createSlice</h1>")
  })

  it("gzips the 404 page too", async () => {
    const response = await request(root.origin, "/nope", { headers: { "Accept-Encoding": "gzip" } })
    expect(response.status).toBe(404)
    expect(zlib.gunzipSync(response.body).toString()).toBe("<h1>Page Not Found</h1>")
  })

  it("sends identity when gzip is refused or not offered", async () => {
    for (const offered of ["gzip;q=0", "br", undefined]) {
      const response = await request(root.origin, "/api/createSlice", { headers: offered ? { "Accept-Encoding": offered } : {} })
      expect(response.headers["content-encoding"], String(offered)).toBeUndefined()
      expect(response.body.toString()).toContain("<h1>createSlice</h1>")
    }
  })
})

describe("caching", () => {
  it("marks hashed bundles, /static/ and /_bodies/ immutable for a year", async () => {
    for (const file of [`/app-${HASH}.js`, `/styles.${HASH}.css`, "/static/abc/logo.svg", "/_bodies/api/createSlice-abc123.html"]) {
      expect((await request(root.origin, file)).headers["cache-control"], file).toBe("public, max-age=31536000, immutable")
    }
  })

  it("revalidates pages and page-data, even page-data named like a hash", async () => {
    for (const file of ["/", "/api/createSlice", "/page-data/api/createSlice/page-data.json", `/page-data/sq/d/${HASH}.json`]) {
      expect((await request(root.origin, file)).headers["cache-control"], file).toBe("public, max-age=0, must-revalidate")
    }
  })
})

describe("--prefix", () => {
  it("serves the site under the prefix and nothing outside it", async () => {
    expect((await request(mounted.origin, "/rtk/api/createSlice")).status).toBe(200)
    expect((await request(mounted.origin, "/rtk")).body.toString()).toBe("<h1>Home</h1>")
    expect((await request(mounted.origin, "/api/createSlice")).status).toBe(404)
    expect((await request(mounted.origin, "/rtkx/api/createSlice")).status).toBe(404)
    expect(mounted.url).toBe(`${mounted.origin}/rtk`)
  })

  it("redirects a trailing slash within the prefix", async () => {
    const response = await request(mounted.origin, "/rtk/api/createSlice/")
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe("/rtk/api/createSlice")
  })
})

describe("hardening", () => {
  it("answers a malformed percent-encoding with 400 and keeps serving", async () => {
    for (const rawPath of ["/%", "/100%", "/api/%E0%A4%A", "/%00"]) {
      expect((await request(root.origin, rawPath)).status, rawPath).toBe(400)
    }
    expect((await request(root.origin, "/api/createSlice")).status).toBe(200)
  })

  it("never redirects to another origin", async () => {
    for (const rawPath of ["/.//evil.example/", "/a/..//evil.example/", "//evil.example/", "/\\evil.example/", "/%2e//evil.example/", "/.//evil.example/x/"]) {
      const response = await request(root.origin, rawPath)
      expect(response.status, rawPath).toBe(404)
      expect(response.headers.location, rawPath).toBeUndefined()
    }
    const mountedEscape = await request(mounted.origin, "/rtk/.//evil.example/")
    expect(mountedEscape.status).toBe(404)
    expect(mountedEscape.headers.location).toBeUndefined()
  })

  it("never lets a splat make a Location of another origin", async () => {
    // The rule `/docs/*  /:splat`: the rest of the path must not become `//host`.
    for (const rawPath of ["/docs//evil.example", "/docs/\\evil.example", "/docs//evil.example/x?y=1", "/docs/.//evil.example"]) {
      const response = await request(root.origin, rawPath)
      expect(response.status, rawPath).toBe(404)
      expect(response.headers.location, rawPath).toBeUndefined()
    }
    // Under a prefix the same path stays on this origin, after the prefix.
    expect((await request(mounted.origin, "/rtk/docs//evil.example")).headers.location).toBe("/rtk//evil.example")
  })

  it("puts the splat into the target as it is: `$&` and `$'` are no replacement patterns", async () => {
    expect((await request(root.origin, "/docs/$&")).headers.location).toBe("/$&")
    expect((await request(root.origin, "/docs/a$'b")).headers.location).toBe("/a$'b")
    expect(redirectFor(parseRedirects("/docs/*  /new/:splat  301"), "/docs/$`x")).toEqual({ status: 301, location: "/new/$`x" })
  })

  it("follows no rule whose target is not a path of this origin", async () => {
    await withRedirects("/away  https://evil.example/  301\n/twice  //evil.example  301\n", 10_000, async () => {
      for (const rawPath of ["/away", "/twice"]) {
        const response = await request(root.origin, rawPath)
        expect(response.status, rawPath).toBe(404)
        expect(response.headers.location, rawPath).toBeUndefined()
      }
    })
  })

  it("sends no backslash in a Location, not even from the query", async () => {
    expect((await request(root.origin, "/api/createSlice/?a=\\b")).headers.location).toBe("/api/createSlice?a=%5Cb")
    expect((await request(root.origin, "/Errors?\\\\x")).headers.location).toBe("/errors?%5C%5Cx")
  })

  it("tells a path of this origin from anything else", () => {
    for (const location of ["/", "/errors?code=3", "/%2F%2Fevil.example", "/rtk//evil.example", "/$&"]) expect(isSameOriginPath(location), location).toBe(true)
    for (const location of ["//evil.example", "/\\evil.example", "\\/evil.example", "https://evil.example/", "evil.example", "", "/\t/evil.example", "/a\nb", "/a\\b"]) {
      expect(isSameOriginPath(location), JSON.stringify(location)).toBe(false)
    }
  })

  it("keeps an encoded slash in a redirect encoded, on this origin", async () => {
    const response = await request(root.origin, "/%2F%2Fevil.example/")
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe("/%2F%2Fevil.example")
  })

  it("does not follow a symlink that leads outside the served folder", async () => {
    expect((await request(root.origin, "/leak.html")).status).toBe(404)
    expect((await request(root.origin, "/leak")).status).toBe(404)
    expect((await request(root.origin, "/leak-dir/secret.html")).status).toBe(404)
    expect((await request(root.origin, "/leak-dir/secret")).status).toBe(404)
    const inside = await request(root.origin, "/inside-link.html")
    expect(inside.status).toBe(200)
    expect(inside.body.toString()).toBe("<p>linked inside</p>")
  })

  it("does not climb out of the served folder", async () => {
    for (const rawPath of ["/../outside/secret.html", "/%2e%2e/outside/secret.html", "/..%2Foutside%2Fsecret.html"]) {
      const response = await request(root.origin, rawPath)
      expect(response.status, rawPath).toBe(404)
      expect(response.body.toString(), rawPath).not.toContain("secret")
    }
  })
})

describe("range requests", () => {
  const page = () => fs.readFileSync(path.join(site.dir, "api/createSlice/index.html"))

  it("answers one range with 206, its exact bytes and Content-Range", async () => {
    const file = page()
    const cases: [string, number, number][] = [
      ["bytes=0-0", 0, 0],
      ["bytes=5-9", 5, 9],
      ["bytes=-5", file.length - 5, file.length - 1],
      ["bytes=10-", 10, file.length - 1],
      [`bytes=3-${file.length + 100}`, 3, file.length - 1],
      [`bytes=-${file.length + 100}`, 0, file.length - 1],
    ]
    for (const [range, start, end] of cases) {
      const response = await request(root.origin, "/api/createSlice", { headers: { Range: range } })
      expect(response.status, range).toBe(206)
      expect(response.headers["content-range"], range).toBe(`bytes ${start}-${end}/${file.length}`)
      expect(response.headers["content-length"], range).toBe(String(end - start + 1))
      expect(response.body.equals(file.subarray(start, end + 1)), range).toBe(true)
    }
  })

  it("never gzips a part: Content-Range counts the file's bytes", async () => {
    const response = await request(root.origin, "/api/createSlice", { headers: { Range: "bytes=0-99", "Accept-Encoding": "gzip" } })
    expect(response.status).toBe(206)
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(response.headers.vary).toMatch(/Accept-Encoding/i)
    expect(response.body.equals(page().subarray(0, 100))).toBe(true)
  })

  it("answers a range past the end with 416 and the length", async () => {
    const length = page().length
    for (const range of [`bytes=${length}-`, `bytes=${length + 5}-${length + 9}`, "bytes=-0"]) {
      const response = await request(root.origin, "/api/createSlice", { headers: { Range: range } })
      expect(response.status, range).toBe(416)
      expect(response.headers["content-range"], range).toBe(`bytes */${length}`)
      expect(response.body.length, range).toBe(0)
    }
  })

  it("sends the whole file for an invalid range, several ranges, another unit, HEAD, or a stale If-Range", async () => {
    const file = page()
    const lastModified = (await request(root.origin, "/api/createSlice")).headers["last-modified"]
    const cases: [string, Record<string, string>][] = [
      ["GET", { Range: "bytes=5-3" }],
      ["GET", { Range: "bytes=0-1,4-5" }],
      ["GET", { Range: "items=0-1" }],
      ["GET", { Range: "bytes=x-" }],
      ["GET", { Range: "bytes=0-1", "If-Range": "Thu, 01 Jan 1970 00:00:00 GMT" }],
      ["GET", { Range: "bytes=0-1", "If-Range": '"an-etag"' }],
    ]
    for (const [method, headers] of cases) {
      const response = await request(root.origin, "/api/createSlice", { method, headers })
      expect(response.status, JSON.stringify(headers)).toBe(200)
      expect(response.headers["content-range"], JSON.stringify(headers)).toBeUndefined()
      expect(response.body.equals(file), JSON.stringify(headers)).toBe(true)
    }
    const head = await request(root.origin, "/api/createSlice", { method: "HEAD", headers: { Range: "bytes=0-1" } })
    expect(head.status).toBe(200)
    expect(head.headers["content-length"]).toBe(String(file.length))
    const current = await request(root.origin, "/api/createSlice", { headers: { Range: "bytes=0-1", "If-Range": String(lastModified) } })
    expect(current.status).toBe(206)
  })

  it("says it takes ranges on files, not on the 404 page", async () => {
    expect((await request(root.origin, "/api/createSlice")).headers["accept-ranges"]).toBe("bytes")
    const missing = await request(root.origin, "/nope", { headers: { Range: "bytes=0-0" } })
    expect(missing.status).toBe(404)
    expect(missing.headers["accept-ranges"]).toBeUndefined()
    expect(missing.body.toString()).toBe("<h1>Page Not Found</h1>")
  })

  it("reads a Range header as RFC 9110 does", () => {
    expect(parseRange("bytes=0-0", 10)).toEqual({ start: 0, end: 0 })
    expect(parseRange("bytes=-3", 10)).toEqual({ start: 7, end: 9 })
    expect(parseRange("BYTES=2-", 10)).toEqual({ start: 2, end: 9 })
    expect(parseRange("bytes=8-99999999999999999999", 10)).toEqual({ start: 8, end: 9 })
    expect(parseRange("bytes=99999999999999999999-", 10)).toBe("unsatisfiable")
    expect(parseRange("bytes=-0", 10)).toBe("unsatisfiable")
    for (const header of [undefined, "", "bytes=", "bytes=-", "bytes=5-3", "bytes=1-2,3-4", "bytes=a-b", "bytes=1-2junk", "pages=1-2"]) {
      expect(parseRange(header, 10), String(header)).toBeNull()
    }
    // An empty file: no range starts inside it; its last bytes are the whole (empty) file.
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable")
    expect(parseRange("bytes=-5", 0)).toBeNull()
  })
})

describe("startServer", () => {
  it("rejects when the folder holds no build", async () => {
    await expect(startServer({ dir: site.outside })).rejects.toThrow(/No build found in .*outside.*npm run build/)
  })

  it("rejects when the port is taken", async () => {
    const port = (root.server.address() as AddressInfo).port
    await expect(startServer({ dir: site.dir, port, host: "127.0.0.1" })).rejects.toThrow(/EADDRINUSE/)
  })
})

describe("serveInBackground", () => {
  it("resolves once the CLI answers over HTTP, and stop() ends it", async () => {
    const port = await freePort()
    const background = await serveInBackground({ dir: site.dir, port, prefix: "/rtk" })
    expect(background.url).toBe(`http://127.0.0.1:${port}/rtk`)
    expect((await fetch(`${background.url}/api/createSlice`)).status).toBe(200)
    await background.stop()
    await expect(fetch(background.url)).rejects.toThrow()
  })

  it("fails, naming the port, when the port is taken (instead of using somebody else's server)", async () => {
    const port = (root.server.address() as AddressInfo).port
    await expect(serveInBackground({ dir: site.dir, port })).rejects.toThrow(new RegExp(`port ${port} in use`))
  })

  it("fails with the CLI's message when there is no build", async () => {
    await expect(serveInBackground({ dir: site.outside, port: await freePort() })).rejects.toThrow(/No build found/)
  })

  it("takes a free port of its own when none is given, so two runs never meet", async () => {
    const [first, second] = await Promise.all([serveInBackground({ dir: site.dir }), serveInBackground({ dir: site.dir })])
    try {
      expect(new URL(first.origin).port).not.toBe(new URL(second.origin).port)
      expect((await fetch(`${first.origin}/api/createSlice`)).status).toBe(200)
      expect((await fetch(`${second.origin}/api/createSlice`)).status).toBe(200)
    } finally {
      await Promise.all([first.stop(), second.stop()])
    }
  })

  it("ends with the process that started it, even when that process is killed", async () => {
    // A stand-in for a test run: it starts a server, says where, and is then killed with SIGKILL,
    // which runs no exit handler of its own.
    const script = `import { serveInBackground } from ${JSON.stringify(path.join(process.cwd(), "scripts", "serve", "background.mjs"))}
const server = await serveInBackground({ dir: ${JSON.stringify(site.dir)} })
console.log(server.origin)
setInterval(() => {}, 60_000)`
    const parent = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] })
    const origin = await new Promise<string>((resolve) => parent.stdout.once("data", (chunk) => resolve(String(chunk).trim())))
    expect((await fetch(`${origin}/api/createSlice`)).status).toBe(200)
    parent.kill("SIGKILL")
    await expect.poll(() => fetch(origin).then(() => "answering", () => "gone"), { timeout: 10_000 }).toBe("gone")
  })
})

async function freePort(): Promise<number> {
  const probe = http.createServer()
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}
