import fs from "node:fs"
import path from "node:path"
import type { FullConfig } from "@playwright/test"
import { pathToFileURL } from "node:url"
import type { BackgroundServer, serveInBackground as ServeInBackground } from "../scripts/serve/background.mjs"
import { ORIGINS_VARIABLE, selectedSites } from "./sites"

/**
 * Starts one static server per site on a port the system picks, so a run never depends on a
 * port being free and never tests a server it did not start; publishes the origins for the
 * workers (their config reads them, e2e/sites.ts) and stops the servers when the run ends. Each
 * server also ends by itself if this process dies (scripts/serve/background.mjs).
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const projectDir = path.resolve(__dirname, "..")
  const sites = selectedSites()
  const missing = sites.filter((site) => !fs.existsSync(path.join(projectDir, site.publicDir, "index.html")))
  if (missing.length > 0) {
    throw new Error(
      `No build for ${missing.map((site) => `"${site.name}" (${site.publicDir})`).join(", ")}. ` +
        "Run `npm test` (it builds every site), or `npm run build` for the docs and `node scripts/build-site.mjs` for a fixture (see e2e/sites.json).",
    )
  }
  // Loaded by URL at run time: Playwright compiles what a config imports statically to CommonJS, which an .mjs file cannot be.
  const backgroundModule = pathToFileURL(path.join(projectDir, "scripts", "serve", "background.mjs")).href
  const { serveInBackground } = (await import(backgroundModule)) as { serveInBackground: typeof ServeInBackground }
  const servers: BackgroundServer[] = await Promise.all(
    sites.map((site) => serveInBackground({ dir: path.join(projectDir, site.publicDir) })),
  )
  process.env[ORIGINS_VARIABLE] = JSON.stringify(Object.fromEntries(sites.map((site, index) => [site.name, servers[index]!.origin])))
  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
  }
}
