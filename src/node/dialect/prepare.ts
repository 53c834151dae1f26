/**
 * Build pre-pass: type-check every TypeScript sample of the docs in as few
 * Programs as possible before Gatsby compiles the pages, filling the cache the
 * remark plugin reads. Without it the plugin still checks, one Program per page.
 */
import fs from "node:fs"
import path from "node:path"
import type { Code, Content, Root } from "mdast"
import remarkMdx from "remark-mdx"
import remarkParse from "remark-parse"
import { unified } from "unified"
import { normalizeLanguage } from "./highlight"
import { parseMeta } from "./meta"
import { splitSample, type Sample } from "./samples"
import { remarkDialectSyntax } from "./syntax"
import { sampleChecker, type DialectOptions } from "./transform"

function listDocs(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listDocs(full)
    return /\.mdx?$/.test(entry.name) ? [full] : []
  })
}

function collectCode(node: Root | Content, out: Code[]): void {
  if (node.type === "code") out.push(node)
  if ("children" in node) for (const child of node.children as Content[]) collectCode(child, out)
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/

/** Samples of one document, exactly as the remark plugin will see them. */
export function samplesOf(markdown: string): Sample[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkDialectSyntax)
  let tree: Root
  try {
    tree = processor.parse(markdown.replace(FRONT_MATTER, "")) as Root
  } catch {
    return [] // The page's own compilation reports the syntax error.
  }
  const codes: Code[] = []
  collectCode(tree, codes)
  return codes.flatMap((code) => {
    const lang = normalizeLanguage(code.lang)
    if (lang !== "ts" && lang !== "tsx") return []
    try {
      const meta = parseMeta(code.meta)
      return meta.noTranspile ? [] : [splitSample(code.value, lang, meta.title)]
    } catch {
      return []
    }
  })
}

export interface PrepareReport {
  files: number
  samples: number
  checked: number
  fromCache: number
  ms: number
}

export function prepareSamples(contentDir: string, options: DialectOptions = {}): PrepareReport {
  const started = performance.now()
  const files = listDocs(path.resolve(contentDir))
  const samples = files.flatMap((file) => samplesOf(fs.readFileSync(file, "utf8")))
  const checker = sampleChecker(options)
  const before = { ...checker.stats }
  checker.checkMany(samples)
  return {
    files: files.length,
    samples: samples.length,
    checked: checker.stats.checked - before.checked,
    fromCache: checker.stats.fromCache - before.fromCache,
    ms: Math.round(performance.now() - started),
  }
}
