import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

const root = process.cwd()

/** Browser code: src/ outside src/node, and gatsby-browser / gatsby-ssr (tests and the schema module itself aside). */
function browserFiles(): string[] {
  const src = path.join(root, "src")
  const files = fs
    .readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mts|mjs|js|jsx)$/.test(file) && !/\.(test|bench)\.[cm]?[jt]sx?$/.test(file))
    .filter((file) => !file.startsWith(`node${path.sep}`) && file !== path.join("shared", "client-config-schema.ts"))
    .map((file) => path.join(src, file))
  return [...files, ...["gatsby-browser.tsx", "gatsby-ssr.tsx"].map((name) => path.join(root, name)).filter((file) => fs.existsSync(file))]
}

/** Imports of zod or of the client schema that are not type-only: they would ship zod to the browser. */
export function valueImports(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?[^"'`;]*?\bfrom\s*["']([^"']+)["']/g)) {
    const [, , typeOnly, specifier] = match
    if (!typeOnly && (specifier === "zod" || /(^|\/)client-config-schema$/.test(specifier!))) found.push(specifier!)
  }
  return found
}

describe("the browser's config types", () => {
  it("flags a value import of zod or the client schema, and lets type-only imports through", () => {
    expect(valueImports('import type { z } from "zod"\nimport type { clientSiteConfigSchema } from "./client-config-schema"\n')).toEqual([])
    expect(valueImports('import { z } from "zod"\nimport { clientSiteConfigSchema } from "../shared/client-config-schema"\n')).toEqual([
      "zod",
      "../shared/client-config-schema",
    ])
  })

  it("come from the schema through type-only imports, so browser code bundles no zod", () => {
    const files = browserFiles()
    expect(files.some((file) => file.endsWith(path.join("shared", "client-config.ts")))).toBe(true)
    const offenders = files.flatMap((file) => valueImports(fs.readFileSync(file, "utf8")).map((specifier) => `${path.relative(root, file)}: ${specifier}`))
    expect(offenders).toEqual([])
  })
})
