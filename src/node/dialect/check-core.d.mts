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

export const SAMPLE_COMPILER_OPTIONS: ts.CompilerOptions
export function createCaches(): Caches
export function needsOwnProgram(sample: CoreSample): boolean
export function checkInOneProgram(root: string, entries: Array<[string, CoreSample]>, caches: Caches): Array<[string, CoreResult]>
export function checkBatch(
  root: string,
  entries: Array<[string, CoreSample]>,
  caches: Caches,
): { results: Array<[string, CoreResult]>; programs: number }
