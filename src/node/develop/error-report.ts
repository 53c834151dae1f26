/**
 * What the background sample check (background-check.ts) has found, per file, so that a
 * pass over some files replaces exactly their errors: an error shows once, and goes away
 * when the file that had it is checked again without it.
 */

/** An author error starts with `file:line: `; the lines after it (a long TypeScript message) belong to it. */
const ERROR_START = /^(\S[^:\n]*):(\d+): /

/** Splits pass output (each entry may hold several `file:line: message` errors) into errors, grouped by file. */
export function errorsByFile(messages: readonly string[]): Map<string, string[]> {
  const byFile = new Map<string, string[]>()
  for (const message of messages) {
    let current: { file: string; lines: string[] } | undefined
    const flush = () => {
      if (!current) return
      const list = byFile.get(current.file) ?? []
      list.push(current.lines.join("\n"))
      byFile.set(current.file, list)
    }
    for (const line of message.split("\n")) {
      const start = ERROR_START.exec(line)
      if (start) {
        flush()
        current = { file: start[1]!, lines: [line] }
      } else if (current) {
        current.lines.push(line)
      } else {
        // Not located: kept under no file, so it is still shown.
        current = { file: "", lines: [line] }
      }
    }
    flush()
  }
  return byFile
}

export interface ReportChange {
  /** Errors not shown before. */
  added: string[]
  /** Files that had errors and have none now. */
  fixed: string[]
}

export class SampleErrorReport {
  private readonly byFile = new Map<string, string[]>()

  /**
   * Takes the result of a pass over `checkedFiles` (display paths): their old errors are
   * replaced by `errors`; other files' errors stay as they were.
   */
  update(checkedFiles: readonly string[], errors: readonly string[]): ReportChange {
    const found = errorsByFile(errors)
    const added: string[] = []
    const fixed: string[] = []
    for (const file of new Set([...checkedFiles, ...found.keys()])) {
      const before = this.byFile.get(file) ?? []
      const now = found.get(file) ?? []
      added.push(...now.filter((error) => !before.includes(error)))
      if (now.length > 0) this.byFile.set(file, now)
      else if (this.byFile.delete(file)) fixed.push(file)
    }
    return { added, fixed }
  }

  get errors(): string[] {
    return [...this.byFile.values()].flat()
  }

  /** The entries of Gatsby's error overlay (its structured-error shape), or null when there is nothing to show. */
  overlayErrors(): OverlayError[] | null {
    const errors = this.errors
    if (errors.length === 0) return null
    return errors.map((text) => {
      const start = ERROR_START.exec(text)
      const message = start ? text.slice(start[0].length) : text
      return {
        level: "ERROR",
        code: "docs-code-sample",
        text: `${text}\n\nFound by the background sample check; the page still renders. Fix it and save: this entry goes away.`,
        filePath: start?.[1],
        location: start ? { start: { line: Number(start[2]) } } : undefined,
        error: { message: message.split("\n")[0]! },
        context: { sourceMessage: text },
      }
    })
  }
}

/** One entry of the develop error overlay, shaped as Gatsby's own structured errors (query errors) are. */
export interface OverlayError {
  level: "ERROR"
  code: string
  text: string
  filePath: string | undefined
  location: { start: { line: number } } | undefined
  error: { message: string }
  context: { sourceMessage: string }
}
