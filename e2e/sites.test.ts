import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import config from "../playwright.config"
import { SITES, playwrightProjects, selectedSites, servedOrigins, specPattern } from "./sites"

const e2eDir = path.join(process.cwd(), "e2e")
const specFiles = fs
  .readdirSync(e2eDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".spec.ts"))
  .map((file) => file.split(path.sep).join("/"))

/** The site a spec is written for: its folder's name, or its own name for a spec at the top of e2e/. */
const ownerOf = (spec: string) => (spec.includes("/") ? spec.split("/")[0] : spec.replace(/\.spec\.ts$/, ""))

/** The projects whose testMatch claims a file, matched the way Playwright matches a RegExp: on the absolute path. */
function claimants(projects: { name?: string; testMatch?: unknown }[], file: string): string[] {
  return projects
    .filter((project) => (project.testMatch as RegExp[]).some((pattern) => pattern.test(file)))
    .map((project) => project.name ?? "")
}

describe("Playwright projects", () => {
  it("finds the specs it checks", () => {
    expect(specFiles).toContain("site/a11y.spec.ts")
    expect(specFiles).toContain("dialect.spec.ts")
  })

  for (const projectDir of ["/tmp/clones/site", "/home/reader/site/docs copy (2)", "/srv/e2e/site/e2e"]) {
    it(`gives each spec to exactly its own site in a checkout at ${projectDir}`, () => {
      const projects = playwrightProjects(projectDir, SITES, {})
      for (const spec of specFiles) {
        expect(claimants(projects, `${projectDir}/e2e/${spec}`), spec).toEqual([ownerOf(spec)])
      }
    })
  }

  it("does the same in the loaded playwright.config.ts, which uses every core", () => {
    const projects = config.projects ?? []
    expect(projects.map((project) => project.name)).toEqual(SITES.map((site) => site.name))
    for (const spec of specFiles) {
      expect(claimants(projects, path.join(e2eDir, spec).split(path.sep).join("/")), spec).toEqual([ownerOf(spec)])
    }
    expect(config.workers).toBe(os.cpus().length)
  })

  it("refuses a glob in e2e/sites.json, naming the file and the fix", () => {
    expect(() => specPattern(e2eDir, "site/**/*.spec.ts")).toThrow(/e2e\/sites\.json: specs entry "site\/\*\*\/\*\.spec\.ts" must be a folder ending in "\/" or a \.spec\.ts file/)
    expect(() => specPattern(e2eDir, "site")).toThrow(/must be a folder ending in "\/"/)
  })

  it("gives each project its site's origin from the servers global setup started, and no fixed port", () => {
    const origins = { site: "http://127.0.0.1:40001", chrome: "http://127.0.0.1:40002" }
    const projects = playwrightProjects("/tmp/clones/site", SITES, servedOrigins({ E2E_ORIGINS: JSON.stringify(origins) }))
    expect(projects.find((project) => project.name === "site")?.use.baseURL).toBe(origins.site)
    expect(projects.find((project) => project.name === "chrome")?.use.baseURL).toBe(origins.chrome)
    expect(JSON.stringify(SITES)).not.toMatch(/"port"/)
  })

  it("runs the sites named in E2E_SITES, and refuses a name that is not a site", () => {
    expect(selectedSites({ E2E_SITES: "chrome, dialect" }).map((site) => site.name)).toEqual(["chrome", "dialect"])
    expect(selectedSites({}).map((site) => site.name)).toEqual(SITES.map((site) => site.name))
    expect(() => selectedSites({ E2E_SITES: "chrom" })).toThrow(/E2E_SITES names "chrom", not in e2e\/sites\.json/)
  })
})
