export const RUNNABLE_PACKAGES: string[]
export const MOCK_FETCH_MODULE: string
export function relativeCandidates(target: string): string[]
export function missingFileMessage(specifier: string): string
export function packageName(specifier: string): string
export function importRefusal(specifier: string, builtinModules: readonly string[]): string | undefined
