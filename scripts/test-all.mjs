#!/usr/bin/env node
// The whole test suite, as CI runs it (`npm test`), in a clone in a folder of any name:
//   1. Chromium for the browser tests (installed with apt-get when missing)
//   2. what needs no built site, run while the sites build, two jobs at a time (the machine's
//      cores): the production build of the docs, the fixture sites of e2e/sites.json, the unit
//      tests (vitest project "unit"), the integration tests (project "integration": real gatsby
//      builds of broken and changed fixtures), and the type check once the docs' build has
//      generated its GraphQL types
//   3. browser tests (Playwright, Debian's Chromium, every core) against those builds, each site
//      served on a free port (e2e/global-setup.ts), and beside them the deterministic gates
//      (scripts/gates/*.mjs: the JavaScript budget in bytes, Lighthouse's accessibility,
//      best-practices and SEO scores, the built text files' bytes: UTF-8, no NUL, no U+FFFD).
//      Times and the Lighthouse performance score depend on the
//      machine's load: they are `npm run bench` and `npm run gates`, not this.
//
// Ends with one line "N passed, N failed" and exits non-zero if anything failed. Every server and
// build it starts ends with it, also when it is interrupted (Ctrl+C, a kill).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn, spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { ensureChromium } from "./ensure-chromium.mjs"
import { buildFixtureSite, fixtureSites } from "./build-site.mjs"

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
process.chdir(projectDir)
const tmp = path.join(projectDir, ".tmp")
fs.mkdirSync(tmp, { recursive: true })
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
const totals = { passed: 0, failed: 0 }
const failures = []
const timings = []

const suiteStarted = Date.now()
const clock = (ms) => `${Math.floor(ms / 60000)}m${String(Math.floor((ms % 60000) / 1000)).padStart(2, "0")}s`
const elapsed = () => clock(Date.now() - suiteStarted)
function step(title) {
  console.log(`\n=== ${title} (at ${elapsed()}) ===`)
}

/** Children still running, ended with the suite (a signal to this process would otherwise orphan them). */
const running = new Set()
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        // Each child leads its own process group: this ends gatsby's and Playwright's workers too.
        process.kill(-child.pid, "SIGTERM")
      } catch {}
    }
    console.log(`\nInterrupted (${signal}) at ${elapsed()}: stopped ${running.size} running job(s).`)
    process.exit(130)
  })
}

/**
 * Runs a command in its own process group. Output goes to the terminal, or to `logFile` (then
 * printed by the caller when the job fails), so jobs running side by side do not interleave.
 */
function run(command, args, { extraEnv = {}, logFile } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...env, ...extraEnv },
      stdio: logFile ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
      detached: true,
    })
    running.add(child)
    if (logFile) {
      const log = fs.createWriteStream(logFile)
      child.stdout.pipe(log, { end: false })
      child.stderr.pipe(log, { end: false })
      child.on("close", () => log.end())
    }
    child.on("close", (code) => {
      running.delete(child)
      resolve(code ?? 1)
    })
  })
}

function count(name, passed, failed) {
  totals.passed += passed
  totals.failed += failed
  if (failed > 0) failures.push(`${name}: ${failed} failed`)
  console.log(`${name}: ${passed} passed, ${failed} failed`)
}

const tail = (file, characters = 6000) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").slice(-characters) : `(no output in ${file})`)

fs.rmSync(path.join(tmp, "test-summary.txt"), { force: true })

if (!fs.existsSync(path.join(projectDir, "node_modules", ".bin", "gatsby"))) {
  step("Dependencies (npm ci)")
  if (spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { stdio: "inherit", env }).status !== 0) {
    console.log("0 passed, 1 failed")
    process.exit(1)
  }
}

step("Chromium")
ensureChromium()

/** Runs one vitest project (vitest.config.ts), its output in .tmp/vitest-<project>.log, and counts its tests. */
async function vitestProject(project) {
  const json = path.join(tmp, `vitest-${project}.json`)
  const logFile = path.join(tmp, `vitest-${project}.log`)
  fs.rmSync(json, { force: true })
  const status = await run("npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${json}`], {
    logFile,
  })
  if (!fs.existsSync(json)) {
    console.log(tail(logFile))
    return count(project, 0, 1)
  }
  const report = JSON.parse(fs.readFileSync(json, "utf8"))
  const failedSuites = report.testResults.filter((suite) => suite.status === "failed" && suite.assertionResults.length === 0).length
  const failed = report.numFailedTests + failedSuites
  if (status !== 0 || failed > 0) console.log(tail(logFile, 20000))
  // A runner that fails with every test green (an unhandled error between tests) still fails.
  count(project, report.numPassedTests, failed + (status !== 0 && failed === 0 ? 1 : 0))
}

const docsLog = path.join(tmp, "build.log")
let docsBuilt = false

/** The real site's production build (`gatsby build` into public/), its output kept in .tmp/build.log. */
async function buildDocs() {
  const code = await run("npx", ["gatsby", "build"], { logFile: docsLog })
  docsBuilt = code === 0
  if (!docsBuilt) console.log(tail(docsLog))
  count("build", docsBuilt ? 1 : 0, docsBuilt ? 0 : 1)
  // What the build proved about the docs' samples (every one type-checked, every runnable one executed).
  for (const line of tail(docsLog, Infinity).match(/(?:TypeScript|Runnable) samples: [^\n]*/g) ?? []) console.log(line)
  if (docsBuilt) queue.unshift({ name: "typecheck", start: typecheck })
}

async function buildFixture(site) {
  const { code } = await buildFixtureSite(site)
  if (code !== 0) console.log(tail(path.join(tmp, "sites", site.name, "build.log")))
  count(`build ${site.name}`, code === 0 ? 1 : 0, code === 0 ? 0 : 1)
}

/** The whole project, with the GraphQL types the docs' build generated. */
async function typecheck() {
  const logFile = path.join(tmp, "typecheck.log")
  const status = await run("npx", ["tsc", "--noEmit", "-p", "."], { logFile })
  if (status !== 0) console.log(tail(logFile))
  count("typecheck", status === 0 ? 1 : 0, status === 0 ? 0 : 1)
}

const fixtures = fixtureSites()

step("Builds, unit, integration and type check, two at a time")
// The docs' build is the longest job and the browser tests wait for it, so it starts first; the
// type check goes to the front of the queue when it ends.
const queue = [
  { name: "build", start: buildDocs },
  { name: "unit", start: () => vitestProject("unit") },
  ...fixtures.map((site) => ({ name: `build ${site.name}`, start: () => buildFixture(site) })),
  { name: "integration", start: () => vitestProject("integration") },
]
// One job per core (two at the least: a build leaves a core idle for part of its run), four at the most.
const slots = Math.max(2, Math.min(os.availableParallelism(), 4))
async function worker() {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const started = Date.now()
    console.log(`[${elapsed()}] ${job.name}: started`)
    await job.start()
    const seconds = (Date.now() - started) / 1000
    timings.push([job.name, seconds])
    console.log(`[${elapsed()}] ${job.name}: finished in ${seconds.toFixed(1)} s`)
  }
}
await Promise.all(Array.from({ length: slots }, worker))
console.log(`The docs build's output: ${path.relative(projectDir, docsLog)}`)

// The browser tests and the deterministic gates side by side: a gate's run mostly waits (Lighthouse
// waits for the page to go quiet), and neither measures time. A gate's output is printed when it ends.
const gatesDir = path.join(projectDir, "scripts", "gates")
async function gates() {
  for (const gate of fs.readdirSync(gatesDir).filter((file) => file.endsWith(".mjs")).sort()) {
    const started = Date.now()
    const logFile = path.join(tmp, `gate-${gate.replace(/\.mjs$/, "")}.log`)
    const status = await run("node", [path.join(gatesDir, gate)], { logFile })
    timings.push([`gate ${gate}`, (Date.now() - started) / 1000])
    step(`Gate: ${gate}`)
    console.log(tail(logFile, 20000).trimEnd())
    count(`gate ${gate}`, status === 0 ? 1 : 0, status === 0 ? 0 : 1)
  }
}

async function browserTests() {
  const playwrightJson = path.join(tmp, "playwright.json")
  fs.rmSync(playwrightJson, { force: true })
  const started = Date.now()
  const status = await run("npx", ["playwright", "test"], { extraEnv: { PLAYWRIGHT_JSON: playwrightJson } })
  timings.push(["e2e", (Date.now() - started) / 1000])
  if (fs.existsSync(playwrightJson)) {
    const { stats } = JSON.parse(fs.readFileSync(playwrightJson, "utf8"))
    // A runner that fails before running anything (a config error, a server that did not start) still fails.
    const runnerFailed = status !== 0 && stats.unexpected === 0 ? 1 : 0
    count("e2e", stats.expected + stats.flaky, stats.unexpected + runnerFailed)
  } else {
    count("e2e", 0, 1)
  }
}

step("Browser tests (Playwright + Chromium) and gates")
const fixturesBuilt = fixtures.every((site) => fs.existsSync(path.join(projectDir, ".tmp", "sites", site.name, "public", "index.html")))
if (docsBuilt && fixturesBuilt) {
  await Promise.all([browserTests(), gates()])
} else {
  console.log("Skipped: a build failed.")
  count("e2e", 0, 1)
  if (docsBuilt) await gates()
}

console.log("")
if (failures.length > 0) console.log(`Failures:\n  ${failures.join("\n  ")}`)
console.log(`Steps: ${timings.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(", ")}`)
console.log(`Suite time: ${elapsed()} (load average at the end: ${os.loadavg().map((load) => load.toFixed(1)).join(" ")})`)
const summary = `${totals.passed} passed, ${totals.failed} failed`
fs.writeFileSync(path.join(tmp, "test-summary.txt"), summary + "\n")
console.log(summary)
process.exit(totals.failed > 0 ? 1 : 0)
