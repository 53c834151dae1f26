#!/usr/bin/env node
// Measures search on a built site (default public/): what the first and a later
// query fetch (bytes on the wire) and how long until hits show, in the modal and
// on /search. Serves the build with scripts/serve.mjs, drives Debian Chromium.
//
//   node scripts/bench-search.mjs [--dir public] [--port P (default: a free port)] [--runs 3]
//     [--page /api/createSlice] [--first createSlice] [--later "optimistic updates"] [--page-query useQuery]
import { chromium } from "@playwright/test"
import { serveInBackground } from "./serve/background.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : args[index + 1]
}
const dir = option("dir", "public")
const port = Number(option("port", "0"))
const runs = Number(option("runs", "3"))
// Other sites (the scale benchmark's synthetic pages) need another page and other words.
const startPage = option("page", "/api/createSlice")
const firstQuery = option("first", "createSlice")
const laterQuery = option("later", "optimistic updates")
const pageQuery = option("page-query", "useQuery")

const server = await serveInBackground({ dir, port }).catch((error) => {
  console.error(error.message)
  process.exit(1)
})
const { origin } = server

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
})

/**
 * Bytes received per request (encoded body plus headers, as on the wire). Playwright's
 * request events include Pagefind's web worker, which a page's DevTools session misses.
 */
async function track(page) {
  const entries = []
  const pending = []
  page.context().on("requestfinished", (request) => {
    pending.push(
      request.sizes().then((sizes) => entries.push({ url: new URL(request.url()).pathname, size: sizes.responseBodySize + sizes.responseHeadersSize })),
    )
  })
  return async () => {
    await Promise.all(pending.splice(0))
    return entries.splice(0)
  }
}

const isIndex = (url) => url.startsWith("/pagefind/")
/** A modal hit of the later query (its first word). */
const laterHit = (page) => page.locator(".DocSearch-Hit", { hasText: new RegExp(laterQuery.split(" ")[0], "i") }).first()
const sum = (entries, test = () => true) => entries.filter((entry) => test(entry.url)).reduce((total, entry) => total + entry.size, 0)
const kb = (value) => `${(value / 1024).toFixed(1)} kB`
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const results = { modalChunk: [], first: [], later: [], typed: [], firstMs: [], laterMs: [], pageFirst: [], pageFirstMs: [], firstFiles: [] }
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const take = await track(page)
  if (process.env.BENCH_DEBUG) page.on("console", (message) => console.error("console:", message.text()))
  await page.goto(`${origin}${startPage}`, { waitUntil: "networkidle" })
  await take()
  const button = page.getByRole("banner").getByRole("link", { name: "Search" })
  const modalChunk = page.waitForResponse((response) => /search-modal.*\.js$/.test(response.url()))
  await button.hover()
  await modalChunk
  await page.waitForTimeout(800)
  results.modalChunk.push(sum(await take()))
  await button.click()
  if (process.env.BENCH_DEBUG) console.error("after click:", page.url(), await page.locator(".DocSearch-Modal").count())
  const input = page.getByPlaceholder("Search docs")
  await input.waitFor().catch(async (error) => {
    console.error(`modal did not open on ${page.url()}`)
    throw error
  })
  let started = Date.now()
  await input.fill(firstQuery)
  await page.locator(".DocSearch-Hit").first().waitFor({ timeout: 10_000 }).catch(async (error) => {
    console.error((await page.locator(".DocSearch-Modal").innerText()).slice(0, 500))
    throw error
  })
  results.firstMs.push(Date.now() - started)
  await page.waitForTimeout(800)
  const first = await take()
  results.first.push(sum(first, isIndex))
  results.firstFiles.push(first.filter((entry) => isIndex(entry.url)).length)
  started = Date.now()
  await input.fill(laterQuery)
  await laterHit(page).waitFor()
  results.laterMs.push(Date.now() - started)
  await page.waitForTimeout(800)
  results.later.push(sum(await take(), isIndex))
  await context.close()

  // The same later query typed as a reader types it (a key every 90 ms), in a fresh browser
  // context after the same first query: every prefix is a search of its own.
  const typing = await browser.newContext()
  const typingPage = await typing.newPage()
  const takeTyped = await track(typingPage)
  await typingPage.goto(`${origin}${startPage}`, { waitUntil: "networkidle" })
  await typingPage.getByRole("banner").getByRole("link", { name: "Search" }).click()
  const typingInput = typingPage.getByPlaceholder("Search docs")
  await typingInput.fill(firstQuery)
  await typingPage.locator(".DocSearch-Hit").first().waitFor({ timeout: 10_000 })
  await typingPage.waitForTimeout(800)
  await takeTyped()
  await typingInput.fill("")
  await typingInput.pressSequentially(laterQuery, { delay: 90 })
  await laterHit(typingPage).waitFor()
  await typingPage.waitForTimeout(800)
  results.typed.push(sum(await takeTyped(), isIndex))
  await typing.close()

  const pageContext = await browser.newContext()
  const searchPage = await pageContext.newPage()
  const takePage = await track(searchPage)
  started = Date.now()
  await searchPage.goto(`${origin}/search?q=${encodeURIComponent(pageQuery)}`)
  await searchPage.locator("main ol > li").first().waitFor()
  results.pageFirstMs.push(Date.now() - started)
  await searchPage.waitForLoadState("networkidle")
  results.pageFirst.push(sum(await takePage(), isIndex))
  await pageContext.close()
}
await browser.close()
await server.stop()

console.log(`Search benchmark on ${dir} (${runs} runs, medians; bytes as transferred)`)
console.log(`  modal code on first intent (hover):        ${kb(median(results.modalChunk))}`)
console.log(`  first query in the modal ("${firstQuery}"):  ${kb(median(results.first))} of index in ${median(results.firstFiles)} files, hits after ${median(results.firstMs)} ms`)
console.log(`  later query ("${laterQuery}"):        ${kb(median(results.later))} of index, hits after ${median(results.laterMs)} ms`)
console.log(`  later query typed key by key:            ${kb(median(results.typed))} of index`)
console.log(`  /search?q=${pageQuery} cold (index bytes):     ${kb(median(results.pageFirst))}, results after ${median(results.pageFirstMs)} ms (page load included)`)
