/**
 * Author-facing locations: `content/docs/x.mdx:42`.
 *
 * gatsby-plugin-mdx compiles the body *after* front matter was cut off, so the
 * VFile's line 1 is the first line after the closing `---`. The offset is
 * recovered by comparing with the file on disk.
 */
import fs from "node:fs"
import type { VFile } from "vfile"
import { displayPath } from "../paths"

const offsets = new Map<string, number>()

function docPath(file: Pick<VFile, "path">): string {
  return file.path ? displayPath(file.path) : "<unknown file>"
}

export function lineOffset(file: Pick<VFile, "path" | "value">): number {
  if (!file.path) return 0
  const body = String(file.value)
  const key = `${file.path}\0${body.length}`
  const known = offsets.get(key)
  if (known !== undefined) return known
  let offset = 0
  try {
    const raw = fs.readFileSync(file.path, "utf8")
    if (raw !== body && raw.endsWith(body)) offset = raw.slice(0, raw.length - body.length).split("\n").length - 1
  } catch {
    offset = 0
  }
  offsets.set(key, offset)
  return offset
}

/** `content/docs/x.mdx:LINE` for a 1-based line of the compiled body. */
export function locate(file: Pick<VFile, "path" | "value">, line: number | undefined): string {
  return line === undefined ? docPath(file) : `${docPath(file)}:${line + lineOffset(file)}`
}

const warned = new Set<string>()
let sink: string[] | null = null

/** Each warning once per build: the MDX of a page is compiled several times (page, TOC, excerpt). */
export function warnOnce(message: string): void {
  if (warned.has(message)) return
  warned.add(message)
  if (sink) sink.push(message)
  else console.warn(`warning ${message}`)
}

/** Runs `task`, returning the warnings it raised instead of printing them. */
export async function captureWarnings(task: () => Promise<void>): Promise<string[]> {
  const previous = sink
  const captured: string[] = []
  sink = captured
  try {
    await task()
  } finally {
    sink = previous
  }
  return captured
}

export class DialectError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "DialectError"
  }
}
