import { describe, expect, it } from "vitest"
import { scriptsAfterPaint } from "./scripts-after-paint"

const page = (scripts: string) =>
  `<html><head><title>t</title><script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script></head><body><div id="___gatsby">x</div>${scripts}</body></html>`

describe("scriptsAfterPaint", () => {
  it("moves Gatsby's bundle tags into a loader that runs after the first paint, preloading them", () => {
    const html = scriptsAfterPaint(page('<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>'))
    expect(html).not.toContain('<script src="/app-2.js" async>')
    expect(html).toContain(
      '<link rel="preload" as="script" fetchpriority="low" data-after-paint href="/webpack-runtime-1.js"/><link rel="preload" as="script" fetchpriority="low" data-after-paint href="/app-2.js"/></head>',
    )
    expect(html).toMatch(/requestAnimationFrame\(function\(\)\{setTimeout\(go,0\)\}\);setTimeout\(go,250\)\}\)\(\)<\/script><\/body>/)
    expect(html).toContain('["/webpack-runtime-1.js","/app-2.js"]')
    // Third-party tags (analytics) are left as they are.
    expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>')
  })

  it("leaves one loader when a later build stitches the bundle tags into a rewritten page again", () => {
    const tags = '<script src="/webpack-runtime-1.js" async></script><script src="/app-3.js" async></script>'
    const once = scriptsAfterPaint(page(`<!-- slice-start id="_gatsby-scripts-1" -->${tags}<!-- slice-end id="_gatsby-scripts-1" -->`))
    expect(scriptsAfterPaint(once)).toBe(once)
    // What Gatsby's slice stitching does on a warm build that renders no page.
    const restitched = once.replace(/(<!-- slice-start id="_gatsby-scripts-1" -->)(<!-- slice-end)/, `$1${tags}$2`)
    expect(restitched).not.toBe(once)
    expect(scriptsAfterPaint(restitched)).toBe(once)
    expect(once.match(/requestAnimationFrame/g)).toHaveLength(1)
    expect(once.match(/rel="preload"/g)).toHaveLength(2)
  })

  it("leaves a page without bundle tags unchanged", () => {
    const html = page("")
    expect(scriptsAfterPaint(html)).toBe(html)
  })
})
