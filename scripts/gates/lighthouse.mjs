#!/usr/bin/env node
// Quality gate: Lighthouse 12 (mobile, default simulated throttling) against the
// production build served with gzip on 127.0.0.1. Accessibility, best practices
// and SEO must be 100 and performance at least 98, each the median of 3 runs.
import path from "node:path"
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import { fileURLToPath } from "node:url"
import { CHROMIUM_ARGS } from "../first-visit.mjs"
import { ensureChromium } from "../ensure-chromium.mjs"
import { serveInBackground } from "../serve/background.mjs"

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const PAGES = ["/", "/api/createSlice", "/rtk-query/usage/queries", "/search?q=createSlice"]
const RUNS = 3
const THRESHOLDS = { performance: 0.98, accessibility: 1, "best-practices": 1, seo: 1 }
const port = 9180
const chrome = ensureChromium()
const outDir = path.join(projectDir, ".tmp", "lighthouse")
fs.mkdirSync(outDir, { recursive: true })

const server = await serveInBackground({ dir: path.join(projectDir, "public"), port })

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
let failed = false
try {
  for (const route of PAGES) {
    const scores = Object.fromEntries(Object.keys(THRESHOLDS).map((key) => [key, []]))
    let lastReport = null
    for (let run = 0; run < RUNS; run++) {
      const output = path.join(outDir, `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}-${run}.json`)
      const result = spawnSync(
        path.join(projectDir, "node_modules", ".bin", "lighthouse"),
        [
          `${server.origin}${route}`,
          "--quiet",
          "--output=json",
          `--output-path=${output}`,
          `--chrome-flags=${["--headless", ...CHROMIUM_ARGS].join(" ")}`,
          "--only-categories=performance,accessibility,best-practices,seo",
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, encoding: "utf8" },
      )
      if (result.status !== 0 || !fs.existsSync(output)) {
        console.log(`${route}: lighthouse run ${run + 1} failed: ${result.stderr.slice(-800)}`)
        failed = true
        continue
      }
      lastReport = JSON.parse(fs.readFileSync(output, "utf8"))
      for (const key of Object.keys(THRESHOLDS)) scores[key].push(lastReport.categories[key]?.score ?? 0)
    }
    const summary = Object.keys(THRESHOLDS).map((key) => {
      const value = scores[key].length ? median(scores[key]) : 0
      const ok = value >= THRESHOLDS[key]
      if (!ok) failed = true
      return `${key} ${Math.round(value * 100)}${ok ? "" : ` (needs ${THRESHOLDS[key] * 100})`}`
    })
    console.log(`${route}: ${summary.join(", ")}  [runs: ${scores.performance.map((s) => Math.round(s * 100)).join("/")}]`)
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
