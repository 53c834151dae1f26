// Bytes a first visit transfers until the network is idle, by type, as the
// browser received them (bodies, gzip-encoded where the server compressed; headers not counted).
import fs from "node:fs"
import { chromium } from "@playwright/test"
import { CHROMIUM } from "./ensure-chromium.mjs"

// The flags every Chromium launch here uses (shared with playwright.config.ts); without the
// background-networking ones it floods this machine's closed network with refused connections.
export const CHROMIUM_ARGS = JSON.parse(fs.readFileSync(new URL("./chromium-args.json", import.meta.url), "utf8"))

export async function firstVisitBytes(url, { width = 1280, height = 800 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width, height } })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    const types = new Map()
    const headerBytes = new Map()
    const sizes = new Map()
    cdp.on("Network.responseReceived", (event) => {
      types.set(event.requestId, event.type)
      headerBytes.set(event.requestId, event.response.encodedDataLength ?? 0)
    })
    // The body as it came over the wire (gzip-encoded): response headers, such as a long
    // Content-Security-Policy sent with every file, are not the page's bytes.
    cdp.on("Network.loadingFinished", (event) => sizes.set(event.requestId, event.encodedDataLength - (headerBytes.get(event.requestId) ?? 0)))
    await page.goto(url, { waitUntil: "networkidle" })
    await page.waitForTimeout(500)
    let js = 0
    let jsFiles = 0
    let total = 0
    for (const [id, size] of sizes) {
      total += size
      if (types.get(id) === "Script") {
        js += size
        jsFiles += 1
      }
    }
    return { js, jsFiles, total, requests: sizes.size }
  } finally {
    await browser.close()
  }
}

/**
 * Bytes a client-side navigation transfers (bodies, as firstVisitBytes): the page at `from` is loaded and hydrated, the
 * transfer counter is reset, then a click on the link to `to` (prefetching on hover included)
 * until the new page shows and the network is idle.
 */
export async function navigationBytes(origin, from, to, { width = 1280, height = 800 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width, height } })
    const page = await context.newPage()
    await page.goto(origin + from, { waitUntil: "networkidle" })
    await page.waitForFunction(() => typeof window.___navigate === "function")
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    const sizes = new Map()
    const urls = new Map()
    const headerBytes = new Map()
    cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, new URL(event.request.url).pathname))
    cdp.on("Network.responseReceived", (event) => headerBytes.set(event.requestId, event.response.encodedDataLength ?? 0))
    cdp.on("Network.loadingFinished", (event) => sizes.set(event.requestId, event.encodedDataLength - (headerBytes.get(event.requestId) ?? 0)))
    const link = page.locator(`main a[href="${to}"]`).first()
    await link.hover()
    await link.click()
    await page.waitForURL((url) => url.pathname === to)
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(500)
    let total = 0
    for (const size of sizes.values()) total += size
    return { total, requests: sizes.size, paths: [...sizes.keys()].map((id) => urls.get(id)) }
  } finally {
    await browser.close()
  }
}
