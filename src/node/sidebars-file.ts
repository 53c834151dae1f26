/**
 * Reading a sidebars file named by `DOCS_SIDEBARS_FILE`: `.json`, or a module as Docusaurus
 * sites write them (`sidebars.ts`, `sidebars.js`, `.cjs`, `.mjs`) exporting the sidebars as
 * `export default` or `module.exports`. TypeScript is transpiled with the compiler the sample
 * checker already uses (types are erased, so `import type { SidebarsConfig } from
 * '@docusaurus/plugin-content-docs'` needs no Docusaurus), then evaluated as CommonJS with
 * `require` resolved from the file's own folder.
 */
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import ts from "typescript"

export class SidebarsFileError extends Error {}

const MODULE_EXTENSIONS = new Set([".ts", ".mts", ".cts", ".js", ".cjs", ".mjs"])

function evaluateModule(file: string, source: string): unknown {
  const { outputText, diagnostics } = ts.transpileModule(source, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  })
  const syntax = diagnostics?.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
  if (syntax) {
    const line = syntax.file && syntax.start !== undefined ? syntax.file.getLineAndCharacterOfPosition(syntax.start).line + 1 : 1
    throw new SidebarsFileError(`${line}: ${ts.flattenDiagnosticMessageText(syntax.messageText, " ")}`)
  }
  // CommonJS's wrapper, with a require that resolves as it would beside the file (its own node_modules first).
  const module: { exports: unknown } = { exports: {} }
  const run = new Function("exports", "require", "module", "__filename", "__dirname", outputText) as (
    exports: unknown,
    require: NodeRequire,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void
  run(module.exports, createRequire(file), module, file, path.dirname(file))
  const exported = module.exports as { default?: unknown; __esModule?: boolean }
  return exported && typeof exported === "object" && "default" in exported ? exported.default : exported
}

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
    value = evaluateModule(file, source)
  } catch (error) {
    if (error instanceof SidebarsFileError) throw new SidebarsFileError(`${shown}:${error.message}. Fix the syntax.`)
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
