import fs from "node:fs"
import path from "node:path"
import { readSidebarsFile } from "../sidebars-file"

/**
 * `gatsby develop` does not watch the sidebars file (gatsby-node.ts imports it once): this calls
 * `onChange` with its new contents whenever it is saved, so the sidebar can follow without a
 * restart. A file that does not read is reported and the old sidebars stay.
 */
export function watchSidebarsFile(
  file: string,
  shown: string,
  onChange: (sidebars: unknown) => void,
  onError: (message: string) => void,
  debounceMs = 50,
): () => void {
  return watchModuleFile(file, () => readSidebarsFile(file, shown), onChange, onError, debounceMs)
}

/**
 * Calls `onChange` with `read()` whenever `file` is saved with other contents (a configuration
 * module Gatsby bundled once at start). `read` throwing is reported through `onError`.
 */
export function watchModuleFile<T>(
  file: string,
  read: () => T,
  onChange: (value: T) => void,
  onError: (message: string) => void,
  debounceMs = 50,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let last = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
  // The folder, not the file: editors that save by renaming replace the file watched.
  const watcher = fs.watch(path.dirname(file), (_event, name) => {
    if (name !== path.basename(file)) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      let source: string
      try {
        source = fs.readFileSync(file, "utf8")
      } catch {
        return
      }
      if (source === last) return
      last = source
      let value: T
      try {
        value = read()
      } catch (error) {
        onError(error instanceof Error ? error.message : String(error))
        return
      }
      onChange(value)
    }, debounceMs)
  })
  return () => {
    clearTimeout(timer)
    watcher.close()
  }
}
