#!/usr/bin/env node
// The whole test suite, as CI runs it (`npm test`):
//   1. Chromium for the browser tests (installed with apt-get when missing)
//   2. unit tests (vitest project "unit": fast, no builds)
//   3. integration tests (vitest project "integration": real gatsby builds of broken and changed fixtures)
//   4. the production build of the real site, and the fixture sites of e2e/sites.json
//   5. the type check of the whole project (tsc)
//   6. browser tests (Playwright, Debian's Chromium, every core) against those builds
//   7. the performance gates (scripts/gates/*.mjs: JavaScript budget, Lighthouse), last,
//      when nothing else competes for the CPU

// Ends with one line "N passed, N failed" and exits non-zero if anything failed.
import fs from "node:fs"
import path from "node:path"
import { spawn, spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { ensureChromium } from "./ensure-chromium.mjs"
import { buildSite } from "./build-site.mjs"

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
process.chdir(projectDir)
const tmp = path.join(projectDir, ".tmp")
fs.mkdirSync(tmp, { recursive: true })
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
const totals = { passed: 0, failed: 0 }
const failures = []

const suiteStarted = Date.now()
const elapsed = () => `${Math.floor((Date.now() - suiteStarted) / 60000)}m${String(Math.floor(((Date.now() - suiteStarted) % 60000) / 1000)).padStart(2, "0")}s`
function step(title) {
  console.log(`\n=== ${title} (at ${elapsed()}) ===`)
}

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } })
  return result.status ?? 1
}

function count(name, passed, failed) {
  totals.passed += passed
  totals.failed += failed
  if (failed > 0) failures.push(`${name}: ${failed} failed`)
  console.log(`${name}: ${passed} passed, ${failed} failed`)
}

fs.rmSync(path.join(tmp, "test-summary.txt"), { force: true })

if (!fs.existsSync(path.join(projectDir, "node_modules", ".bin", "gatsby"))) {
  step("Dependencies (npm ci)")
  if (run("npm", ["ci", "--no-audit", "--no-fund"]) !== 0) {
    console.log("0 passed, 1 failed")
    process.exit(1)
  }
}

step("Chromium")
ensureChromium()

/** Runs one vitest project (vitest.config.ts) and counts its tests under the project's name. */
function vitestProject(project) {
  const json = path.join(tmp, `vitest-${project}.json`)
  fs.rmSync(json, { force: true })
  const status = run("npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${json}`])
  if (!fs.existsSync(json)) return count(project, 0, 1)
  const report = JSON.parse(fs.readFileSync(json, "utf8"))
  const failedSuites = report.testResults.filter((suite) => suite.status === "failed" && suite.assertionResults.length === 0).length
  const failed = report.numFailedTests + failedSuites
  // A runner that fails with every test green (an unhandled error between tests) still fails.
  count(project, report.numPassedTests, failed + (status !== 0 && failed === 0 ? 1 : 0))
}

step("Unit tests (vitest)")
vitestProject("unit")

step("Integration tests (vitest: fixture builds)")
vitestProject("integration")

step("Builds: the docs and the fixture sites")
const sites = JSON.parse(fs.readFileSync(path.join(projectDir, "e2e", "sites.json"), "utf8"))
const siteLog = path.join(tmp, "build.log")

/** The real site's production build (`gatsby build` into public/), its output kept in .tmp/build.log. */
function buildDocs() {
  return new Promise((resolve) => {
    const child = spawn("npx", ["gatsby", "build"], { env, stdio: ["ignore", "pipe", "pipe"] })
    const log = fs.createWriteStream(siteLog)
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.on("close", (code) => log.end(() => resolve({ code: code ?? 1, logFile: siteLog })))
  })
}

const builds = [
  { name: "build", start: buildDocs },
  ...sites
    .filter((candidate) => candidate.build)
    .map((site) => ({
      name: `build ${site.name}`,
      start: () =>
        buildSite({
          out: path.join(".tmp", "sites", site.name),
          content: site.build.content,
          sidebars: site.build.sidebars,
          packages: site.build.packages,
          env: site.build.env ?? {},
          quiet: true,
        }).then(({ code }) => ({ code, logFile: path.join(tmp, "sites", site.name, "build.log") })),
    })),
]
// Two builds at a time: a Gatsby build leaves a core idle for much of its run (single-threaded
// phases, file I/O), so pairs finish sooner than the same builds one after another.
const results = new Map()
let next = 0
async function worker() {
  while (next < builds.length) {
    const build = builds[next++]
    const started = Date.now()
    const { code, logFile } = await build.start()
    console.log(`${build.name}: ${code === 0 ? "done" : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    if (code !== 0) console.log(fs.readFileSync(logFile, "utf8").slice(-6000))
    results.set(build.name, code)
  }
}
await Promise.all([worker(), worker()])
for (const build of builds) {
  const ok = results.get(build.name) === 0
  count(build.name, ok ? 1 : 0, ok ? 0 : 1)
}
const buildStatus = results.get("build")
console.log(`The docs build's output: ${path.relative(projectDir, siteLog)}`)
// What the build proved about the docs' samples (every one type-checked, every runnable one executed).
const buildLog = fs.existsSync(siteLog) ? fs.readFileSync(siteLog, "utf8") : ""
for (const line of buildLog.match(/(?:TypeScript|Runnable) samples: [^\n]*/g) ?? []) console.log(line)

step("Type check (tsc: the whole project, with the GraphQL types the build generated)")
const typecheckStatus = run("npx", ["tsc", "--noEmit", "-p", "."])
count("typecheck", typecheckStatus === 0 ? 1 : 0, typecheckStatus === 0 ? 0 : 1)

step("Browser tests (Playwright + Chromium)")
if (buildStatus === 0) {
  const playwrightJson = path.join(tmp, "playwright.json")
  fs.rmSync(playwrightJson, { force: true })
  // CI makes Playwright refuse a port that is already taken rather than test whatever answers there.
  const status = run("npx", ["playwright", "test"], { PLAYWRIGHT_JSON: playwrightJson, CI: "true" })
  if (fs.existsSync(playwrightJson)) {
    const { stats } = JSON.parse(fs.readFileSync(playwrightJson, "utf8"))
    // A runner that fails before running anything (a busy port, a config error) still fails.
    const runnerFailed = status !== 0 && stats.unexpected === 0 ? 1 : 0
    count("e2e", stats.expected + stats.flaky, stats.unexpected + runnerFailed)
  } else {
    count("e2e", 0, 1)
  }
} else {
  console.log("Skipped: the build failed.")
  count("e2e", 0, 1)
}

// The performance gates: each prints its figures and fails the suite when a budget is crossed.
const gatesDir = path.join(projectDir, "scripts", "gates")
if (fs.existsSync(gatesDir) && buildStatus === 0) {
  for (const gate of fs.readdirSync(gatesDir).filter((file) => file.endsWith(".mjs")).sort()) {
    step(`Gate: ${gate}`)
    const status = run("node", [path.join(gatesDir, gate)])
    count(`gate ${gate}`, status === 0 ? 1 : 0, status === 0 ? 0 : 1)
  }
}

console.log("")
if (failures.length > 0) console.log(`Failures:\n  ${failures.join("\n  ")}`)
console.log(`Suite time: ${elapsed()}`)
const summary = `${totals.passed} passed, ${totals.failed} failed`
fs.writeFileSync(path.join(tmp, "test-summary.txt"), summary + "\n")
console.log(summary)
process.exit(totals.failed > 0 ? 1 : 0)
