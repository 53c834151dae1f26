/** Build-time syntax highlighting: Prism tokens rendered line by line, plus magic comments. */
import Prism from "prismjs"
import { escapeText } from "../../../shared/html"
import loadLanguages from "prismjs/components/index.js"

/** Fence language → Prism grammar name. Anything else renders as plain text. */
const GRAMMARS: Record<string, string> = {
  ts: "typescript",
  typescript: "typescript",
  tsx: "tsx",
  js: "javascript",
  javascript: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "jsx",
  json: "json",
  json5: "json",
  bash: "bash",
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  diff: "diff",
  yaml: "yaml",
  yml: "yaml",
  css: "css",
  html: "markup",
  xml: "markup",
  svg: "markup",
}

loadLanguages([...new Set(Object.values(GRAMMARS))])

export const HIGHLIGHTED_LANGUAGES = Object.keys(GRAMMARS)

/** The language name shown and put on `language-*`: aliases collapse (`sh` stays `sh`, `yml` → `yaml`). */
export function normalizeLanguage(lang: string | null | undefined): string {
  const name = (lang ?? "").toLowerCase()
  if (name === "yml") return "yaml"
  if (name === "typescript") return "ts"
  if (name === "javascript") return "js"
  return GRAMMARS[name] ? name : "text"
}


type Segment = { text: string; classes: string[] }

function flatten(stream: Array<string | Prism.Token>, classes: string[], out: Segment[]): void {
  for (const item of stream) {
    if (typeof item === "string") {
      out.push({ text: item, classes })
      continue
    }
    const aliases = item.alias === undefined ? [] : Array.isArray(item.alias) ? item.alias : [item.alias]
    const next = [...classes, item.type, ...aliases]
    if (typeof item.content === "string") out.push({ text: item.content, classes: next })
    else flatten(Array.isArray(item.content) ? item.content : [item.content], next, out)
  }
}

/**
 * Tokens shown in the code's own colour need no element: bare punctuation is a
 * quarter of all tokens, and every element a page does not have is style and
 * layout work the browser does not do (docs/decisions.md, "Code blocks are light").
 */
const PLAIN_TOKENS = new Set(["punctuation"])

/** Highlighted HTML for each line of `code` (tokens that span lines are split and re-opened). */
export function highlightLines(code: string, lang: string): string[] {
  const grammarName = GRAMMARS[lang.toLowerCase()]
  const grammar = grammarName ? Prism.languages[grammarName] : undefined
  if (!grammar) return code.split("\n").map(escapeText)
  const segments: Segment[] = []
  flatten(Prism.tokenize(code, grammar), [], segments)
  const lines: string[] = [""]
  for (const { text, classes } of segments) {
    const parts = text.split("\n")
    parts.forEach((part, index) => {
      if (index > 0) lines.push("")
      if (part === "") return
      const html = escapeText(part)
      const plain = classes.length === 0 || (classes.length === 1 && PLAIN_TOKENS.has(classes[0]!))
      lines[lines.length - 1] += plain ? html : `<span class="token ${classes.join(" ")}">${html}</span>`
    })
  }
  return lines
}

const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|\/\*|<!--|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/\}|\*\/|-->)?\s*$/

export interface MagicResult {
  /** Code with the magic comment lines removed. */
  code: string
  /** 1-based line numbers (in `code`) to highlight. */
  highlighted: Set<number>
  /** Problems such as an unmatched `highlight-end`, with the 1-based input line. */
  problems: Array<{ line: number; message: string }>
}

/** Removes `// highlight-next-line`, `// highlight-start`, `// highlight-end` (also in `#`, block-comment and HTML-comment form). */
export function applyMagicComments(code: string): MagicResult {
  const kept: string[] = []
  const highlighted = new Set<number>()
  const problems: MagicResult["problems"] = []
  let nextLine = false
  let openedAt: number | null = null
  code.split("\n").forEach((line, index) => {
    const magic = MAGIC_COMMENT.exec(line)
    if (magic) {
      const kind = magic[1]
      if (kind === "next-line") nextLine = true
      else if (kind === "start") {
        if (openedAt !== null) problems.push({ line: index + 1, message: "highlight-start inside another highlight-start" })
        openedAt = index + 1
      } else if (openedAt === null) problems.push({ line: index + 1, message: "highlight-end without highlight-start" })
      else openedAt = null
      return
    }
    kept.push(line)
    if (nextLine || openedAt !== null) highlighted.add(kept.length)
    nextLine = false
  })
  if (openedAt !== null) problems.push({ line: openedAt, message: "highlight-start is never ended by highlight-end" })
  return { code: kept.join("\n"), highlighted, problems }
}

/**
 * The inner HTML of `<code>`: one `<span class="line">` per line, joined by newlines,
 * so `textContent` is exactly the code to copy.
 */
export function renderCodeHtml(code: string, lang: string, highlighted: ReadonlySet<number>): string {
  return highlightLines(code, lang)
    .map((html, index) =>
      highlighted.has(index + 1)
        ? `<span class="line highlighted" data-highlighted="true">${html}</span>`
        : `<span class="line">${html}</span>`,
    )
    .join("\n")
}
