// npm run bench -- --develop: how `gatsby develop` serves an author, in Debian Chromium via
// Playwright. Cold start (after `gatsby clean`) and warm start (the cache kept) until
// /api/createSlice shows its title and body, and how long an edit takes to show in the open page:
// a prose edit and a front matter edit of content/docs/api/createSlice.mdx and a label edit in
// sidebars.ts (each file is restored afterwards), and how long each change that used to need a
// restart takes to show: a new doc, a doc that gains a component, a renamed and a deleted doc, a new
// and a replaced image beside a doc, and a saved site.config.ts (the files are removed or restored
// afterwards). Every figure is the median of `--runs`
// (default 3), with the load average next to it: the machine is shared.
// `gatsby clean` empties .cache/ and public/: run `npm run build` afterwards before serving or e2e.
//
//   node scripts/bench.mjs --develop [--runs N] [--port 8400]
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium } from "@playwright/test"
import { CHROMIUM } from "./ensure-chromium.mjs"
import { CHROMIUM_ARGS } from "./first-visit.mjs"
import { measure } from "./measure.mjs"

const PAGE = "/api/createSlice"
const DOC = path.join("content", "docs", "api", "createSlice.mdx")
const EDIT_TIMEOUT_MS = 20_000
const START_TIMEOUT_MS = 15 * 60_000

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
/** "<median> s median of <n> (<each>)", with `digits` decimals. */
const medianOf = (values, digits = 1) => `${median(values).toFixed(digits)} s median of ${values.length} (${values.map((value) => value.toFixed(digits)).join(", ")})`
const load = () => `load ${os.loadavg()[0].toFixed(1)}`

/** Starts `gatsby develop` in its own process group, so that stopping it stops its workers too. */
function startDevelop(projectDir, port, env) {
  const child = spawn(path.join(projectDir, "node_modules", ".bin", "gatsby"), ["develop", "-p", String(port)], {
    cwd: projectDir,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.on("exit", resolve))
  return {
    output: () => output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, ""),
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM")
      } catch {
        return
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      try {
        process.kill(-child.pid, "SIGKILL")
      } catch {
        // already gone
      }
    },
  }
}

/** The real site's first page is shown: its title and its body (a static body is fetched after the page's own data). */
const docPageShown = () => document.querySelector("h1")?.textContent?.includes("createSlice") && document.querySelector("[data-doc-body] h2") !== null

/** Seconds from `started` until the page shows what `shown` checks (the server answers only once the first bundle is built). */
async function untilFirstPage(page, url, started, develop, shown = docPageShown) {
  while (Date.now() - started < START_TIMEOUT_MS) {
    try {
      await page.goto(url, { waitUntil: "domcontentloaded", timeout: START_TIMEOUT_MS })
      await page.waitForFunction(shown, null, { timeout: 60_000 })
      return (Date.now() - started) / 1000
    } catch {
      if (develop.output().includes("ERROR")) throw new Error(`gatsby develop failed:\n${develop.output().slice(-3000)}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  throw new Error("the first page did not appear in time")
}

/**
 * Where the reader is: the first block of the doc body at or below the top of the viewport, and
 * its distance from that top. An edit above it (a longer title, a sentence more) moves the page
 * down and Chromium's scroll anchoring scrolls with it, so the reader's place is what to compare,
 * not `scrollY`.
 */
const readingPlace = (index) => {
  const blocks = [...(document.querySelector("[data-doc-body]")?.children ?? [])]
  const at = index ?? blocks.findIndex((block) => block.getBoundingClientRect().top >= 0)
  return { index: at, top: blocks[at]?.getBoundingClientRect().top ?? null }
}

/** Writes `file` with `edit` applied and measures until `visible` holds in the page; the page is scrolled down first. */
async function editLatency(page, file, edit, visible, marker) {
  await page.evaluate(() => window.scrollTo(0, 1200))
  // Code blocks and tab groups are laid out only as they near the viewport (content-visibility):
  // the page settles for a moment after the jump, and that is no part of the edit.
  await page.waitForTimeout(500)
  const place = await page.evaluate(readingPlace, null)
  const original = fs.readFileSync(file, "utf8")
  const started = Date.now()
  fs.writeFileSync(file, edit(original))
  try {
    await page.waitForFunction(visible, marker, { timeout: EDIT_TIMEOUT_MS, polling: 20 })
    const seconds = (Date.now() - started) / 1000
    const after = await page.evaluate(readingPlace, place.index)
    return { seconds, keptScroll: place.top !== null && after.top !== null && Math.abs(after.top - place.top) < 2 }
  } catch {
    return { seconds: null, keptScroll: false }
  } finally {
    fs.writeFileSync(file, original)
    // Let develop take the original back before the next edit.
    await page.waitForFunction((text) => !document.body.innerText.includes(text), marker, { timeout: EDIT_TIMEOUT_MS }).catch(() => undefined)
  }
}

const EDITS = [
  {
    label: "prose edit",
    file: DOC,
    edit: (source, marker) => source.replace(/\n---\n\n/, `\n---\n\n${marker} `),
  },
  {
    label: "front matter edit",
    file: DOC,
    edit: (source, marker) => source.replace(/^title: createSlice$/m, `title: createSlice ${marker}`),
  },
  {
    label: "sidebars.ts edit",
    file: "sidebars.ts",
    edit: (source, marker) => source.replace(/label: "Introduction"/, `label: "Introduction ${marker}"`),
  },
]

const CHANGE_TIMEOUT_MS = 30_000

/** Seconds until `shown()` holds (polled), or null after CHANGE_TIMEOUT_MS. */
async function secondsUntil(started, shown) {
  while (Date.now() - started < CHANGE_TIMEOUT_MS) {
    if (await shown().catch(() => false)) return (Date.now() - started) / 1000
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return null
}

/**
 * The changes that need no restart, each timed from the file write until a browser shows it: a second
 * page navigates to the doc's route (a new, renamed or deleted doc, an image), or the open page
 * updates by itself (a component gained, site.config.ts).
 */
async function contentChanges(browser, openPage, origin, projectDir) {
  const usage = path.join(projectDir, "content", "docs", "usage")
  const fresh = path.join(usage, "bench-fresh.mdx")
  const moved = path.join(usage, "bench-moved.mdx")
  const pictured = path.join(usage, "bench-pictured.mdx")
  const image = path.join(usage, "bench-diagram.svg")
  const siteConfig = path.join(projectDir, "site.config.ts")
  const originalConfig = fs.readFileSync(siteConfig, "utf8")
  const marker = `Bench${Date.now().toString(36)}`
  const page = await browser.newPage()
  const h1At = async (route) => {
    await page.goto(origin + route, { waitUntil: "domcontentloaded" })
    return (await page.locator("h1").first().textContent({ timeout: 2_000 })) ?? ""
  }
  const svg = (label) => `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><title>${label}</title><rect width="40" height="20"/></svg>`
  const imageText = async () => {
    const src = await page.locator("main img").first().getAttribute("src", { timeout: 2_000 })
    return src ? await fetch(new URL(src, origin)).then((response) => response.text()) : ""
  }
  const times = {}
  const time = async (label, change, shown) => {
    const started = Date.now()
    change()
    times[label] = await secondsUntil(started, shown)
  }
  try {
    await time("new doc", () => fs.writeFileSync(fresh, `---\ntitle: Fresh ${marker}\n---\n\nWords.\n`), async () => (await h1At("/usage/bench-fresh")).includes(marker))
    await time(
      "doc gains a component",
      () => fs.writeFileSync(fresh, `---\ntitle: Fresh ${marker}\n---\n\nexport const Mark = () => <strong id="bench-mark">${marker}</strong>\n\nWords. <Mark />\n`),
      async () => (await page.locator("#bench-mark").textContent({ timeout: 200 })) === marker,
    )
    await time("renamed doc", () => fs.renameSync(fresh, moved), async () => (await h1At("/usage/bench-moved")).includes(marker))
    await time("deleted doc", () => fs.rmSync(moved), async () => (await page.goto(`${origin}/usage/bench-moved`))?.status() === 404)
    await time(
      "new image beside a doc",
      () => {
        fs.writeFileSync(image, svg(`first ${marker}`))
        fs.writeFileSync(pictured, `---\ntitle: Pictured ${marker}\n---\n\n![A diagram](./bench-diagram.svg)\n`)
      },
      async () => (await h1At("/usage/bench-pictured")).includes(marker) && (await imageText()).includes(`first ${marker}`),
    )
    await time("replaced image", () => fs.writeFileSync(image, svg(`second ${marker}`)), async () => (await h1At("/usage/bench-pictured")).includes(marker) && (await imageText()).includes(`second ${marker}`))
    await time(
      "site.config.ts navbar title",
      () => fs.writeFileSync(siteConfig, originalConfig.replace('navbar: {\n    title: "Redux Toolkit",', `navbar: {\n    title: "Toolkit ${marker}",`)),
      async () => ((await openPage.locator("header").first().textContent({ timeout: 200 })) ?? "").includes(marker),
    )
  } finally {
    fs.writeFileSync(siteConfig, originalConfig)
    for (const file of [fresh, moved, pictured, image]) fs.rmSync(file, { force: true })
    await page.close()
  }
  return times
}

export async function benchDevelop({ projectDir, report, runs = 3, port = 8400 }) {
  const env = { GATSBY_TELEMETRY_DISABLED: "1" }
  const url = `http://localhost:${port}${PAGE}`
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const starts = { cold: [], warm: [] }
  const edits = new Map(EDITS.map((edit) => [edit.label, { seconds: [], keptScroll: true, missed: 0 }]))
  const changes = new Map()
  try {
    for (let run = 0; run < runs; run++) {
      for (const kind of ["cold", "warm"]) {
        if (kind === "cold") await measure(path.join(projectDir, "node_modules", ".bin", "gatsby"), ["clean"], { cwd: projectDir, env })
        const loadBefore = load()
        const started = Date.now()
        const develop = startDevelop(projectDir, port, env)
        const page = await browser.newPage()
        try {
          const seconds = await untilFirstPage(page, url, started, develop)
          starts[kind].push(seconds)
          console.log(`  ${kind} start ${run + 1}: ${seconds.toFixed(1)} s (${loadBefore} before, ${load()} after)`)
          if (kind === "warm") {
            // GraphiQL's endpoint answers with every doc.
            const graphql = await fetch(`http://localhost:${port}/___graphql`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ query: "{ allMdx { totalCount } }" }),
            }).then((response) => response.json())
            console.log(`  GraphiQL: allMdx.totalCount = ${graphql.data?.allMdx?.totalCount}`)
            for (const { label, file, edit } of EDITS) {
              const marker = `Bench${Date.now().toString(36)}`
              const result = await editLatency(page, path.join(projectDir, file), (source) => edit(source, marker), (text) => document.body.innerText.includes(text), marker)
              const entry = edits.get(label)
              if (result.seconds === null) entry.missed++
              else entry.seconds.push(result.seconds)
              entry.keptScroll &&= result.keptScroll
              console.log(`  ${label} ${run + 1}: ${result.seconds === null ? `not shown within ${EDIT_TIMEOUT_MS / 1000} s` : `${result.seconds.toFixed(2)} s`}, scroll ${result.keptScroll ? "kept" : "lost"} (${load()})`)
            }
            for (const [label, seconds] of Object.entries(await contentChanges(browser, page, `http://localhost:${port}`, projectDir))) {
              if (!changes.has(label)) changes.set(label, { seconds: [], missed: 0 })
              if (seconds === null) changes.get(label).missed++
              else changes.get(label).seconds.push(seconds)
              console.log(`  ${label} ${run + 1}: ${seconds === null ? `not shown within ${CHANGE_TIMEOUT_MS / 1000} s` : `${seconds.toFixed(2)} s`} (${load()})`)
            }
          }
        } finally {
          // Gatsby's own step timings (and the background check's report), to see where the time went.
          fs.writeFileSync(path.join(projectDir, ".tmp", `develop-${kind}-${run + 1}.log`), develop.output())
          await page.close()
          await develop.stop()
        }
      }
    }
  } finally {
    await browser.close()
  }
  report("develop cold start (first page)", medianOf(starts.cold))
  report("develop warm start (first page)", medianOf(starts.warm))
  for (const [label, entry] of edits) {
    const shown = entry.seconds.length > 0 ? `${median(entry.seconds).toFixed(2)} s median of ${entry.seconds.length}` : "never shown"
    report(`develop ${label} to browser`, `${shown}${entry.missed > 0 ? `, ${entry.missed} not shown within ${EDIT_TIMEOUT_MS / 1000} s` : ""}, scroll ${entry.keptScroll ? "kept" : "lost"}`)
  }
  for (const [label, entry] of changes) {
    const shown = entry.seconds.length > 0 ? medianOf(entry.seconds, 2) : "never shown"
    report(`develop ${label} to browser (no restart)`, `${shown}${entry.missed > 0 ? `, ${entry.missed} not shown within ${CHANGE_TIMEOUT_MS / 1000} s` : ""}`)
  }
  report("develop load average (1 min) at the end", load())
}

/**
 * The floor: the same cold and warm start measured on a bare Gatsby 5 site with one page (no
 * plugins, the project's installed packages), in .tmp/bare-gatsby. What this machine needs for
 * `gatsby develop` to serve a first page at all.
 */
export async function benchDevelopFloor({ projectDir, report, runs = 3, port = 8400 }) {
  const siteDir = path.join(projectDir, ".tmp", "bare-gatsby")
  fs.rmSync(siteDir, { recursive: true, force: true })
  fs.mkdirSync(path.join(siteDir, "src", "pages"), { recursive: true })
  // gatsby-cli treats a folder as a site only when its package.json depends on gatsby.
  fs.writeFileSync(path.join(siteDir, "package.json"), JSON.stringify({ name: "bare-gatsby", private: true, dependencies: { gatsby: "*", react: "*", "react-dom": "*" } }))
  fs.writeFileSync(path.join(siteDir, "gatsby-config.js"), "module.exports = {}\n")
  fs.writeFileSync(
    path.join(siteDir, "src", "pages", "index.js"),
    'import React from "react"\nexport default function Index() {\n  return <main><h1>Bare Gatsby</h1><p>One page.</p></main>\n}\n',
  )
  fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(siteDir, "node_modules"))
  const env = { GATSBY_TELEMETRY_DISABLED: "1" }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const starts = { cold: [], warm: [] }
  try {
    for (let run = 0; run < runs; run++) {
      for (const kind of ["cold", "warm"]) {
        if (kind === "cold") await measure(path.join(projectDir, "node_modules", ".bin", "gatsby"), ["clean"], { cwd: siteDir, env })
        const loadBefore = load()
        const started = Date.now()
        const develop = startDevelop(siteDir, port, env)
        const page = await browser.newPage()
        try {
          const seconds = await untilFirstPage(page, `http://localhost:${port}/`, started, develop, () => document.querySelector("h1")?.textContent === "Bare Gatsby" && document.querySelector("main p") !== null)
          starts[kind].push(seconds)
          console.log(`  bare Gatsby ${kind} start ${run + 1}: ${seconds.toFixed(1)} s (${loadBefore} before, ${load()} after)`)
        } finally {
          await page.close()
          await develop.stop()
        }
      }
    }
  } finally {
    await browser.close()
  }
  report("bare Gatsby 5 develop cold start (first page)", medianOf(starts.cold))
  report("bare Gatsby 5 develop warm start (first page)", medianOf(starts.warm))
}
