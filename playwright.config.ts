import { defineConfig } from "@playwright/test"
import { SITES } from "./e2e/sites"
import chromiumArgs from "./scripts/chromium-args.json"

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const only = process.env.E2E_SITES?.split(",")
const sites = only ? SITES.filter((site) => only.includes(site.name)) : SITES

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
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
  projects: sites.map((site) => ({
    name: site.name,
    testMatch: site.testMatch,
    use: { baseURL: `http://127.0.0.1:${site.port}` },
  })),
  webServer: sites.map((site) => ({
    command: ["node", "scripts/serve.mjs", "--host", "127.0.0.1", "--port", String(site.port), "--dir", site.publicDir, ...(site.serveArgs ?? [])].join(" "),
    url: `http://127.0.0.1:${site.port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  })),
})
