/**
 * Build pre-pass (gatsby-node onPreBootstrap): type-check every TypeScript sample
 * of the docs in as few Programs as possible, on all cores, filling the cache the
 * remark plugin reads, and collect every author error. Without it the plugin still
 * works, checking one Program per page.
 */
import fs from "node:fs"
import path from "node:path"
import type { Code, Content, Root } from "mdast"
import remarkMdx from "remark-mdx"
import remarkGfm from "remark-gfm"
import remarkParse from "remark-parse"
import { unified } from "unified"
import { VFile } from "vfile"
import { normalizeLanguage } from "./highlight"
import { parseMeta } from "./meta"
import { splitSample, type Sample } from "./samples"
import { remarkDialectSyntax } from "./syntax"
import { remarkDialect, sampleChecker, type DialectOptions } from "./transform"
import { captureWarnings, DialectError } from "./location"

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

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDialectSyntax)

/** Samples of one document, exactly as the remark plugin will see them. */
export function samplesOf(markdown: string): Sample[] {
  let tree: Root
  try {
    tree = parser.parse(markdown.replace(FRONT_MATTER, "")) as Root
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
  /** Author errors (`file:line: message`) found in any page. */
  errors: string[]
  warnings: string[]
}

/**
 * Checks the whole content folder before Gatsby compiles a page: every TypeScript
 * sample (in parallel, filling the cache), then every page through the dialect's
 * transform, so that all author errors are reported at once, early, instead of
 * one failing page at a time in the middle of webpack.
 */
export async function prepareDialect(contentDir: string, options: DialectOptions = {}): Promise<PrepareReport> {
  const started = performance.now()
  const docs = listDocs(path.resolve(contentDir)).map((file) => {
    const raw = fs.readFileSync(file, "utf8")
    return { file, body: raw.replace(FRONT_MATTER, "") }
  })
  const samples = docs.flatMap((doc) => samplesOf(doc.body))
  const checker = sampleChecker(options)
  const before = { ...checker.stats }
  await checker.checkManyParallel(samples)
  const checked = checker.stats.checked - before.checked
  const fromCache = checker.stats.fromCache - before.fromCache
  const errors: string[] = []
  const warnings = await captureWarnings(async () => {
    const transform = remarkDialect(options)
    for (const doc of docs) {
      let tree: Root
      try {
        tree = parser.parse(doc.body) as Root
      } catch {
        continue // The page's own compilation reports the syntax error.
      }
      try {
        await transform(tree, new VFile({ path: doc.file, value: doc.body }))
      } catch (error) {
        if (!(error instanceof DialectError)) throw error
        errors.push(error.message)
      }
    }
  })
  return {
    files: docs.length,
    samples: samples.length,
    checked,
    fromCache,
    ms: Math.round(performance.now() - started),
    errors,
    warnings,
  }
}
