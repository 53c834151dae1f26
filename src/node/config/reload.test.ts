import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { readSiteConfigModule } from "./reload"
import { envOrigin } from "./env"
import { loadSiteConfig, parseSiteConfig, replaceSiteConfig, SiteConfigError } from "./load"
import authoredConfig from "../../../site.config"

const project = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-config-"))
  fs.mkdirSync(path.join(dir, "src", "node", "config"), { recursive: true })
  fs.copyFileSync(path.join(process.cwd(), "src", "node", "config", "env.ts"), path.join(dir, "src", "node", "config", "env.ts"))
  return dir
}

afterEach(() => {
  delete process.env.DOCS_TEST_BAR
})

describe("readSiteConfigModule (site.config.ts read again under gatsby develop)", () => {
  it("evaluates the TypeScript module with its relative imports, and values read from a variable keep its name", () => {
    const dir = project()
    fs.writeFileSync(path.join(dir, "helpers.ts"), "export const shout = (text: string): string => text.toUpperCase()\n")
    process.env.DOCS_TEST_BAR = '{ "id": "x", "content": "Hi" }'
    fs.writeFileSync(
      path.join(dir, "site.config.ts"),
      'import type { SiteConfigInput } from "./src/node/config/schema"\nimport { envJson } from "./src/node/config/env"\nimport { shout } from "./helpers"\nconst config = { title: shout("docs"), bar: envJson<object>("DOCS_TEST_BAR") }\nexport default config as unknown as SiteConfigInput\n',
    )
    const value = readSiteConfigModule(path.join(dir, "site.config.ts")) as { title: string; bar: object }
    expect(value.title).toBe("DOCS")
    // The process's own env module: the record of where a value came from is the one load.ts reads.
    expect(envOrigin(value.bar)).toBe("DOCS_TEST_BAR")
  })

  it("names the file and line of a syntax error", () => {
    const dir = project()
    fs.writeFileSync(path.join(dir, "site.config.ts"), "export default {\n  title: 'x',,\n}\n")
    expect(() => readSiteConfigModule(path.join(dir, "site.config.ts"))).toThrow(/^site\.config\.ts:2: .*Fix the syntax and save/)
  })
})

describe("replaceSiteConfig", () => {
  it("makes a valid config the one every later loadSiteConfig() returns, and keeps the old one on a bad value", () => {
    const original = loadSiteConfig(authoredConfig)
    try {
      const input = structuredClone(original) as Record<string, unknown>
      ;(input.navbar as Record<string, unknown>).title = "Live title"
      const next = replaceSiteConfig(input)
      expect(loadSiteConfig(authoredConfig)).toBe(next)
      expect(loadSiteConfig(authoredConfig).navbar.title).toBe("Live title")
      ;(input.navbar as Record<string, unknown>).title = 42
      expect(() => replaceSiteConfig(input)).toThrow(SiteConfigError)
      expect(loadSiteConfig(authoredConfig)).toBe(next)
    } finally {
      const restored = parseSiteConfig(original)
      if (restored.ok) replaceSiteConfig(original)
    }
  })
})
