import fs from "node:fs"
import path from "node:path"

/**
 * Results of sample work (type-checks, runs) by content hash: in memory for this build,
 * and as one JSON file per key in `dir` (when given) so that a warm build redoes nothing.
 */
export class ResultCache<T> {
  private readonly memory = new Map<string, T>()

  constructor(readonly dir: string | null) {}

  get(key: string): T | undefined {
    const inMemory = this.memory.get(key)
    if (inMemory !== undefined || !this.dir) return inMemory
    try {
      const result = JSON.parse(fs.readFileSync(path.join(this.dir, `${key}.json`), "utf8")) as T
      this.memory.set(key, result)
      return result
    } catch {
      return undefined
    }
  }

  /** Keeps a result; `persist: false` keeps it for this build only (a timeout, which may pass next time). */
  set(key: string, result: T, persist = true): void {
    this.memory.set(key, result)
    if (!persist || !this.dir) return
    fs.mkdirSync(this.dir, { recursive: true })
    fs.writeFileSync(path.join(this.dir, `${key}.json`), JSON.stringify(result))
  }
}
