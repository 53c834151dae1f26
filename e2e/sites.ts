import path from "node:path"
import sites from "./sites.json"

/**
 * The built sites the browser tests run against (e2e/sites.json, also read by
 * scripts/test-all.mjs). `site` is the real docs (public/, from `npm run build`);
 * a fixture site names its content folder, sidebars and environment, and is built
 * with scripts/build-site.mjs into .tmp/sites/<name>/public.
 */
export interface TestSite {
  name: string
  port: number
  /** Folder holding index.html, relative to the project. */
  publicDir: string
  /**
   * The specs that run against this site, relative to e2e/: a folder ending in "/" (every
   * `*.spec.ts` below it) or one spec file. No globs: Playwright matches globs anywhere in the
   * absolute path, so `site/**` also claimed every spec of a clone in a folder named `site`.
   */
  specs: string[]
  /** For fixture sites: the content folder, sidebars file, the folder's own packages (copied into its node_modules) and build environment. */
  build?: { content?: string; sidebars?: string; packages?: string; env?: Record<string, string> }
  /** Extra serve.mjs arguments. */
  serveArgs?: string[]
}

/**
 * `E2E_PORT_OFFSET` moves every site's port (two checkouts testing at once on one machine,
 * each with its own servers); unset, the ports are those of sites.json.
 */
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0

export const SITES: TestSite[] = (sites as TestSite[]).map((site) => ({ ...site, port: site.port + portOffset }))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const toPosix = (file: string) => file.split(path.sep).join("/")

/**
 * An anchored pattern for one `specs` entry of a site, for Playwright's `testMatch` (which
 * tests it against the spec's absolute path, in `/` form on every platform).
 */
export function specPattern(e2eDir: string, spec: string): RegExp {
  const location = `${toPosix(path.resolve(e2eDir))}/${spec}`
  if (/[*?[\]{}!]/.test(spec) || spec.startsWith("/") || spec.split("/").includes("..")) {
    throw new Error(`e2e/sites.json: specs entry "${spec}" must be a folder ending in "/" or a .spec.ts file, relative to e2e/ (no globs).`)
  }
  if (spec.endsWith("/")) return new RegExp(`^${escapeRegExp(location)}.+\\.spec\\.ts$`)
  if (spec.endsWith(".spec.ts")) return new RegExp(`^${escapeRegExp(location)}$`)
  throw new Error(`e2e/sites.json: specs entry "${spec}" must be a folder ending in "/" or a .spec.ts file, relative to e2e/.`)
}

/** The port a site is served on, with the path it is mounted at (its serve.mjs --prefix). */
export function siteURL(site: TestSite): string {
  const prefixIndex = site.serveArgs?.indexOf("--prefix") ?? -1
  const prefix = prefixIndex === -1 ? "" : (site.serveArgs?.[prefixIndex + 1] ?? "")
  return `http://127.0.0.1:${site.port}${prefix.replace(/\/+$/, "")}/`
}

/** The Playwright projects and web servers for `sites`, for a project checked out in `projectDir`. */
export function playwrightSetup(projectDir: string, sites: TestSite[]) {
  const e2eDir = path.join(projectDir, "e2e")
  return {
    projects: sites.map((site) => ({
      name: site.name,
      testMatch: site.specs.map((spec) => specPattern(e2eDir, spec)),
      use: { baseURL: `http://127.0.0.1:${site.port}` },
    })),
    webServer: sites.map((site) => ({
      command: ["node", "scripts/serve.mjs", "--host", "127.0.0.1", "--port", String(site.port), "--dir", site.publicDir, ...(site.serveArgs ?? [])].join(" "),
      cwd: projectDir,
      url: siteURL(site),
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
  }
}
