/**
 * Type-checking of TypeScript samples with the compiler API.
 *
 * Every sample is an isolated project of ES modules living in its own virtual
 * directory under the project root (so `@reduxjs/toolkit` resolves from the real
 * node_modules). Speed comes from four layers:
 *  1. one CompilerHost whose SourceFile cache keeps lib and node_modules `.d.ts`
 *     files parsed and bound across programs;
 *  2. many samples checked in one Program (`checkMany`), each in its own
 *     directory, so the checker's global setup and the library types it instantiates
 *     are paid once per batch. The whole site is one batch: split over two worker
 *     threads the same 757 samples took 115 s of CPU against 80 s in one Program, and
 *     longer on the clock too when anything else ran (BENCHMARKS.md);
 *  3. results cached on disk by content hash, so a warm build checks nothing.
 * The Program code is plain JavaScript in check-core.mjs.
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"
import { checkBatch, createCaches, SAMPLE_COMPILER_OPTIONS, type Caches, type SampleFolder } from "./check-core.mjs"
import { ResultCache } from "./result-cache"

export { SAMPLE_COMPILER_OPTIONS }

/** Bump when the checking rules change, to invalidate the disk cache. */
const CHECKER_VERSION = 1

export interface SampleFile {
  /** Path inside the sample, e.g. `index.ts` or `src/app/store.ts`. */
  name: string
  code: string
  /** `// file: x.ts noEmit`: checked but not shown. */
  noEmit: boolean
  /** 0-based index, in the block's code, of the file's first line. */
  startLine: number
}

export interface Sample {
  files: SampleFile[]
}

export interface SampleDiagnostic {
  /** File name inside the sample, or undefined for a global diagnostic. */
  file?: string
  /** 1-based line in that file. */
  line?: number
  code: number
  message: string
}

export interface CheckResult {
  diagnostics: SampleDiagnostic[]
}

const FILE_MARKER = /^\s*\/\/\s*file:\s*(\S+)(\s+noEmit)?\s*$/

const DEFAULT_EXTENSIONS: Record<string, string> = { tsx: ".tsx", js: ".js", jsx: ".jsx" }

function defaultFileName(lang: string, title: string | undefined): string {
  const extension = DEFAULT_EXTENSIONS[lang] ?? ".ts"
  const ownExtension = lang === "js" || lang === "jsx" ? /\.(?:jsx?|mjs)$/ : /\.(?:tsx?|mts|cts)$/
  if (title && ownExtension.test(title)) return title.replace(/^\/+/, "").replace(/^\.\//, "")
  return `index${extension}`
}

/** Splits a block's code into virtual files at `// file: name.ts [noEmit]` lines. */
export function splitSample(code: string, lang: string, title?: string): Sample {
  const lines = code.split("\n")
  const files: SampleFile[] = []
  let current: { name: string; noEmit: boolean; startLine: number; lines: string[] } | null = null
  const flush = () => {
    if (!current) return
    files.push({ name: current.name, noEmit: current.noEmit, startLine: current.startLine, code: current.lines.join("\n") })
  }
  lines.forEach((line, index) => {
    const marker = FILE_MARKER.exec(line)
    if (marker) {
      flush()
      current = { name: marker[1]!.replace(/^\.\//, ""), noEmit: Boolean(marker[2]), startLine: index + 1, lines: [] }
      return
    }
    if (!current) {
      if (line.trim() === "") return
      current = { name: defaultFileName(lang, title), noEmit: false, startLine: index, lines: [] }
    }
    current.lines.push(line)
  })
  flush()
  if (files.length === 0) files.push({ name: defaultFileName(lang, title), noEmit: false, startLine: 0, code })
  return { files }
}

function packageVersion(root: string, name: string): string {
  try {
    const json = JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8"))
    return String(json.version)
  } catch {
    return "missing"
  }
}

export function sampleHash(sample: Sample, environment: string): string {
  const hash = createHash("sha256")
  hash.update(environment)
  for (const file of sample.files) hash.update(`\0${file.name}\0${file.noEmit}\0${file.code}`)
  return hash.digest("hex").slice(0, 24)
}

export interface CheckerOptions {
  /** Directory whose node_modules provides the types (the site root). */
  root: string
  /** Where results are cached on disk; `null` disables the disk cache. */
  cacheDir: string | null
  /** A docs folder with its own tsconfig.json and node_modules (dialect/samples/folder.ts); null: the site's content. */
  folder?: SampleFolder | null
}

export interface CheckerStats {
  checked: number
  fromCache: number
  programs: number
  checkMs: number
}

/**
 * The packages installed in `dir/node_modules` (scoped ones included), as `name@version` in order:
 * installing, removing or upgrading one changes it, with or without a lock file.
 */
export function installedPackages(dir: string): string {
  const modules = path.join(dir, "node_modules")
  const names: string[] = []
  const list = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => !name.startsWith(".")).sort() : [])
  for (const name of list(modules)) {
    if (name.startsWith("@")) for (const inner of list(path.join(modules, name))) names.push(`${name}/${inner}`)
    else names.push(name)
  }
  return names
    .map((name) => {
      try {
        return `${name}@${JSON.parse(fs.readFileSync(path.join(modules, name, "package.json"), "utf8")).version ?? ""}`
      } catch {
        return name
      }
    })
    .join(",")
}

export class SampleChecker {
  readonly root: string
  readonly cacheDir: string | null
  readonly environment: string
  readonly folder: SampleFolder | null
  readonly stats: CheckerStats = { checked: 0, fromCache: 0, programs: 0, checkMs: 0 }
  private readonly results: ResultCache<CheckResult>
  private readonly caches: Caches = createCaches()

  constructor(options: CheckerOptions) {
    this.root = path.resolve(options.root)
    this.cacheDir = options.cacheDir
    this.folder = options.folder ?? null
    this.results = new ResultCache<CheckResult>(options.cacheDir)
    const versions = ["typescript", "@reduxjs/toolkit", "react-redux", "@types/react", "@types/node", "redux", "reselect", "immer"]
      .map((name) => `${name}@${packageVersion(this.root, name)}`)
      .join(",")
    // A folder's own tsconfig and packages type its samples: its settings and installed packages are part of the key.
    const folderKey = this.folder ? `;${JSON.stringify(this.folder)};${installedPackages(this.folder.dir)}` : ""
    // The Program side's rules (module resolution included) live in check-core.mjs: its text is part of the key.
    const core = path.join(this.root, "src", "node", "dialect", "samples", "check-core.mjs")
    const coreKey = fs.existsSync(core) ? createHash("sha256").update(fs.readFileSync(core)).digest("hex").slice(0, 16) : ""
    this.environment = `v${CHECKER_VERSION};${coreKey};${versions};${JSON.stringify(SAMPLE_COMPILER_OPTIONS)}${folderKey}`
  }

  hash(sample: Sample): string {
    return sampleHash(sample, this.environment)
  }

  /** Cached result, from memory or disk, without checking. */
  cached(sample: Sample): CheckResult | undefined {
    return this.results.get(this.hash(sample))
  }

  check(sample: Sample): CheckResult {
    return this.checkMany([sample])[0]!
  }

  private pending(samples: Sample[]): Array<[string, Sample]> {
    const pending = new Map<string, Sample>()
    for (const sample of samples) {
      if (this.cached(sample)) this.stats.fromCache++
      else pending.set(this.hash(sample), sample)
    }
    return [...pending]
  }

  private store(results: Array<[string, CheckResult]>): void {
    for (const [key, result] of results) this.results.set(key, result)
  }

  /** Checks the samples not cached yet, sharing Programs between them; results are in input order. */
  checkMany(samples: Sample[]): CheckResult[] {
    const pending = this.pending(samples)
    if (pending.length > 0) {
      const started = performance.now()
      const { results, programs } = checkBatch(this.root, pending, this.caches, this.folder)
      this.store(results)
      this.stats.programs += programs
      this.stats.checkMs += performance.now() - started
      this.stats.checked += pending.length
    }
    return samples.map((sample) => this.cached(sample)!)
  }
}
