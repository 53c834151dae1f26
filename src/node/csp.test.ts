import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { constantPagePathScript, contentSecurityPolicy, headersFile, inlineScripts, sha256Source, writeSecurityHeaders } from "./csp"

const GATSBY_LOADER = (route: string) => `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${route}";/*]]>*/</script>`

describe("inlineScripts", () => {
  it("returns the text of each inline script as the browser hashes it", () => {
    const html =
      `<html><head><script>a()</script><script type="module">b()</script><script src="/app.js"></script>` +
      `<script type="application/json">{"data":1}</script><script type="application/ld+json">{}</script>` +
      `<script\n  id="x"\n>\r\n  c()\r\n</script ><script></script><SCRIPT TYPE="text/javascript">d()</SCRIPT></head></html>`
    // CRLF becomes LF (the parser's first step); empty scripts are never checked; JSON is not run.
    expect(inlineScripts(html)).toEqual(["a()", "b()", "\n  c()\n", "d()"])
  })

  it("ignores what only looks like a script: in comments, noscript, style, attribute values", () => {
    const html =
      `<!-- <script>no1()</script> --><noscript><script>no2()</script></noscript><style>p::after{content:"<script>no3()</script>"}</style>` +
      `<div title="<script>no4()</script>"></div><textarea><script>no5()</script></textarea><script>yes()</script>`
    expect(inlineScripts(html)).toEqual(["yes()"])
  })

  it("keeps a script's text whole when it holds other tags, up to the first </script", () => {
    expect(inlineScripts(`<script>var s="<div></div>";</script>`)).toEqual([`var s="<div></div>";`])
  })

  it("refuses a script the parser would end elsewhere (<!-- with <script inside)", () => {
    expect(() => inlineScripts(`<script>var a="<!--<script>";</script>x</script>`)).toThrow(/"<"\+"script"/)
  })
})

describe("sha256Source", () => {
  it("is the base64 SHA-256 of the UTF-8 text, quoted as a CSP source", () => {
    expect(sha256Source("a()")).toBe(`'sha256-${crypto.createHash("sha256").update("a()").digest("base64")}'`)
    // A known vector: the empty string.
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    expect(sha256Source("é")).not.toBe(sha256Source("e"))
  })
})

describe("contentSecurityPolicy", () => {
  const base = { scriptHashes: ["'sha256-x'"], gtag: false, algolia: false, localSearch: true }

  it("allows the site, its inline script hashes and Pagefind's WebAssembly; never eval", () => {
    const policy = contentSecurityPolicy(base)
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-x'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    )
    expect(policy).not.toContain("'unsafe-eval'")
  })

  it("adds analytics and hosted-search hosts only when they are configured", () => {
    const policy = contentSecurityPolicy({ ...base, gtag: true, algolia: true, localSearch: false })
    expect(policy).toContain("script-src 'self' 'sha256-x' https://*.googletagmanager.com;")
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://*.algolia.net https://*.algolianet.com;")
    expect(policy).toContain("img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com;")
    expect(policy).not.toContain("wasm-unsafe-eval")
    expect(contentSecurityPolicy(base)).not.toMatch(/google|algolia/)
  })
})

describe("headersFile", () => {
  it("writes a path line, then indented Name: value lines", () => {
    expect(headersFile([{ path: "/*", headers: [["A", "1"], ["B", "2"]] }])).toBe("/*\n  A: 1\n  B: 2\n")
  })
})

describe("constantPagePathScript", () => {
  it("moves Gatsby's per-page path into a JSON block read by one constant script", () => {
    const one = constantPagePathScript(`<body>${GATSBY_LOADER("/api/createSlice")}</body>`)
    const two = constantPagePathScript(`<body>${GATSBY_LOADER("/usage")}</body>`)
    expect(one).toContain(`<script type="application/json" id="gatsby-page-path">"/api/createSlice"</script>`)
    expect(inlineScripts(one)).toEqual(inlineScripts(two))
    expect(constantPagePathScript(one)).toBe(one)
  })

  it("still sets window.pagePath to the page's path", () => {
    const html = constantPagePathScript(GATSBY_LOADER("/a</script>"))
    const json = /id="gatsby-page-path">([^<]*)<\/script>/.exec(html)![1]!
    const window: { pagePath?: string } = {}
    const document = { getElementById: () => ({ textContent: json }) }
    new Function("window", "document", inlineScripts(html)[0]!)(window, document)
    expect(window.pagePath).toBe("/a</script>")
  })
})

describe("writeSecurityHeaders", () => {
  it("hashes the distinct inline scripts of every built page into public/_headers, after static/_headers", () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "csp-test-"))
    const publicDir = path.join(base, "public")
    const staticDir = path.join(base, "static")
    fs.mkdirSync(path.join(publicDir, "api"), { recursive: true })
    fs.mkdirSync(staticDir)
    fs.writeFileSync(path.join(staticDir, "_headers"), "/fonts/*\n  Cache-Control: immutable\n")
    fs.writeFileSync(path.join(publicDir, "index.html"), `<script>shared()</script>${GATSBY_LOADER("/")}`)
    fs.writeFileSync(path.join(publicDir, "api", "index.html"), `<script>shared()</script><script>own()</script>${GATSBY_LOADER("/api")}`)
    const result = writeSecurityHeaders(publicDir, staticDir, { analytics: { gtagTrackingId: null }, search: { hosted: null, facets: { language: "en", docsTag: "d" } } })
    expect(result).toEqual({ pages: 2, scripts: 3 })
    const written = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
    expect(written.startsWith("/fonts/*\n  Cache-Control: immutable\n\n/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ")).toBe(true)
    for (const script of ["shared()", "own()"]) expect(written).toContain(sha256Source(script))
    expect(written).toContain("  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n")
    expect(fs.readFileSync(path.join(publicDir, "api", "index.html"), "utf8")).toContain('id="gatsby-page-path">"/api"<')
    fs.rmSync(base, { recursive: true, force: true })
  })
})

describe("DocSearch as installed", () => {
  it("compiles no code at run time, so the policy needs no 'unsafe-eval'", () => {
    // 4.x bundled zod, whose eval probe the browser reported as a violation; a new release could bring one back.
    const require = createRequire(import.meta.url)
    // The ES module build is the one webpack bundles.
    const manifest = require.resolve("@docsearch/react/package.json")
    const { module: entry } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { module: string }
    const installed = fs.readFileSync(path.join(path.dirname(manifest), entry), "utf8")
    expect(installed).toContain("DocSearch-Modal")
    expect(installed).not.toMatch(/new Function\(|\beval\(/)
  })
})
