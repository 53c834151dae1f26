/**
 * What a docs folder asks of sample checking. This site's own content checks every TypeScript
 * fence of `.md` and `.mdx` pages against the site's packages. A folder that brings its own
 * `tsconfig.json` is a Docusaurus-style docs folder with its own sample toolchain, whose
 * convention is to type-check `.mdx` pages only; its samples are checked inside the folder (so
 * its `node_modules` come first, then the site's), with its tsconfig's `baseUrl` and `paths`.
 * `DOCS_TYPECHECK_EXTENSIONS` (a JSON list such as `[".md", ".mdx"]`) overrides the extensions.
 */
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"
import type { SampleFolder } from "./check-core.mjs"
import { DialectError } from "../location"
import { contentDir, displayPath } from "../../paths"

export interface DocsFolderSamples {
  /** File extensions whose TypeScript fences are type-checked. */
  extensions: string[]
  /** Set for a folder with its own tsconfig.json. */
  folder: SampleFolder | null
}

const settings = new Map<string, DocsFolderSamples>()

function extensionsOverride(): string[] | null {
  const raw = process.env.DOCS_TYPECHECK_EXTENSIONS
  if (!raw || raw.trim() === "") return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = null
  }
  if (!Array.isArray(value) || !value.every((item) => item === ".md" || item === ".mdx")) {
    throw new DialectError(`DOCS_TYPECHECK_EXTENSIONS must be a JSON list of ".md" and ".mdx", like [".mdx"]; got ${raw}. Fix its value, or unset it.`)
  }
  return value as string[]
}

function readTsconfig(file: string): SampleFolder {
  const shown = displayPath(file)
  const read = ts.readConfigFile(file, ts.sys.readFile)
  if (read.error) {
    const where = read.error.file && read.error.start !== undefined ? `:${read.error.file.getLineAndCharacterOfPosition(read.error.start).line + 1}` : ""
    throw new DialectError(`${shown}${where}: ${ts.flattenDiagnosticMessageText(read.error.messageText, " ").replace(/\.$/, "")}. Fix the file: it must be JSON (comments and trailing commas are allowed).`)
  }
  const dir = path.dirname(file)
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dir, undefined, file)
  const base = parsed.options.baseUrl ?? dir
  const paths = parsed.options.paths
    ? Object.fromEntries(Object.entries(parsed.options.paths).map(([pattern, targets]) => [pattern, targets.map((target) => path.resolve(base, target))]))
    : undefined
  return { dir, ...(parsed.options.baseUrl ? { baseUrl: parsed.options.baseUrl } : {}), ...(paths ? { paths } : {}) }
}

/** The sample settings of the docs folder `dir` (default: the site's content folder), read once. */
export function docsFolderSamples(dir: string = contentDir()): DocsFolderSamples {
  const key = `${path.resolve(dir)}\0${process.env.DOCS_TYPECHECK_EXTENSIONS ?? ""}`
  const known = settings.get(key)
  if (known) return known
  const tsconfig = path.join(dir, "tsconfig.json")
  const folder = fs.existsSync(tsconfig) ? readTsconfig(tsconfig) : null
  const result = { extensions: extensionsOverride() ?? (folder ? [".mdx"] : [".md", ".mdx"]), folder }
  settings.set(key, result)
  return result
}

/** Whether the TypeScript fences of `file` are type-checked. */
export function checksSamplesOf(file: string, samples: DocsFolderSamples): boolean {
  return samples.extensions.includes(path.extname(file))
}
