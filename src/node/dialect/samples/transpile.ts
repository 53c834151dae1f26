/** TypeScript sample → readable JavaScript: types removed, blank lines kept, prettier-formatted. */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

const BLANK_MARKER = "//__DIALECT_BLANK_LINE__"
const TS_DIRECTIVE = /^\s*\/\/\s*@ts-(?:expect-error|ignore)\b.*$/
const TRANSPILE_VERSION = 1

export function jsFileName(name: string): string {
  return name.replace(/\.tsx$/, ".jsx").replace(/\.mts$/, ".mjs").replace(/\.cts$/, ".cjs").replace(/\.ts$/, ".js")
}

/** Prettier options that match the sample's own style (semicolons, quotes). */
export function inferStyle(code: string): { semi: boolean; singleQuote: boolean } {
  const statements = code.split("\n").filter((line) => /\S/.test(line) && !/^\s*\/\//.test(line))
  const withSemi = statements.filter((line) => /;\s*$/.test(line)).length
  const single = (code.match(/'/g) ?? []).length
  const double = (code.match(/"/g) ?? []).length
  return { semi: withSemi * 3 > statements.length, singleQuote: single > double }
}

function stripTypes(code: string, fileName: string): string {
  const source = code
    .split("\n")
    .filter((line) => !TS_DIRECTIVE.test(line))
    .map((line) => (line.trim() === "" ? BLANK_MARKER : line))
    .join("\n")
  const { outputText } = ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      isolatedModules: true,
      removeComments: false,
      newLine: ts.NewLineKind.LineFeed,
      verbatimModuleSyntax: false,
    },
    reportDiagnostics: false,
  })
  let output = outputText
    .split("\n")
    .map((line) => (line.trim() === BLANK_MARKER ? "" : line.replace(new RegExp(`\\s*${BLANK_MARKER}`, "g"), "")))
    .join("\n")
  // transpileModule marks type-only files as modules; the reader never wrote that line.
  if (!/^\s*export\s*\{\s*\}\s*;?\s*$/m.test(code)) output = output.replace(/^export \{\};?\s*$/m, "")
  return output
}

type Prettier = typeof import("prettier")
let prettierModule: Promise<Prettier> | undefined
function prettier(): Promise<Prettier> {
  prettierModule ??= import("prettier")
  return prettierModule
}

const memory = new Map<string, string>()

/**
 * JavaScript for a TypeScript file of a sample. Cached in memory and (with
 * `cacheDir`) on disk, since prettier is the slow part of a build.
 */
export async function toJavaScript(code: string, fileName: string, cacheDir: string | null): Promise<string> {
  const key = createHash("sha256").update(`${TRANSPILE_VERSION}\0${ts.version}\0${fileName}\0${code}`).digest("hex").slice(0, 24)
  const inMemory = memory.get(key)
  if (inMemory !== undefined) return inMemory
  const cacheFile = cacheDir ? path.join(cacheDir, `${key}.js`) : null
  if (cacheFile && fs.existsSync(cacheFile)) {
    const cached = fs.readFileSync(cacheFile, "utf8")
    memory.set(key, cached)
    return cached
  }
  const stripped = stripTypes(code, fileName)
  let formatted: string
  try {
    const { format } = await prettier()
    formatted = await format(stripped, { parser: "babel", printWidth: 80, ...inferStyle(code) })
  } catch {
    formatted = stripped
  }
  formatted = formatted.replace(/\n+$/, "")
  memory.set(key, formatted)
  if (cacheFile) {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true })
    fs.writeFileSync(cacheFile, formatted)
  }
  return formatted
}
