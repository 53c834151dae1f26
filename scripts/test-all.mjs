#!/usr/bin/env node
// The whole test suite, as CI runs it (`npm test`):
//   1. Chromium for the browser tests (installed with apt-get when missing)
//   2. unit tests (vitest project "unit": fast, no builds)
//   3. integration tests (vitest project "integration": real gatsby builds of broken and changed fixtures)
//   4. the production build of the real site, and the fixture sites of e2e/sites.json
//   5. browser tests (Playwright, Debian's Chromium, every core) against those builds
//   6. the performance gates (scripts/gates/*.mjs: JavaScript budget, Lighthouse), last,
//      when nothing else competes for the CPU

// Ends with one line "N passed, N failed" and exits non-zero if anything failed.
import fs from "node:fs"
import path from "node:path"
import { spawnSync } from "node:child_process"
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

function step(title) {
  console.log(`\n=== ${title} ===`)
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

step("Production build of the docs")
const buildStatus = run("npx", ["gatsby", "build"])
count("build", buildStatus === 0 ? 1 : 0, buildStatus === 0 ? 0 : 1)

const sites = JSON.parse(fs.readFileSync(path.join(projectDir, "e2e", "sites.json"), "utf8"))
for (const site of sites.filter((candidate) => candidate.build)) {
  step(`Fixture build: ${site.name}`)
  const { code } = await buildSite({
    out: path.join(".tmp", "sites", site.name),
    content: site.build.content,
    sidebars: site.build.sidebars,
    env: site.build.env ?? {},
    quiet: true,
  })
  if (code !== 0) console.log(fs.readFileSync(path.join(tmp, "sites", site.name, "build.log"), "utf8").slice(-4000))
  count(`build ${site.name}`, code === 0 ? 1 : 0, code === 0 ? 0 : 1)
}

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

// The performance gates (issue 8): each prints its figures and fails the suite when a budget is crossed.
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
const summary = `${totals.passed} passed, ${totals.failed} failed`
fs.writeFileSync(path.join(tmp, "test-summary.txt"), summary + "\n")
console.log(summary)
process.exit(totals.failed > 0 ? 1 : 0)
