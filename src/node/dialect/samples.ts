/**
 * Type-checking of TypeScript samples with the compiler API.
 *
 * Every sample is an isolated project of ES modules living in its own virtual
 * directory under the site root (so `@reduxjs/toolkit` resolves from the real
 * node_modules). Speed comes from three layers:
 *  1. one CompilerHost whose SourceFile cache keeps lib and node_modules `.d.ts`
 *     files parsed and bound across programs;
 *  2. many samples checked in one Program (`checkMany`), each in its own
 *     directory, so the checker's global setup is paid once per batch;
 *  3. results cached on disk by content hash, so a warm build checks nothing.
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

/** Bump when the checking rules change, to invalidate the disk cache. */
const CHECKER_VERSION = 1

export const SAMPLE_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ["lib.dom.d.ts", "lib.dom.iterable.d.ts", "lib.es2022.d.ts"],
  skipLibCheck: true,
  esModuleInterop: true,
  isolatedModules: true,
  moduleDetection: ts.ModuleDetectionKind.Force,
  noUnusedLocals: false,
  noUnusedParameters: false,
  noEmit: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  // Without this every @types package in node_modules would leak globals into samples.
  types: ["node"],
}

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

function defaultFileName(lang: string, title: string | undefined): string {
  const extension = lang === "tsx" ? ".tsx" : ".ts"
  if (title && /\.(?:tsx?|mts|cts)$/.test(title)) return title.replace(/^\/+/, "").replace(/^\.\//, "")
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
}

export interface CheckerStats {
  checked: number
  fromCache: number
  programs: number
  checkMs: number
}

export class SampleChecker {
  readonly root: string
  readonly cacheDir: string | null
  readonly environment: string
  readonly stats: CheckerStats = { checked: 0, fromCache: 0, programs: 0, checkMs: 0 }
  private readonly memory = new Map<string, CheckResult>()
  private readonly sourceFiles = new Map<string, ts.SourceFile>()
  private readonly exists = new Map<string, boolean>()
  private readonly dirExists = new Map<string, boolean>()
  private readonly texts = new Map<string, string | undefined>()
  private readonly virtualRoot: string

  constructor(options: CheckerOptions) {
    this.root = path.resolve(options.root)
    this.cacheDir = options.cacheDir
    this.virtualRoot = path.join(this.root, "__samples__")
    const versions = ["typescript", "@reduxjs/toolkit", "react-redux", "@types/react", "@types/node", "redux", "reselect", "immer"]
      .map((name) => `${name}@${packageVersion(this.root, name)}`)
      .join(",")
    this.environment = `v${CHECKER_VERSION};${versions};${JSON.stringify(SAMPLE_COMPILER_OPTIONS)}`
  }

  hash(sample: Sample): string {
    return sampleHash(sample, this.environment)
  }

  /** Cached result, from memory or disk, without checking. */
  cached(sample: Sample): CheckResult | undefined {
    const key = this.hash(sample)
    const inMemory = this.memory.get(key)
    if (inMemory) return inMemory
    if (!this.cacheDir) return undefined
    try {
      const result = JSON.parse(fs.readFileSync(path.join(this.cacheDir, `${key}.json`), "utf8")) as CheckResult
      this.memory.set(key, result)
      return result
    } catch {
      return undefined
    }
  }

  check(sample: Sample): CheckResult {
    return this.checkMany([sample])[0]!
  }

  /** Checks the samples not cached yet, sharing Programs between them; results are in input order. */
  checkMany(samples: Sample[]): CheckResult[] {
    const pending = new Map<string, Sample>()
    for (const sample of samples) {
      const cached = this.cached(sample)
      if (cached) this.stats.fromCache++
      else pending.set(this.hash(sample), sample)
    }
    if (pending.size > 0) {
      const started = performance.now()
      const shared: Array<[string, Sample]> = []
      for (const entry of pending) {
        // Augmentations of globals or modules would leak into their batch neighbours.
        if (entry[1].files.some((file) => /\bdeclare\s+(?:global|module)\b/.test(file.code))) this.runProgram([entry])
        else shared.push(entry)
      }
      if (shared.length > 0) this.runProgram(shared)
      this.stats.checkMs += performance.now() - started
      this.stats.checked += pending.size
    }
    return samples.map((sample) => this.cached(sample)!)
  }

  private sampleDir(key: string): string {
    return path.join(this.virtualRoot, key)
  }

  private runProgram(entries: Array<[string, Sample]>): void {
    this.stats.programs++
    const virtual = new Map<string, { key: string; file: SampleFile }>()
    for (const [key, sample] of entries) {
      for (const file of sample.files) virtual.set(path.join(this.sampleDir(key), file.name), { key, file })
    }
    const host = this.createHost(virtual)
    const program = ts.createProgram({ rootNames: [...virtual.keys()], options: SAMPLE_COMPILER_OPTIONS, host })
    const results = new Map<string, CheckResult>(entries.map(([key]) => [key, { diagnostics: [] }]))
    const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(toSampleDiagnostic)
    for (const [fileName, { key, file }] of virtual) {
      const sourceFile = program.getSourceFile(fileName)
      if (!sourceFile) continue
      const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]
      for (const diagnostic of diagnostics) {
        const line = diagnostic.start === undefined ? undefined : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line + 1
        results.get(key)!.diagnostics.push({ ...toSampleDiagnostic(diagnostic), file: file.name, line })
      }
    }
    for (const [key, result] of results) {
      result.diagnostics.unshift(...global)
      this.memory.set(key, result)
      if (this.cacheDir) {
        fs.mkdirSync(this.cacheDir, { recursive: true })
        fs.writeFileSync(path.join(this.cacheDir, `${key}.json`), JSON.stringify(result))
      }
    }
  }

  private createHost(virtual: Map<string, { file: SampleFile }>): ts.CompilerHost {
    const base = ts.createCompilerHost(SAMPLE_COMPILER_OPTIONS, true)
    const isVirtualDir = (dir: string) => dir === this.virtualRoot || dir.startsWith(this.virtualRoot + path.sep)
    const memo = <T>(cache: Map<string, T>, key: string, compute: () => T): T => {
      if (cache.has(key)) return cache.get(key) as T
      const value = compute()
      cache.set(key, value)
      return value
    }
    return {
      ...base,
      getCurrentDirectory: () => this.root,
      fileExists: (fileName) =>
        virtual.has(fileName) || (!isVirtualDir(path.dirname(fileName)) && memo(this.exists, fileName, () => ts.sys.fileExists(fileName))),
      directoryExists: (dir) =>
        isVirtualDir(dir) || memo(this.dirExists, dir, () => ts.sys.directoryExists(dir)),
      readFile: (fileName) => virtual.get(fileName)?.file.code ?? memo(this.texts, fileName, () => ts.sys.readFile(fileName)),
      getSourceFile: (fileName, languageVersionOrOptions) => {
        const entry = virtual.get(fileName)
        if (entry) return ts.createSourceFile(fileName, entry.file.code, languageVersionOrOptions, false)
        const format = typeof languageVersionOrOptions === "object" ? languageVersionOrOptions.impliedNodeFormat : undefined
        const key = `${fileName}\0${format ?? ""}`
        const cached = this.sourceFiles.get(key)
        if (cached) return cached
        const text = ts.sys.readFile(fileName)
        if (text === undefined) return undefined
        const sourceFile = ts.createSourceFile(fileName, text, languageVersionOrOptions, false)
        this.sourceFiles.set(key, sourceFile)
        return sourceFile
      },
      writeFile: () => {},
    }
  }
}

function toSampleDiagnostic(diagnostic: ts.Diagnostic): SampleDiagnostic {
  return { code: diagnostic.code, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n") }
}
