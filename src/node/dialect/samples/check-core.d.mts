import type ts from "typescript"

export interface CoreSampleFile {
  name: string
  code: string
}
export interface CoreSample {
  files: CoreSampleFile[]
}
export interface CoreDiagnostic {
  file?: string
  line?: number
  code: number
  message: string
}
export interface CoreResult {
  diagnostics: CoreDiagnostic[]
}
export interface Caches {
  sourceFiles: Map<string, ts.SourceFile>
  exists: Map<string, boolean>
  dirExists: Map<string, boolean>
  texts: Map<string, string | undefined>
}

/** A docs folder with its own TypeScript project file: where its samples live, and its baseUrl and paths (absolute). Gatsby scans src/ files holding certain words for queries and cannot parse this declaration file: see docs/decisions.md. */
export interface SampleFolder {
  dir: string
  baseUrl?: string
  paths?: Record<string, string[]>
}

export const SAMPLE_COMPILER_OPTIONS: ts.CompilerOptions & { paths: Record<string, string[]> }
export function compilerOptionsFor(folder: SampleFolder | null): ts.CompilerOptions
export function createCaches(): Caches
export function needsOwnProgram(sample: CoreSample): boolean
export function checkInOneProgram(
  root: string,
  entries: Array<[string, CoreSample]>,
  caches: Caches,
  folder?: SampleFolder | null,
): Array<[string, CoreResult]>
export function checkBatch(
  root: string,
  entries: Array<[string, CoreSample]>,
  caches: Caches,
  folder?: SampleFolder | null,
): { results: Array<[string, CoreResult]>; programs: number }
