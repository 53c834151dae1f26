#!/usr/bin/env node
// npm run bench: cold and warm `gatsby build` of the real site (wall time, peak RSS of
// the whole process tree) and the gzipped JavaScript a first visit downloads on
// /, /api/createSlice and /rtk-query/overview (Debian Chromium via Playwright, the
// production build served with gzip by scripts/serve.mjs), and how long the build's runnable
// samples take to run, cold and cached, and the bytes of one client-side navigation.
//
// With --develop, measures `gatsby develop` instead (scripts/bench-develop.mjs): cold and warm
// start to the first page and edit-to-browser latency.
//
// With --controls, measures instead how fast the controls answer before the bundles run
// (scripts/bench-controls.mjs): click-to-effect and handling per control, target 100 ms.
//
// With --last-updated, measures instead the last-updated dates (scripts/bench-last-updated.ts):
// the one `git log` of content/docs and the parse of a 5,000-file history, target 500 ms.
//
// With --scale, also builds 1,000 and 5,000 synthetic pages (scripts/gen-synthetic.mjs)
// and reports time, peak memory and time per page.
//
//   node scripts/bench.mjs [--skip-build] [--scale] [--scale-only] [--develop [--runs N] [--port P]] (with the bare-Gatsby floor)
//                          [--controls [--runs N]] [--last-updated [--runs N]]
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { measure } from "./measure.mjs"
import { ensureChromium } from "./ensure-chromium.mjs"
import { firstVisitBytes, navigationBytes } from "./first-visit.mjs"
import { generateSynthetic } from "./gen-synthetic.mjs"
import { serveInBackground } from "./serve/background.mjs"
import { benchDevelop, benchDevelopFloor } from "./bench-develop.mjs"
import { benchControls } from "./bench-controls.mjs"

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
process.chdir(projectDir)
const env = { GATSBY_TELEMETRY_DISABLED: "1", CI: "true" }
const gatsby = path.join(projectDir, "node_modules", ".bin", "gatsby")
const scaleOnly = process.argv.includes("--scale-only")
const skipBuild = process.argv.includes("--skip-build") || scaleOnly
const scale = process.argv.includes("--scale") || scaleOnly
const results = []

function report(label, value) {
  results.push([label, value])
  console.log(`${label}: ${value}`)
}

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`)

const option = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index >= 0 ? Number(process.argv[index + 1]) : fallback
}

/** Writes the figures of a measurement run on its own (--develop, --controls, …) to .tmp/<name>.json. */
function saveResults(name) {
  const out = path.join(projectDir, ".tmp", `${name}.json`)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), loadavg: os.loadavg(), results }, null, 2))
}

if (process.argv.includes("--develop")) {
  ensureChromium()
  await benchDevelop({ projectDir, report, runs: option("--runs", 3), port: option("--port", 8400) })
  // The floor next to it: a bare Gatsby 5 site with one page, same machine, same measurement.
  await benchDevelopFloor({ projectDir, report, runs: option("--runs", 3), port: option("--port", 8400) })
  saveResults("bench-develop")
  process.exit(0)
}

if (process.argv.includes("--controls")) {
  if (!fs.existsSync(path.join(projectDir, "public", "index.html"))) {
    console.error("public/ has no build: run `npm run build` first.")
    process.exit(1)
  }
  ensureChromium()
  await benchControls({ projectDir, report, runs: option("--runs", 3) })
  saveResults("bench-controls")
  process.exit(0)
}

if (process.argv.includes("--last-updated")) {
  const run = await measure(path.join(projectDir, "node_modules", ".bin", "vite-node"), ["scripts/bench-last-updated.ts", "--runs", String(option("--runs", 5))], {
    env,
  })
  if (run.code !== 0) {
    console.error(run.output.slice(-3000))
    process.exit(1)
  }
  const { gitLog, parse5000 } = JSON.parse(run.output.trim().split("\n").pop())
  const figures = (timing) => `${timing.ms.toFixed(1)} ms (runs ${timing.runs.map((ms) => ms.toFixed(1)).join(", ")})`
  report("last-updated git log + parse, content/docs", `${figures(gitLog)} for ${gitLog.files} files in the history`)
  report("last-updated parse, 5,000-file history", `${figures(parse5000)} ${parse5000.ms < 500 ? "✔" : "✘"}; target < 500 ms`)
  saveResults("bench-last-updated")
  process.exit(0)
}

if (!skipBuild) {
  await measure(gatsby, ["clean"], { env })
  const cold = await measure(gatsby, ["build"], { env })
  if (cold.code !== 0) {
    console.error(cold.output.slice(-3000))
    process.exit(1)
  }
  report("cold build", `${cold.seconds.toFixed(1)} s, peak RSS ${cold.peakMb} MB`)
  for (const line of cold.output.split("\n")) {
    const match = /(success|info) (.+?) - ([\d.]+)s/.exec(line.replace(/\u001b\[[0-9;]*[A-Za-z]/g, ""))
    if (match && Number(match[3]) >= 1) console.log(`  ${match[2]}: ${Number(match[3]).toFixed(1)} s`)
  }
  const warm = await measure(gatsby, ["build"], { env })
  report("warm build", `${warm.seconds.toFixed(1)} s, peak RSS ${warm.peakMb} MB`)
  // The pre-pass logs "Runnable samples: N, R run, C cached (T ms)": cold after `gatsby clean`, then cached.
  for (const [label, run] of [["cold", cold], ["cached", warm]]) {
    const line = /Runnable samples: .+/.exec(run.output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, ""))
    if (line) report(`runnable samples ${label}`, line[0].replace("Runnable samples: ", ""))
  }
}

if (scale) {
  const perPage = {}
  for (const count of [1000, 5000]) {
    const content = path.join(projectDir, ".tmp", `synthetic-${count}`)
    const { pages } = generateSynthetic(content, count)
    const out = path.join(".tmp", "sites", `synthetic-${count}`)
    fs.rmSync(path.join(projectDir, out), { recursive: true, force: true })
    const run = await measure("node", [
      "scripts/build-site.mjs",
      "--out",
      out,
      "--content",
      content,
      "--sidebars",
      path.join(content, "sidebars.json"),
    ], { env })
    if (run.code !== 0) {
      console.error(run.output.slice(-3000))
      process.exit(1)
    }
    perPage[count] = run.seconds / pages
    report(`scale ${pages} pages`, `${run.seconds.toFixed(1)} s, peak RSS ${run.peakMb} MB, ${(perPage[count] * 1000).toFixed(1)} ms per page`)
    const indexDir = path.join(projectDir, out, "public", "pagefind")
    if (fs.existsSync(indexDir)) {
      let bytes = 0
      const walk = (dir) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name)
          if (entry.isDirectory()) walk(full)
          else bytes += fs.statSync(full).size
        }
      }
      walk(indexDir)
      report(`scale ${pages} pages search index`, `${(bytes / 1024 / 1024).toFixed(1)} MB on disk`)
    }
  }
  report("scale per-page ratio 5000/1000", (perPage[5000] / perPage[1000]).toFixed(2))
}

if (scaleOnly) process.exit(0)

ensureChromium()
const server = await serveInBackground({ dir: path.join(projectDir, "public") })
try {
  for (const route of ["/", "/api/createSlice", "/rtk-query/overview"]) {
    const bytes = await firstVisitBytes(`${server.origin}${route}`)
    report(
      `first visit ${route}`,
      `JS ${(bytes.js / 1024).toFixed(1)} kB gzipped in ${bytes.jsFiles} files; all ${(bytes.total / 1024).toFixed(1)} kB in ${bytes.requests} requests`,
    )
  }
  // A client-side navigation between two static pages: the next page's data and its body fragment.
  const navigation = await navigationBytes(server.origin, "/api/createSlice", "/api/createReducer")
  report(
    "client navigation /api/createSlice -> /api/createReducer",
    `${(navigation.total / 1024).toFixed(1)} kB in ${navigation.requests} requests (${navigation.paths.join(", ")})`,
  )
} finally {
  await server.stop()
}

const out = path.join(projectDir, ".tmp", "bench.json")
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), results }, null, 2))
