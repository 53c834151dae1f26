/**
 * The line between build-time and browser code. Build code (src/node, gatsby-node,
 * gatsby-config, site.config.ts and sidebars.ts, a plugin's gatsby-node and node
 * folder) runs in Node; browser code
 * (components, state, search, templates, pages, gatsby-browser and gatsby-ssr, which
 * renders the same components) is bundled by webpack. What both use lives in
 * src/shared and imports nothing from either side. Type-only imports count too:
 * a reader should never need to open build code to understand a component.
 */
import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

type Zone = "build" | "browser" | "shared" | "other"

const root = process.cwd()

/** A file's zone, from its path relative to the project (forward slashes). */
export function zoneOf(rel: string): Zone {
  if (/^src\/shared\//.test(rel) || /^plugins\/[^/]+\/src\/shared(\.ts)?$/.test(rel)) return "shared"
  if (/^src\/node\//.test(rel) || /^gatsby-(node|config)(\.tsx?)?$/.test(rel) || /^(site\.config|sidebars)(\.ts)?$/.test(rel)) return "build"
  if (/^plugins\/[^/]+\/(gatsby-node(\.[cm]?[jt]sx?)?$|src\/node\/)/.test(rel)) return "build"
  if (/^src\//.test(rel) || /^gatsby-(browser|ssr)(\.tsx?)?$/.test(rel)) return "browser"
  if (/^plugins\/[^/]+\//.test(rel)) return "browser"
  return "other"
}

/** What each zone may import from the project (packages are not checked here). */
const ALLOWED: Record<Zone, Zone[]> = {
  shared: ["shared"],
  build: ["build", "shared"],
  browser: ["browser", "shared"],
  other: ["build", "browser", "shared", "other"],
}

const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^"'`;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|\brequire\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s*["']([^"']+)["']/g

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => SOURCE.test(file) && !/\.(test|bench)\.[cm]?[jt]sx?$/.test(file) && !file.split(path.sep).includes("node_modules"))
    .map((file) => path.join(dir, file))
}

function projectFiles(): string[] {
  const top = fs.readdirSync(root).filter((name) => /^(gatsby-(node|config|browser|ssr)\.tsx?|site\.config\.ts|sidebars\.ts)$/.test(name))
  return [...top.map((name) => path.join(root, name)), ...sourceFiles(path.join(root, "src")), ...sourceFiles(path.join(root, "plugins"))]
}

const rel = (file: string) => path.relative(root, file).split(path.sep).join("/")

/** Project-relative targets of a file's relative imports. */
function importsOf(relFile: string, text: string): { specifier: string; target: string }[] {
  const found: { specifier: string; target: string }[] = []
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4]
    if (!specifier || !specifier.startsWith(".")) continue
    found.push({ specifier, target: path.posix.normalize(path.posix.join(path.posix.dirname(relFile), specifier)) })
  }
  return found
}

/** Every import that crosses the line, for files given as project-relative path and text. */
export function violations(files: { rel: string; text: string }[]): string[] {
  const problems: string[] = []
  for (const { rel: file, text } of files) {
    const from = zoneOf(file)
    for (const { specifier, target } of importsOf(file, text)) {
      const to = zoneOf(target)
      if (!ALLOWED[from].includes(to)) problems.push(`${file} (${from}) imports ${specifier} (${to})`)
    }
    if (from === "browser" || from === "shared") {
      for (const match of text.matchAll(/from\s*["'](node:[^"']+)["']/g)) problems.push(`${file} (${from}) imports ${match[1]}`)
    }
  }
  return problems
}

/** The project's root config files: values the edge passes in (gatsby-config.ts, gatsby-node.ts, scripts). */
const ROOT_CONFIG = /^(site\.config|sidebars)(\.[cm]?[jt]sx?)?$/

/** Every import of a root config file by build code under src/node: it takes their values as arguments instead. */
export function rootConfigImports(files: { rel: string; text: string }[]): string[] {
  const problems: string[] = []
  for (const { rel: file, text } of files) {
    if (!/^src\/node\//.test(file)) continue
    for (const { specifier, target } of importsOf(file, text)) {
      if (ROOT_CONFIG.test(target)) problems.push(`${file} imports ${specifier}`)
    }
  }
  return problems
}

describe("the build/browser boundary", () => {
  it("classifies the project's folders", () => {
    expect(zoneOf("src/node/site.ts")).toBe("build")
    expect(zoneOf("gatsby-node.ts")).toBe("build")
    expect(zoneOf("plugins/static-bodies/gatsby-node.ts")).toBe("build")
    expect(zoneOf("plugins/static-bodies/src/node/compile.ts")).toBe("build")
    expect(zoneOf("plugins/static-bodies/src/shared.ts")).toBe("shared")
    expect(zoneOf("plugins/static-bodies/DocBody.tsx")).toBe("browser")
    expect(zoneOf("src/layout/Sidebar.tsx")).toBe("browser")
    expect(zoneOf("gatsby-ssr.tsx")).toBe("browser")
    expect(zoneOf("src/shared/sidebar.ts")).toBe("shared")
    expect(zoneOf("site.config.ts")).toBe("build")
  })

  it("reports a component that imports build code, even for types, and shared code that imports either side", () => {
    expect(
      violations([
        { rel: "src/layout/Widget.tsx", text: 'import type { X } from "../node/sidebar"\nimport { y } from "../shared/y"\n' },
        { rel: "src/shared/util.ts", text: 'export { z } from "../state/z"\nimport fs from "node:fs"\n' },
        { rel: "src/node/page.ts", text: 'const Body = require("../templates/DocBody")\n' },
        { rel: "gatsby-ssr.tsx", text: 'import config from "./site.config"\n' },
      ]),
    ).toEqual([
      "src/layout/Widget.tsx (browser) imports ../node/sidebar (build)",
      "src/shared/util.ts (shared) imports ../state/z (browser)",
      "src/shared/util.ts (shared) imports node:fs",
      "src/node/page.ts (build) imports ../templates/DocBody (browser)",
      "gatsby-ssr.tsx (browser) imports ./site.config (build)",
    ])
  })

  it("holds for every source file of the project", () => {
    const files = projectFiles()
    expect(files.length).toBeGreaterThan(50)
    expect(violations(files.map((file) => ({ rel: rel(file), text: fs.readFileSync(file, "utf8") })))).toEqual([])
  })
})

describe("root config files", () => {
  it("reports a module under src/node that imports site.config or sidebars, even for types", () => {
    expect(
      rootConfigImports([
        { rel: "src/node/config/load.ts", text: 'import authoredConfig from "../../../site.config"\nimport { z } from "zod"\n' },
        { rel: "src/node/paths.ts", text: 'import type sidebars from "../../sidebars.ts"\nimport type { SidebarsConfig } from "./config/sidebars"\n' },
        { rel: "gatsby-node.ts", text: 'import authoredConfig from "./site.config"\n' },
      ]),
    ).toEqual(["src/node/config/load.ts imports ../../../site.config", "src/node/paths.ts imports ../../sidebars.ts"])
  })

  it("are imported by no module under src/node", () => {
    const files = sourceFiles(path.join(root, "src", "node"))
    expect(files.length).toBeGreaterThan(20)
    expect(rootConfigImports(files.map((file) => ({ rel: rel(file), text: fs.readFileSync(file, "utf8") })))).toEqual([])
  })
})

/**
 * The browser folders import one way: src/layout (the page and its chrome, the early-controls
 * script) → src/mdx (the body's components and widgets) → src/state (storage and the reader's
 * state). A pair of them importing each other both ways is reported once, with one import of each way.
 */
const ONE_WAY_FOLDERS = ["src/mdx", "src/state", "src/layout"]

export function twoWayImports(files: { rel: string; text: string }[]): string[] {
  const folderOf = (file: string) => ONE_WAY_FOLDERS.find((folder) => file.startsWith(`${folder}/`))
  const firstImport = new Map<string, string>()
  for (const { rel: file, text } of files) {
    const from = folderOf(file)
    if (!from) continue
    for (const { specifier, target } of importsOf(file, text)) {
      const to = folderOf(target)
      const edge = `${from} → ${to}`
      if (to && to !== from && !firstImport.has(edge)) firstImport.set(edge, `${file} imports ${specifier}`)
    }
  }
  const problems: string[] = []
  for (const [i, a] of ONE_WAY_FOLDERS.entries()) {
    for (const b of ONE_WAY_FOLDERS.slice(i + 1)) {
      const there = firstImport.get(`${a} → ${b}`)
      const back = firstImport.get(`${b} → ${a}`)
      if (there && back) problems.push(`${a} and ${b} import each other: ${there}; ${back}`)
    }
  }
  return problems
}

describe("imports between src/mdx, src/state and src/layout", () => {
  it("reports a pair of folders that import each other, not a one-way import", () => {
    expect(
      twoWayImports([
        { rel: "src/mdx/tabs/tabs-storage.ts", text: 'import { createStorageSlot } from "../../state/storage"\n' },
        { rel: "src/state/early/script.ts", text: 'import { TABS_TAG } from "../../mdx/tabs/tabs-attributes"\n' },
        { rel: "src/layout/Navbar.tsx", text: 'import { useMobileMenu } from "../state/mobileMenu"\n' },
      ]),
    ).toEqual(["src/mdx and src/state import each other: src/mdx/tabs/tabs-storage.ts imports ../../state/storage; src/state/early/script.ts imports ../../mdx/tabs/tabs-attributes"])
    expect(twoWayImports([{ rel: "src/layout/mdxComponents.tsx", text: 'import { dialectComponents } from "../mdx/components"\n' }])).toEqual([])
  })

  it("holds for every source file of the project", () => {
    const files = projectFiles().filter((file) => ONE_WAY_FOLDERS.some((folder) => rel(file).startsWith(`${folder}/`)))
    expect(files.length).toBeGreaterThan(30)
    expect(twoWayImports(files.map((file) => ({ rel: rel(file), text: fs.readFileSync(file, "utf8") })))).toEqual([])
  })
})
