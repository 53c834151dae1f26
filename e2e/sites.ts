import path from "node:path"
import sites from "./sites.json"

/**
 * The built sites the browser tests run against (e2e/sites.json, also read by
 * scripts/test-all.mjs). `site` is the real docs (public/, from `npm run build`);
 * a fixture site names its content folder, sidebars and environment, and is built
 * with scripts/build-site.mjs into .tmp/sites/<name>/public. One fixture carries
 * several concerns where they cannot mask each other (docs/testing.md).
 */
export interface TestSite {
  name: string
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
}

export const SITES: TestSite[] = sites as TestSite[]

/**
 * Where each site is served during a run: `{ [name]: origin }`, set by e2e/global-setup.ts
 * (which starts a server per site on a free port) before Playwright starts its workers, which
 * inherit it. Unset in the runner process before the setup runs, and in unit tests.
 */
export const ORIGINS_VARIABLE = "E2E_ORIGINS"

export function servedOrigins(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const value = env[ORIGINS_VARIABLE]
  return value ? (JSON.parse(value) as Record<string, string>) : {}
}

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

/**
 * The Playwright projects for `sites`, for a project checked out in `projectDir`. Each project's
 * `baseURL` is its site's origin in `origins` (empty before the servers started: the runner
 * process reads the config before global setup, the workers after it).
 */
export function playwrightProjects(projectDir: string, sites: TestSite[], origins: Record<string, string>) {
  const e2eDir = path.join(projectDir, "e2e")
  return sites.map((site) => ({
    name: site.name,
    testMatch: site.specs.map((spec) => specPattern(e2eDir, spec)),
    use: { baseURL: origins[site.name] },
  }))
}

/** The sites a run tests: every one, or those named in E2E_SITES (comma-separated). */
export function selectedSites(env: NodeJS.ProcessEnv = process.env): TestSite[] {
  const only = env.E2E_SITES?.split(",").map((name) => name.trim()).filter(Boolean)
  if (!only) return SITES
  const unknown = only.filter((name) => !SITES.some((site) => site.name === name))
  if (unknown.length > 0) {
    throw new Error(`E2E_SITES names ${unknown.map((name) => `"${name}"`).join(", ")}, not in e2e/sites.json; use ${SITES.map((site) => `"${site.name}"`).join(", ")}.`)
  }
  return SITES.filter((site) => only.includes(site.name))
}
