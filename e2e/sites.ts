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
  /** Spec files (globs relative to e2e/) that run against this site. */
  testMatch: string[]
  /** For fixture sites: the content folder, sidebars JSON and build environment. */
  build?: { content?: string; sidebars?: string; env?: Record<string, string> }
  /** Extra serve.mjs arguments. */
  serveArgs?: string[]
}

export const SITES: TestSite[] = sites as TestSite[]
