// Bytes a first visit transfers until the network is idle, by type, as the
// browser received them (gzip-encoded where the server compressed).
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
    const sizes = new Map()
    cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type))
    cdp.on("Network.loadingFinished", (event) => sizes.set(event.requestId, event.encodedDataLength))
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
