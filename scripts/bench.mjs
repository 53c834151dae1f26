#!/usr/bin/env node
// npm run bench: cold and warm `gatsby build` of the real site (wall time, peak RSS of
// the whole process tree) and the gzipped JavaScript a first visit downloads on
// /, /api/createSlice and /rtk-query/overview (Debian Chromium via Playwright, the
// production build served with gzip by scripts/serve.mjs).
//
//   node scripts/bench.mjs [--skip-build]
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn } from "node:child_process"
import { measure } from "./measure.mjs"
import { ensureChromium } from "./ensure-chromium.mjs"
import { firstVisitBytes } from "./first-visit.mjs"

const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
process.chdir(projectDir)
const env = { GATSBY_TELEMETRY_DISABLED: "1", CI: "true" }
const gatsby = path.join(projectDir, "node_modules", ".bin", "gatsby")
const skipBuild = process.argv.includes("--skip-build")
const results = []

function report(label, value) {
  results.push([label, value])
  console.log(`${label}: ${value}`)
}

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`)

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
}

ensureChromium()
const port = 9190
const server = spawn("node", ["scripts/serve.mjs", "--host", "127.0.0.1", "--port", String(port)], { stdio: "ignore" })
await new Promise((resolve) => setTimeout(resolve, 800))
try {
  for (const route of ["/", "/api/createSlice", "/rtk-query/overview"]) {
    const bytes = await firstVisitBytes(`http://127.0.0.1:${port}${route}`)
    report(
      `first visit ${route}`,
      `JS ${(bytes.js / 1024).toFixed(1)} kB gzipped in ${bytes.jsFiles} files; all ${(bytes.total / 1024).toFixed(1)} kB in ${bytes.requests} requests`,
    )
  }
} finally {
  server.kill()
}

const out = path.join(projectDir, ".tmp", "bench.json")
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), results }, null, 2))
