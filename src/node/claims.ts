/**
 * Absolute claims in the docs' prose, and the ledger that proves them.
 *
 * A sentence with an absolute word ("every", "only", "never", "throws", a default …) is a claim
 * about every case, and the cases a writer forgets are where pages go wrong. Each such sentence on
 * a page must be covered by an entry in that page's section of `docs/content-audit.md`:
 *
 *     **Claims ledger (2026-11-26)**
 *     - "every entry of a slice's `actions`": ran: line 120
 *
 * The quoted fragment is copied verbatim from the page's source (so a ledger entry goes stale loudly
 * when its sentence changes) and the proof is one of the kinds below. The word list lives here
 * and only here; `src/node/content-quality.test.ts` holds every page to it.
 */
import { visit, SKIP } from "unist-util-visit"
import { parseMdx } from "./mdast"
import type { Root } from "mdast"

/** The words (and phrases) that make a sentence about behaviour a claim about every case. */
export const ABSOLUTE_WORDS = [
  "every",
  "all",
  "each",
  "any",
  "always",
  "never",
  "only",
  "once",
  "nothing",
  "none",
  "cannot",
  "can't",
  "throws",
  "is frozen",
  "compile error",
  "default",
  "defaults",
] as const

const ABSOLUTE = new RegExp(`\\b(${ABSOLUTE_WORDS.map((word) => word.replace(/ /g, "\\s+")).join("|")})\\b`, "i")

/** What proves a claim: a sample on the page, the package's source, or the narrower sentence it became. */
export const PROOF_KINDS = {
  ran: "a runnable sample on the page, by the line of its fence: `ran: line 120`",
  type: "a type test on the page (`@ts-expect-error` or a checked type), by the line of its fence: `type: line 88`",
  src: "a file and function in the installed package that make it true in every case: `src: dist/redux-toolkit.modern.mjs isActionCreator`",
  narrowed: "the sentence was narrowed to what holds; say what it says now: `narrowed: only for createSlice`",
  prose: "not a claim about the packages' behaviour (it describes the page or the reader's choice): `prose: describes the sections below`",
} as const
export type ProofKind = keyof typeof PROOF_KINDS

export interface ClaimSentence {
  /** The sentence as it is in the page's source (inline code and links kept). */
  source: string
  /** 1-based line in the file (front matter counted). */
  line: number
  /** The absolute word that makes it a claim. */
  word: string
}

export interface LedgerEntry {
  fragment: string
  kind: ProofKind | undefined
  proof: string
  /** 1-based line in the ledger file. */
  ledgerLine: number
}

/** Strips what is not prose for the word check: inline code, link targets, JSX attributes' braces. */
function proseOf(sentence: string): string {
  return sentence
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/<[^>]+>/g, " ")
}

/** Splits a paragraph's source into sentences; keeps each sentence's offset in the paragraph. */
function splitSentences(text: string): Array<{ text: string; offset: number }> {
  const sentences: Array<{ text: string; offset: number }> = []
  // A sentence ends at . ! ? (or a colon before a line break) followed by white space, outside inline code.
  let start = 0
  let inCode = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (char === "`") inCode = !inCode
    if (inCode) continue
    const next = text[index + 1]
    if ((char === "." || char === "!" || char === "?") && (next === undefined || /\s/.test(next))) {
      sentences.push({ text: text.slice(start, index + 1), offset: start })
      start = index + 1
    } else if (char === "\n") {
      sentences.push({ text: text.slice(start, index), offset: start })
      start = index + 1
    }
  }
  if (start < text.length) sentences.push({ text: text.slice(start), offset: start })
  return sentences
    .map((sentence) => {
      const lead = sentence.text.length - sentence.text.trimStart().length
      return { text: sentence.text.trim(), offset: sentence.offset + lead }
    })
    .filter((sentence) => sentence.text.length > 0)
}

/**
 * The sentences of a page's prose (paragraphs, list items, table cells, admonition text; not code,
 * headings or front matter) that contain an absolute word. `body` is the Markdown after the front
 * matter, `lineOffset` the number of lines before it in the file; pass `tree` when the body is
 * already parsed (its positions must be the body's).
 */
export function absoluteSentences(body: string, lineOffset = 0, tree: Root = parseMdx(body)): ClaimSentence[] {
  const found: ClaimSentence[] = []
  const lineAt = (offset: number) => body.slice(0, offset).split("\n").length + lineOffset
  visit(tree, (node) => {
    if (node.type === "code" || node.type === "heading" || node.type === "yaml" || node.type === "mdxjsEsm") return SKIP
    if (node.type !== "paragraph" && node.type !== "tableCell") return undefined
    const start = node.position?.start.offset
    const end = node.position?.end.offset
    if (start === undefined || end === undefined) return SKIP
    // A table cell's position takes in its pipes: blank them (same length, so offsets hold).
    const text = node.type === "tableCell" ? body.slice(start, end).replace(/^\||\|$/g, " ") : body.slice(start, end)
    for (const sentence of splitSentences(text)) {
      const match = ABSOLUTE.exec(proseOf(sentence.text))
      if (match) found.push({ source: sentence.text, line: lineAt(start + sentence.offset), word: match[1].toLowerCase() })
    }
    return SKIP
  })
  return found
}

/** The ledger entries of every page: `## page.mdx` sections, bullets `- "fragment": proof` under a `**Claims ledger` line. */
export function parseLedgers(audit: string): Map<string, LedgerEntry[]> {
  const ledgers = new Map<string, LedgerEntry[]>()
  let page: string | undefined
  let inLedger = false
  audit.split("\n").forEach((line, index) => {
    const heading = /^## (\S+\.mdx?)\s*$/.exec(line)
    if (heading) {
      page = heading[1]
      inLedger = false
      return
    }
    if (/^#{1,3} /.test(line)) {
      page = undefined
      inLedger = false
      return
    }
    if (!page) return
    if (/^\*\*Claims ledger\b/.test(line)) {
      inLedger = true
      if (!ledgers.has(page)) ledgers.set(page, [])
      return
    }
    if (!inLedger) return
    if (/^\*\*/.test(line)) {
      inLedger = false
      return
    }
    const entry = /^\s*- "(.+?)":\s*(.*)$/.exec(line)
    if (!entry) return
    const proof = entry[2].replace(/`/g, "").trim()
    const kind = (Object.keys(PROOF_KINDS) as ProofKind[]).find((candidate) => proof.startsWith(`${candidate}:`))
    ledgers.get(page)!.push({ fragment: entry[1], kind, proof, ledgerLine: index + 1 })
  })
  return ledgers
}

export interface LedgerCheck {
  /** Absolute sentences no ledger fragment points at. */
  uncovered: ClaimSentence[]
  /** Entries whose fragment is not in the page, whose proof kind is unknown, or whose sample line is not a code fence of the right kind. */
  invalid: Array<{ entry: LedgerEntry; reason: string }>
}

interface Fence {
  runnable: boolean
  typescript: boolean
}

/** The code fence opening at a 1-based line, if one does: whether it runs (`run` in its meta) and is TypeScript. */
function fenceAt(lines: string[], line: number): Fence | undefined {
  const opening = /^\s*(`{3,}|~{3,})(\S*)(.*)$/.exec(lines[line - 1] ?? "")
  if (!opening) return undefined
  // A closing fence has no info string; an opening one without a language is still a fence.
  return { runnable: /(^|\s)run(=\S+)?(\s|$)/.test(opening[3]), typescript: /^(ts|tsx)$/.test(opening[2]) }
}

/** Normalises a fragment for comparison: white space runs collapse (a ledger bullet is one line). */
const squash = (text: string) => text.replace(/\s+/g, " ").trim()

/**
 * Holds one page's ledger to its source: every entry quotes the page and names a proof that exists,
 * and every absolute sentence contains one entry's fragment.
 */
export function checkLedger(fileSource: string, body: string, lineOffset: number, entries: LedgerEntry[], tree?: Root): LedgerCheck {
  const lines = fileSource.split("\n")
  const invalid: LedgerCheck["invalid"] = []
  const squashedSource = squash(fileSource)
  for (const entry of entries) {
    if (entry.fragment.trim().split(/\s+/).length < 4 || !ABSOLUTE.test(proseOf(entry.fragment))) {
      invalid.push({ entry, reason: "the quoted fragment must be at least 4 words of the sentence, with its absolute word" })
      continue
    }
    if (!squashedSource.includes(squash(entry.fragment))) {
      invalid.push({ entry, reason: "the quoted fragment is not in the page (the sentence changed: update the entry)" })
      continue
    }
    if (!entry.kind) {
      invalid.push({ entry, reason: `the proof must start with one of ${Object.keys(PROOF_KINDS).map((kind) => `${kind}:`).join(", ")}` })
      continue
    }
    if (entry.kind === "ran" || entry.kind === "type") {
      const wanted = Number(/line (\d+)/.exec(entry.proof)?.[1] ?? 0)
      const fence = fenceAt(lines, wanted)
      const fits = (candidate: Fence | undefined) =>
        candidate !== undefined && (entry.kind === "ran" ? candidate.runnable : candidate.typescript)
      if (!fits(fence)) {
        const what = entry.kind === "ran" ? "a runnable sample" : "a TypeScript block"
        const found = !fence ? "not a code fence" : `a code fence, but not ${what}`
        // Lines move when text is added above: name the nearest fence that fits, so the fix is quick.
        const nearest = lines
          .map((_, index) => index + 1)
          .filter((line) => fits(fenceAt(lines, line)))
          .sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted))[0]
        invalid.push({
          entry,
          reason: `line ${wanted || "?"} of the page is ${found}` + (nearest ? ` (the nearest fence that is ${what} is at line ${nearest})` : ""),
        })
      }
    }
  }
  const fragments = entries.map((entry) => squash(entry.fragment))
  const uncovered = absoluteSentences(body, lineOffset, tree).filter((sentence) => {
    const text = squash(sentence.source)
    return !fragments.some((fragment) => text.includes(fragment) || fragment.includes(text))
  })
  return { uncovered, invalid }
}
