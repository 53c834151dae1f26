import os from "node:os"
import path from "node:path"
import { defineConfig } from "@playwright/test"
import { playwrightProjects, selectedSites, servedOrigins } from "./e2e/sites"
import chromiumArgs from "./scripts/chromium-args.json"

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export default defineConfig({
  testDir: "e2e",
  // The servers: one per site, each on a free port (e2e/global-setup.ts), never a fixed one.
  globalSetup: "./e2e/global-setup.ts",
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
  projects: playwrightProjects(path.resolve(__dirname), selectedSites(), servedOrigins()),
})
