/**
 * Reading a sidebars file named by `DOCS_SIDEBARS_FILE`: `.json`, or a module as Docusaurus
 * sites write them (`sidebars.ts`, `sidebars.js`, `.cjs`, `.mjs`) exporting the sidebars as
 * `export default` or `module.exports`, evaluated by module-file.ts (types are erased, so
 * `import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'` needs no Docusaurus;
 * `require` resolves from the file's own folder).
 */
import fs from "node:fs"
import path from "node:path"
import { evaluateModuleFile, ModuleSyntaxError } from "./module-file"

export class SidebarsFileError extends Error {}

const MODULE_EXTENSIONS = new Set([".ts", ".mts", ".cts", ".js", ".cjs", ".mjs"])

/**
 * The sidebars object a file holds. Throws SidebarsFileError naming the file (and line, for a
 * syntax error) and what to fix.
 */
export function readSidebarsFile(file: string, shown: string): unknown {
  const extension = path.extname(file)
  let source: string
  try {
    source = fs.readFileSync(file, "utf8")
  } catch (error) {
    throw new SidebarsFileError(`${shown}: cannot read the sidebars file named by DOCS_SIDEBARS_FILE (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). Fix the path.`)
  }
  if (extension === ".json") {
    try {
      return JSON.parse(source)
    } catch (error) {
      throw new SidebarsFileError(`${shown}: the sidebars JSON does not parse: ${(error as Error).message}. Fix the JSON.`)
    }
  }
  if (!MODULE_EXTENSIONS.has(extension)) {
    throw new SidebarsFileError(`${shown}: a sidebars file must be .json, .ts, .js, .cjs or .mjs, not "${extension || "(none)"}". Rename it.`)
  }
  let value: unknown
  try {
    value = evaluateModuleFile(file, source)
  } catch (error) {
    if (error instanceof ModuleSyntaxError) throw new SidebarsFileError(`${shown}:${error.line}: ${error.message}. Fix the syntax.`)
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    throw new SidebarsFileError(`${shown}: evaluating the sidebars module failed: ${message}. Fix the module so that it exports the sidebars object.`)
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new SidebarsFileError(
      `${shown}: the sidebars module must export an object of sidebars (\`export default { docs: [...] }\` or \`module.exports = { docs: [...] }\`), got ${Array.isArray(value) ? "a list" : typeof value}.`,
    )
  }
  return value
}
