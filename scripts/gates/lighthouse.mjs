#!/usr/bin/env node
// Quality gate: Lighthouse 12 (mobile, default simulated throttling) against the
// production build served with gzip on 127.0.0.1 (a free port).
//
//   node scripts/gates/lighthouse.mjs                 accessibility, best practices and SEO must be 100:
//                                                     one run per page (they do not move with the
//                                                     machine's load), part of `npm test`
//   node scripts/gates/lighthouse.mjs --performance   also performance at least 98, each score the
//                                                     median of 3 runs: `npm run gates`, on a quiet machine
//                                                     (its total blocking time is this machine's CPU)
import path from "node:path"
import { spawn } from "node:child_process"
import fs from "node:fs"
import { fileURLToPath } from "node:url"
import { CHROMIUM_ARGS } from "../first-visit.mjs"
import { ensureChromium } from "../ensure-chromium.mjs"
import { serveInBackground } from "../serve/background.mjs"

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const PAGES = ["/", "/api/createSlice", "/rtk-query/usage/queries", "/search?q=createSlice"]
const withPerformance = process.argv.includes("--performance")
const RUNS = withPerformance ? 3 : 1
const THRESHOLDS = { ...(withPerformance ? { performance: 0.98 } : {}), accessibility: 1, "best-practices": 1, seo: 1 }
const chrome = ensureChromium()
const outDir = path.join(projectDir, ".tmp", "lighthouse")
fs.mkdirSync(outDir, { recursive: true })

const server = await serveInBackground({ dir: path.join(projectDir, "public") })

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** One Lighthouse run of `route`, its report in .tmp/lighthouse/; resolves with the report or null. */
function lighthouse(route, run) {
  const output = path.join(outDir, `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}-${run}.json`)
  fs.rmSync(output, { force: true })
  const child = spawn(
    path.join(projectDir, "node_modules", ".bin", "lighthouse"),
    [
      `${server.origin}${route}`,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      `--chrome-flags=${["--headless", ...CHROMIUM_ARGS].join(" ")}`,
      `--only-categories=${Object.keys(THRESHOLDS).join(",")}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "pipe"] },
  )
  let stderr = ""
  child.stderr.on("data", (chunk) => (stderr += chunk))
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (code !== 0 || !fs.existsSync(output)) {
        console.log(`${route}: lighthouse run ${run + 1} failed: ${stderr.slice(-800)}`)
        resolve(null)
      } else {
        resolve(JSON.parse(fs.readFileSync(output, "utf8")))
      }
    })
  })
}

// With the performance score, one run at a time: a second run beside it would be its load. Without
// it, the scores do not depend on timing and a run mostly waits (for load, network and CPU quiet),
// so every page runs at once.
const runs = PAGES.flatMap((route) => Array.from({ length: RUNS }, (_, run) => ({ route, run })))
const reports = new Map(PAGES.map((route) => [route, []]))
let failed = false
try {
  const concurrency = withPerformance ? 1 : runs.length
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = runs.shift(); next; next = runs.shift()) {
        const report = await lighthouse(next.route, next.run)
        if (report) reports.get(next.route).push(report)
        else failed = true
      }
    }),
  )
  for (const route of PAGES) {
    const routeReports = reports.get(route)
    const scores = Object.fromEntries(Object.keys(THRESHOLDS).map((key) => [key, routeReports.map((report) => report.categories[key]?.score ?? 0)]))
    const summary = Object.keys(THRESHOLDS).map((key) => {
      const value = scores[key].length ? median(scores[key]) : 0
      const ok = value >= THRESHOLDS[key]
      if (!ok) failed = true
      return `${key} ${Math.round(value * 100)}${ok ? "" : ` (needs ${THRESHOLDS[key] * 100})`}`
    })
    const performanceRuns = withPerformance ? `  [performance runs: ${scores.performance.map((score) => Math.round(score * 100)).join("/")}]` : ""
    console.log(`${route}: ${summary.join(", ")}${performanceRuns}`)
    const lastReport = routeReports.at(-1)
    if (lastReport && summary.some((line) => line.includes("needs"))) {
      for (const audit of Object.values(lastReport.audits)) {
        if (audit.score !== null && audit.score < 1 && !["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode)) {
          console.log(`    - ${audit.id}: ${audit.title} ${audit.displayValue ?? ""}`)
        }
      }
    }
  }
} finally {
  await server.stop()
}
process.exit(failed ? 1 : 0)
