import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { createElement, Fragment, type ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it, vi } from "vitest"
import { testClientConfig } from "../shared/testing"
import { constantPagePathScript, contentSecurityPolicy, docBodyScripts, headersFile, inlineScripts, sha256Source, writeSecurityHeaders } from "./csp"
import { scriptsAfterPaint } from "./scripts-after-paint"
import type { ClientSiteConfig } from "../shared/client-config"
import { announcementScript, baseUrlBannerScript, colorModeScript, gtagQueueScript } from "../state/prepaint"
import { tabsPrepaintScript } from "../mdx/tabs/prepaint"
import { earlyControlsScript } from "../layout/early/inline"
import { buildEarlyScript } from "./early-script"
import { COLOR_MODE_KEY } from "../state/colorMode"
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from "../state/announcement"

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
        "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
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

/** A public/ folder with the given files, and writeSecurityHeaders' policy for it. */
function policyFor(files: Record<string, string>): { scriptSources: string[] } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "csp-test-"))
  try {
    for (const [name, html] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(base, "public", name)), { recursive: true })
      fs.writeFileSync(path.join(base, "public", name), html)
    }
    writeSecurityHeaders(path.join(base, "public"), path.join(base, "static"), { analytics: { gtagTrackingId: null }, search: { hosted: null, facets: { language: "en", docsTag: "d" } } })
    const policy = /Content-Security-Policy: (.*)/.exec(fs.readFileSync(path.join(base, "public", "_headers"), "utf8"))![1]!
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "))!
    return { scriptSources: scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-")) }
  } finally {
    fs.rmSync(base, { recursive: true, force: true })
  }
}

const docBody = (content: string) => `<div class="markdown" data-doc-body="" data-route="/api/x">${content}</div>`

describe("scripts in a doc body", () => {
  it("are found in a page's doc body and in a body fragment, not around it", () => {
    const page = `<head><script>site()</script></head><body><div id="___gatsby">${docBody('<p>a</p><div><script src="/x.js"></script></div>')}</div><script>after()</script></body>`
    expect(docBodyScripts(page).map((script) => script.attributes.get("src"))).toEqual(["/x.js"])
    expect(docBodyScripts("<p>a</p><script>alert(1)</script>", true).map((script) => script.text)).toEqual(["alert(1)"])
    expect(docBodyScripts(`<head><script>site()</script></head><body>${docBody("<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>")}</body>`)).toEqual([])
  })

  it("stop the build instead of being hashed into the policy, naming the file", () => {
    expect(() => policyFor({ "api/x/index.html": `<head><script>site()</script></head><body>${docBody("<script>alert(1)</script>")}</body>` })).toThrow(
      /api\/x\/index\.html: the doc body holds a <script> element \("alert\(1\)"\)\. Content cannot add script/,
    )
    expect(() => policyFor({ "_bodies/0123abcd.html": '<p>a</p><script type="module">alert(1)</script>' })).toThrow(/_bodies\/0123abcd\.html: the doc body holds a <script>/)
  })
})

/** A client config with every optional inline script turned on (announcement bar that closes, analytics, a base URL). */
const FULL_CONFIG: ClientSiteConfig = testClientConfig({
  baseUrl: "/rtk/",
  announcementBar: { id: "release-2", content: "New release", backgroundColor: "#fff", textColor: "#000", isCloseable: true },
  analytics: { gtagTrackingId: "G-TEST123" },
})

describe("the inline scripts the policy allows", () => {
  it("are exactly the site's own on a doc page: a new inline script is a change to this list", async () => {
    // The page as gatsby-ssr.tsx renders its head and body start, with Gatsby's bundle tags, after the post-build rewrites.
    vi.resetModules()
    ;(globalThis as Record<string, unknown>).__SITE_CONFIG__ = FULL_CONFIG
    ;(globalThis as Record<string, unknown>).__EARLY_SCRIPT__ = buildEarlyScript().parts
    vi.doMock("../wrapPageElement", () => ({ wrapPageElement: () => null }))
    const { onRenderBody } = await import("../../gatsby-ssr")
    const head: ReactNode[] = []
    const preBody: ReactNode[] = []
    const collect = (into: ReactNode[]) => (components: ReactNode[]) => void into.push(...components)
    onRenderBody!({ setHtmlAttributes: () => {}, setHeadComponents: collect(head), setPreBodyComponents: collect(preBody) } as never, {} as never)
    const markup = (components: ReactNode[]) => renderToStaticMarkup(createElement(Fragment, null, ...components))
    const bundles = '<script src="/webpack-runtime-1.js" async=""></script><script src="/app-1.js" async=""></script>'
    const page = scriptsAfterPaint(
      `<!DOCTYPE html><html><head>${markup(head)}</head><body>${markup(preBody)}` +
        `<div id="___gatsby">${docBody("<h2>Title</h2><p>Text with <code>&lt;script&gt;</code>.</p>")}</div>${bundles}</body></html>`,
    )
    const afterPaintLoader = inlineScripts(scriptsAfterPaint(`<head></head><body>${bundles}</body>`))
    expect(afterPaintLoader).toHaveLength(1)

    const known: Record<string, string> = {
      "color mode (src/state/prepaint.ts)": colorModeScript(FULL_CONFIG.colorMode),
      "announcement bar (src/state/prepaint.ts)": announcementScript(FULL_CONFIG.announcementBar),
      "analytics queue (src/state/prepaint.ts)": gtagQueueScript(FULL_CONFIG.analytics.gtagTrackingId!),
      "wrong base URL banner (src/state/prepaint.ts)": baseUrlBannerScript(FULL_CONFIG.baseUrl),
      "tabs before paint (src/mdx/tabs/prepaint.ts)": tabsPrepaintScript,
      "early controls (src/layout/early/script.ts)": earlyControlsScript({
        colorModeKey: COLOR_MODE_KEY,
        announcement: { idKey: ANNOUNCEMENT_ID_KEY, dismissKey: ANNOUNCEMENT_DISMISS_KEY, id: FULL_CONFIG.announcementBar!.id },
      }),
      "bundles after paint (src/node/scripts-after-paint.ts)": afterPaintLoader[0]!,
    }
    for (const [name, script] of Object.entries(known)) expect(script, name).not.toBe("")
    const { scriptSources } = policyFor({ "api/x/index.html": page })
    expect(scriptSources.sort()).toEqual(Object.values(known).map(sha256Source).sort())
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
