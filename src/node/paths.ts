import path from "node:path"
import type { SidebarsConfig } from "./config/sidebars"
import { readSidebarsFile } from "./sidebars-file"

/**
 * Repository root. Gatsby and the test runners run from the project folder
 * (`__dirname` is not usable: Gatsby compiles gatsby-node into .cache/). Isolated
 * builds (scripts/build-site.mjs) run elsewhere and name the project in DOCS_PROJECT_ROOT.
 */
export const rootDir = process.env.DOCS_PROJECT_ROOT ?? process.cwd()

/** The docs folder. `DOCS_CONTENT_DIR` overrides it (tests build fixture folders with it). */
export function contentDir(): string {
  const override = process.env.DOCS_CONTENT_DIR
  return override ? path.resolve(rootDir, override) : path.join(rootDir, "content", "docs")
}

export const staticDir = path.join(process.cwd(), "static")

/** A path as authors see it in messages: relative to the repository, with forward slashes. */
export function displayPath(absPath: string): string {
  const rel = path.relative(rootDir, absPath)
  return (rel.startsWith("..") ? absPath : rel).split(path.sep).join("/")
}

/**
 * The sidebars: `authored` (sidebars.ts's export, which the caller imports and passes), unless
 * `DOCS_SIDEBARS_FILE` names another file: JSON, or a Docusaurus-style `sidebars.ts` / `.js`
 * module (src/node/sidebars-file.ts). Its shape is checked when the sidebars are resolved
 * (src/node/sidebar.ts).
 */
export function loadSidebarsConfig(authored: SidebarsConfig): SidebarsConfig {
  const override = process.env.DOCS_SIDEBARS_FILE
  if (!override) return authored
  const file = path.resolve(rootDir, override)
  return readSidebarsFile(file, displayPath(file)) as SidebarsConfig
}

/** The sidebars file as messages name it. */
export function sidebarsFileShown(): string {
  const override = process.env.DOCS_SIDEBARS_FILE
  return override ? displayPath(path.resolve(rootDir, override)) : "sidebars.ts"
}
