import os from "node:os"
import path from "node:path"
import { defineConfig } from "@playwright/test"
import { SITES, playwrightSetup } from "./e2e/sites"
import chromiumArgs from "./scripts/chromium-args.json"

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const only = process.env.E2E_SITES?.split(",")
const sites = only ? SITES.filter((site) => only.includes(site.name)) : SITES
const { projects, webServer } = playwrightSetup(path.resolve(__dirname), sites)

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Every core, CI or not (Playwright's own default is half of them); `--workers` overrides it.
  workers: os.cpus().length,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON }]] : "list",
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: chromiumArgs,
    },
    trace: "off",
  },
  projects,
  webServer,
})
