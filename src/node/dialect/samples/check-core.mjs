// The Program side of sample checking, plain JavaScript so that it loads wherever the
// TypeScript sources Gatsby compiles with Parcel cannot. Types: check-core.d.mts. Used by samples.ts.
import path from "node:path"
import ts from "typescript"

/** The rules the content writers were given, plus Node globals for `process.env`. */
export const SAMPLE_COMPILER_OPTIONS = {
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
  // Runnable samples' hidden setup imports the mock fetch (run.ts). Relative to the host's
  // current directory, the project root: this file is bundled into Gatsby's cache.
  paths: { "@docs/mock-fetch": ["./src/node/dialect/run/mock-fetch.d.mts"] },
}

/**
 * The compiler options for samples of a docs folder that brings its own tsconfig.json
 * (`folder`: { dir, baseUrl?, paths? }, paths already absolute): its `paths` and `baseUrl`
 * are added, so `@virtual/*` style modules resolve as they do in that folder's toolchain.
 */
export function compilerOptionsFor(folder) {
  if (!folder) return SAMPLE_COMPILER_OPTIONS
  return {
    ...SAMPLE_COMPILER_OPTIONS,
    ...(folder.baseUrl ? { baseUrl: folder.baseUrl } : {}),
    // With a baseUrl, relative targets would resolve against it: the site's own module by absolute path.
    paths: { ...(folder.paths ?? {}), "@docs/mock-fetch": [path.resolve(SAMPLE_COMPILER_OPTIONS.paths["@docs/mock-fetch"][0])] },
  }
}

/** Parsed lib and node_modules files and file-system answers, kept across Programs. */
export function createCaches() {
  return { sourceFiles: new Map(), exists: new Map(), dirExists: new Map(), texts: new Map() }
}

function memo(cache, key, compute) {
  if (cache.has(key)) return cache.get(key)
  const value = compute()
  cache.set(key, value)
  return value
}

const JAVASCRIPT_EXTENSIONS = new Set([".js", ".jsx", ".mjs", ".cjs"])

/** A resolution that found TypeScript or declarations (or JSON), not a bare JavaScript file. */
function hasTypes(resolution) {
  return Boolean(resolution.resolvedModule) && !JAVASCRIPT_EXTENSIONS.has(resolution.resolvedModule.extension)
}

function createHost(virtualRoot, root, virtual, caches, options, fallback) {
  const base = ts.createCompilerHost(options, true)
  const isVirtualDir = (dir) => dir === virtualRoot || dir.startsWith(virtualRoot + path.sep)
  const host = {
    ...base,
    getCurrentDirectory: () => root,
    fileExists: (fileName) =>
      virtual.has(fileName) ||
      (!isVirtualDir(path.dirname(fileName)) && memo(caches.exists, fileName, () => ts.sys.fileExists(fileName))),
    directoryExists: (dir) => isVirtualDir(dir) || memo(caches.dirExists, dir, () => ts.sys.directoryExists(dir)),
    readFile: (fileName) => virtual.get(fileName)?.file.code ?? memo(caches.texts, fileName, () => ts.sys.readFile(fileName)),
    getSourceFile: (fileName, languageVersionOrOptions) => {
      const entry = virtual.get(fileName)
      if (entry) return ts.createSourceFile(fileName, entry.file.code, languageVersionOrOptions, false)
      const format = typeof languageVersionOrOptions === "object" ? languageVersionOrOptions.impliedNodeFormat : undefined
      const key = `${fileName}\0${format ?? ""}`
      const cached = caches.sourceFiles.get(key)
      if (cached) return cached
      const text = ts.sys.readFile(fileName)
      if (text === undefined) return undefined
      // Reused by later Programs: parsed and bound once.
      const sourceFile = ts.createSourceFile(fileName, text, languageVersionOrOptions, false)
      caches.sourceFiles.set(key, sourceFile)
      return sourceFile
    },
    writeFile: () => {},
  }
  if (fallback) {
    // Samples of a docs folder live in it, so its own node_modules (and tsconfig paths) come
    // first: its packages' declarations, then its @types. A module the folder has no types for
    // (nothing, or a package installed without declarations, as react-dom is beside a hoisted
    // @types/react-dom) takes the site's types: its @types, then its packages. Only when neither
    // has types does the folder's JavaScript file stand (and TypeScript reports TS7016 for it).
    const siteFile = path.join(fallback, "__samples__", "index.ts")
    host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, compilerOptions) =>
      literals.map((literal) => {
        const own = ts.resolveModuleName(literal.text, containingFile, compilerOptions, host, undefined, redirectedReference)
        if (hasTypes(own)) return own
        const site = ts.resolveModuleName(literal.text, siteFile, compilerOptions, host, undefined, redirectedReference)
        return hasTypes(site) || !own.resolvedModule ? site : own
      })
  }
  return host
}

function toDiagnostic(diagnostic) {
  return { code: diagnostic.code, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n") }
}

/**
 * Checks `entries` ([key, sample]) in one Program, each sample in its own virtual
 * directory under `root`. Returns [key, { diagnostics }] pairs.
 */
export function checkInOneProgram(root, entries, caches, folder = null) {
  const virtualRoot = path.join(folder?.dir ?? root, "__samples__")
  const virtual = new Map()
  for (const [key, sample] of entries) {
    for (const file of sample.files) virtual.set(path.join(virtualRoot, key, file.name), { key, file })
  }
  const options = compilerOptionsFor(folder)
  const host = createHost(virtualRoot, root, virtual, caches, options, folder ? root : null)
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host })
  const results = new Map(entries.map(([key]) => [key, { diagnostics: [] }]))
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(toDiagnostic)
  for (const [fileName, { key, file }] of virtual) {
    const sourceFile = program.getSourceFile(fileName)
    if (!sourceFile) continue
    for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
      const line =
        diagnostic.start === undefined ? undefined : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line + 1
      results.get(key).diagnostics.push({ ...toDiagnostic(diagnostic), file: file.name, line })
    }
  }
  for (const result of results.values()) result.diagnostics.unshift(...global)
  return [...results]
}

/** Augmentations of globals or modules would leak into their batch neighbours: such samples get a Program of their own. */
export function needsOwnProgram(sample) {
  return sample.files.some((file) => /\bdeclare\s+(?:global|module)\b/.test(file.code))
}

/** Checks many samples with as few Programs as possible. */
export function checkBatch(root, entries, caches, folder = null) {
  const shared = entries.filter(([, sample]) => !needsOwnProgram(sample))
  const own = entries.filter(([, sample]) => needsOwnProgram(sample))
  const results = shared.length > 0 ? checkInOneProgram(root, shared, caches, folder) : []
  for (const entry of own) results.push(...checkInOneProgram(root, [entry], caches, folder))
  return { results, programs: (shared.length > 0 ? 1 : 0) + own.length }
}
