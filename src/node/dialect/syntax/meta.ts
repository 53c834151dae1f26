/** Parsing of a fence's info string: ```ts title="store.ts" {1,4-6} showLineNumbers no-transpile run */

export interface CodeMeta {
  title?: string
  /** 1-based line numbers from `{1,4-6}` ranges. */
  highlightLines: Set<number>
  /** `showLineNumbers` or `showLineNumbers=5` (first number shown). */
  lineNumbersStart?: number
  noTranspile: boolean
  /** `run` (development) or `run=production`: executed at build time, output checked. */
  run?: "development" | "production"
}

export class MetaError extends Error {}

const RANGE_GROUP = /\{([^}]*)\}/g
const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/
const RUN = /(?:^|\s)run(?:=(\S*))?(?=\s|$)/
const RUN_MODES = ["development", "production"] as const

function parseRun(rest: string): CodeMeta["run"] {
  const match = RUN.exec(rest)
  if (!match) return undefined
  const mode = match[1] ?? "development"
  if (!(RUN_MODES as readonly string[]).includes(mode)) {
    throw new MetaError(`invalid run mode "run=${mode}": write run (development) or run=production`)
  }
  return mode as CodeMeta["run"]
}

export function parseRanges(spec: string): Set<number> {
  const lines = new Set<number>()
  for (const rawPart of spec.split(",")) {
    const part = rawPart.trim()
    if (part === "") continue
    const match = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part)
    if (!match) throw new MetaError(`invalid line range "{${spec}}": "${part}" is not a number or a range like 4-6`)
    const from = Number(match[1])
    const to = match[2] === undefined ? from : Number(match[2])
    if (from < 1 || to < from) {
      throw new MetaError(`invalid line range "{${spec}}": "${part}" must count up from line 1`)
    }
    for (let line = from; line <= to; line++) lines.add(line)
  }
  return lines
}

export function parseMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? ""
  const titleMatch = TITLE.exec(text)
  const title = titleMatch ? (titleMatch[1] ?? titleMatch[2] ?? titleMatch[3]) : undefined
  // Ranges are looked for outside the title, so `title="a{1}.ts"` is no range.
  const rest = titleMatch ? text.replace(titleMatch[0], " ") : text
  const highlightLines = new Set<number>()
  for (const group of rest.matchAll(RANGE_GROUP)) {
    for (const line of parseRanges(group[1] ?? "")) highlightLines.add(line)
  }
  const lineNumbers = LINE_NUMBERS.exec(rest)
  return {
    title,
    highlightLines,
    lineNumbersStart: lineNumbers ? Number(lineNumbers[1] ?? 1) : undefined,
    noTranspile: /(?:^|\s)no-transpile(?=\s|$)/.test(rest),
    run: parseRun(rest),
  }
}
