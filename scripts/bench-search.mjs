#!/usr/bin/env node
// Measures search on a built site (default public/): what the first and a later
// query fetch (bytes on the wire) and how long until hits show, in the modal and
// on /search. Serves the build with scripts/serve.mjs, drives Debian Chromium.
//
//   node scripts/bench-search.mjs [--dir public] [--port 9190] [--runs 3]
import path from "node:path"
import { spawn } from "node:child_process"
import { chromium } from "@playwright/test"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : args[index + 1]
}
const dir = option("dir", "public")
const port = Number(option("port", "9190"))
const runs = Number(option("runs", "3"))
const origin = `http://127.0.0.1:${port}`
const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")

const server = spawn(process.execPath, [path.join(projectDir, "scripts/serve.mjs"), "--host", "127.0.0.1", "--port", String(port), "--dir", dir], {
  stdio: "ignore",
})
for (let attempt = 0; ; attempt++) {
  try {
    await fetch(origin)
    break
  } catch {
    if (attempt > 50) throw new Error("serve.mjs did not start")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
})

/** Bytes received (encoded, as on the wire) per request, through the DevTools protocol. */
async function track(page) {
  const client = await page.context().newCDPSession(page)
  await client.send("Network.enable")
  const urls = new Map()
  const bytes = new Map()
  client.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url))
  client.on("Network.loadingFinished", (event) => bytes.set(event.requestId, event.encodedDataLength))
  return () => {
    const entries = [...bytes].map(([id, size]) => ({ url: new URL(urls.get(id) ?? origin).pathname, size }))
    bytes.clear()
    return entries
  }
}

const sum = (entries, test = () => true) => entries.filter((entry) => test(entry.url)).reduce((total, entry) => total + entry.size, 0)
const kb = (value) => `${(value / 1024).toFixed(1)} kB`
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const results = { modalChunk: [], first: [], later: [], firstMs: [], laterMs: [], pageFirst: [], pageFirstMs: [], firstFiles: [] }
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const take = await track(page)
  await page.goto(`${origin}/api/createSlice`, { waitUntil: "networkidle" })
  take()
  const button = page.getByRole("banner").getByRole("link", { name: "Search" })
  await button.hover()
  await page.waitForLoadState("networkidle")
  results.modalChunk.push(sum(take()))
  await button.click()
  const input = page.getByPlaceholder("Search docs")
  let started = Date.now()
  await input.fill("createSlice")
  await page.locator(".DocSearch-Hit").first().waitFor()
  results.firstMs.push(Date.now() - started)
  await page.waitForLoadState("networkidle")
  const first = take()
  results.first.push(sum(first))
  results.firstFiles.push(first.length)
  started = Date.now()
  await input.fill("optimistic updates")
  await page.locator(".DocSearch-Hit", { hasText: /optimistic/i }).first().waitFor()
  results.laterMs.push(Date.now() - started)
  await page.waitForLoadState("networkidle")
  results.later.push(sum(take()))
  await context.close()

  const pageContext = await browser.newContext()
  const searchPage = await pageContext.newPage()
  const takePage = await track(searchPage)
  started = Date.now()
  await searchPage.goto(`${origin}/search?q=useQuery`)
  await searchPage.locator("main ol > li").first().waitFor()
  results.pageFirstMs.push(Date.now() - started)
  await searchPage.waitForLoadState("networkidle")
  results.pageFirst.push(sum(takePage(), (url) => url.startsWith("/pagefind/")))
  await pageContext.close()
}
await browser.close()
server.kill()

console.log(`Search benchmark on ${dir} (${runs} runs, medians; bytes as transferred)`)
console.log(`  modal code on first intent (hover):        ${kb(median(results.modalChunk))}`)
console.log(`  first query in the modal ("createSlice"):  ${kb(median(results.first))} in ${median(results.firstFiles)} files, hits after ${median(results.firstMs)} ms`)
console.log(`  later query ("optimistic updates"):        ${kb(median(results.later))}, hits after ${median(results.laterMs)} ms`)
console.log(`  /search?q=useQuery cold (index bytes):     ${kb(median(results.pageFirst))}, results after ${median(results.pageFirstMs)} ms (page load included)`)
