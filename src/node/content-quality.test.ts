/**
 * The content's promises, checked over content/docs: word and sample floors per
 * page and per part, the no-transpile ratio, and that every public runtime export
 * of @reduxjs/toolkit (and its query entries) is documented.
 */
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { visit } from "unist-util-visit"
import { loadContent, type DocRecord } from "./content"
import { docStats, type DocStats } from "./content-stats"
import { plainText } from "./mdast"
import { checkLedger, parseLedgers } from "./claims"
import type { Root } from "mdast"

const contentDir = path.join(process.cwd(), "content", "docs")
const require = createRequire(import.meta.url)

interface PageStats extends DocStats {
  rel: string
  title: string
  samples: number
  tsBlocks: number
  noTranspile: number
  inlineCode: string[]
  headings: string[]
}

function statsFor(doc: DocRecord & { tree: Root }): PageStats {
  const stats: PageStats = {
    ...docStats(doc.tree),
    rel: doc.relPath,
    title: doc.frontmatter.title ?? "",
    samples: 0,
    tsBlocks: 0,
    noTranspile: 0,
    inlineCode: [],
    headings: [],
  }
  visit(doc.tree, (node) => {
    if (node.type === "code") {
      stats.samples += 1
      if (node.lang === "ts" || node.lang === "tsx") {
        stats.tsBlocks += 1
        if (/\bno-transpile\b/.test(node.meta ?? "")) stats.noTranspile += 1
      }
    } else if (node.type === "inlineCode") {
      stats.inlineCode.push(node.value)
    } else if (node.type === "heading") {
      stats.headings.push(plainText(node))
    }
  })
  return stats
}

const content = loadContent(contentDir)
const docsWithTrees = content.withTrees()
const pages = docsWithTrees.map(statsFor)
const isReference = (rel: string) => rel.startsWith("api/") || rel.startsWith("rtk-query/api/")
const isPartOne = (rel: string) => !rel.startsWith("rtk-query/")
const partOne = pages.filter((page) => isPartOne(page.rel))
const partTwo = pages.filter((page) => !isPartOne(page.rel))

describe("content floors", () => {
  it("has the 31 core pages and the 34 RTK Query pages", () => {
    expect(partOne).toHaveLength(31)
    expect(partTwo).toHaveLength(34)
  })

  for (const page of pages) {
    const reference = isReference(page.rel)
    const minWords = reference ? 500 : isPartOne(page.rel) ? 1000 : 800
    const minSamples = reference ? 2 : isPartOne(page.rel) ? 4 : 3
    it(`${page.rel}: at least ${minWords} words of prose and ${minSamples} samples`, () => {
      expect(page.words, "words of prose").toBeGreaterThanOrEqual(minWords)
      expect(page.samples, "code samples").toBeGreaterThanOrEqual(minSamples)
    })
  }

  it("has at least 700 code blocks: 180 in api/, 100 in rtk-query/api/, 160 in usage/", () => {
    const blocksUnder = (prefix: string) =>
      pages.filter((page) => page.rel.startsWith(prefix)).reduce((sum, page) => sum + page.blocks, 0)
    expect(blocksUnder("")).toBeGreaterThanOrEqual(700)
    expect(blocksUnder("api/")).toBeGreaterThanOrEqual(180)
    expect(blocksUnder("rtk-query/api/")).toBeGreaterThanOrEqual(100)
    expect(blocksUnder("usage/")).toBeGreaterThanOrEqual(160)
  })

  it("has at least 150 runnable samples", () => {
    expect(pages.reduce((sum, page) => sum + page.runnable, 0)).toBeGreaterThanOrEqual(150)
  })

  for (const page of pages.filter((candidate) => isReference(candidate.rel))) {
    it(`${page.rel}: an API reference page with at least 6 code blocks, one of them runnable`, () => {
      expect(page.blocks, "code blocks").toBeGreaterThanOrEqual(6)
      expect(page.runnable, "runnable samples").toBeGreaterThanOrEqual(1)
    })
  }

  // The reference pages readers read most, at the depth they expect (prose outside code and tables).
  const DEEP_PAGES: Array<[string, number]> = [
    ["api/createAsyncThunk.mdx", 2000],
    ["api/createListenerMiddleware.mdx", 3000],
    ["api/createEntityAdapter.mdx", 1800],
    ["api/createSlice.mdx", 1500],
    ["usage/migrating-rtk-2.mdx", 5000],
  ]
  for (const [rel, minWords] of DEEP_PAGES) {
    it(`${rel}: at least ${minWords.toLocaleString("en")} words of prose`, () => {
      expect(pages.find((page) => page.rel === rel)?.words ?? 0).toBeGreaterThanOrEqual(minWords)
    })
  }

  for (const [name, part] of [
    ["core", partOne],
    ["RTK Query", partTwo],
  ] as const) {
    it(`the ${name} pages hold at least 25,000 words of prose together`, () => {
      expect(part.reduce((sum, page) => sum + page.words, 0)).toBeGreaterThanOrEqual(25_000)
    })

    it(`at most one ts/tsx block in five opts out of the type check in the ${name} pages`, () => {
      const ts = part.reduce((sum, page) => sum + page.tsBlocks, 0)
      const optedOut = part.reduce((sum, page) => sum + page.noTranspile, 0)
      expect(ts).toBeGreaterThan(0)
      expect(optedOut * 5).toBeLessThanOrEqual(ts)
    })
  }
})

function runtimeExports(entry: string): string[] {
  return Object.keys(require(entry) as object).filter((key) => !key.startsWith("_"))
}

const mentions = (part: PageStats[], name: string) =>
  part.some((page) => page.inlineCode.some((code) => new RegExp(`(^|[^A-Za-z0-9_$])${name.replace(/\$/g, "\\$")}($|[^A-Za-z0-9_$])`).test(code)))

describe("export coverage", () => {
  for (const [entry, part] of [
    ["@reduxjs/toolkit", partOne],
    ["@reduxjs/toolkit/query", partTwo],
    ["@reduxjs/toolkit/query/react", partTwo],
  ] as const) {
    it(`documents every runtime export of ${entry} in inline code`, () => {
      const names = runtimeExports(entry)
      expect(names.length).toBeGreaterThan(10)
      expect(names.filter((name) => !mentions(part, name))).toEqual([])
    })
  }

  const MAIN_APIS: Array<[string, string]> = [
    ["configureStore", "api/configureStore.mdx"],
    ["createSlice", "api/createSlice.mdx"],
    ["createReducer", "api/createReducer.mdx"],
    ["createAction", "api/createAction.mdx"],
    ["createAsyncThunk", "api/createAsyncThunk.mdx"],
    ["createEntityAdapter", "api/createEntityAdapter.mdx"],
    ["createListenerMiddleware", "api/createListenerMiddleware.mdx"],
    ["createDynamicMiddleware", "api/createDynamicMiddleware.mdx"],
    ["combineSlices", "api/combineSlices.mdx"],
    ["createSelector", "api/createSelector.mdx"],
    ["autoBatchEnhancer", "api/autoBatchEnhancer.mdx"],
    ["createApi", "rtk-query/api/createApi.mdx"],
    ["fetchBaseQuery", "rtk-query/api/fetchBaseQuery.mdx"],
    ["ApiProvider", "rtk-query/api/ApiProvider.mdx"],
    ["setupListeners", "rtk-query/api/setupListeners.mdx"],
  ]
  for (const [name, rel] of MAIN_APIS) {
    it(`${name} has its reference page with a heading naming it`, () => {
      const page = pages.find((candidate) => candidate.rel === rel)
      expect(page, rel).toBeDefined()
      const named = [page!.title, ...page!.headings].some((heading) => heading.includes(name))
      expect(named).toBe(true)
    })
  }
})

describe("the accuracy audit", () => {
  const audit = fs.readFileSync(path.join(process.cwd(), "docs", "content-audit.md"), "utf8")
  const sections = new Set([...audit.matchAll(/^## (\S+\.mdx?)\s*$/gm)].map((match) => match[1]))

  it("docs/content-audit.md has a section for every page, and none for a page that is gone", () => {
    expect(pages.map((page) => page.rel).filter((rel) => !sections.has(rel))).toEqual([])
    expect([...sections].filter((rel) => !pages.some((page) => page.rel === rel))).toEqual([])
  })
})

describe("absolute claims: every sentence with an absolute word has a proof in docs/content-audit.md", () => {
  const ledgers = parseLedgers(fs.readFileSync(path.join(process.cwd(), "docs", "content-audit.md"), "utf8"))

  for (const doc of docsWithTrees) {
    const source = fs.readFileSync(doc.absPath, "utf8")
    const lineOffset = source.slice(0, source.lastIndexOf(doc.body)).split("\n").length - 1
    const result = checkLedger(source, doc.body, lineOffset, ledgers.get(doc.relPath) ?? [], doc.tree)
    it(`${doc.relPath}: every ledger entry quotes the page and names a proof that exists`, () => {
      expect(result.invalid.map(({ entry, reason }) => `docs/content-audit.md:${entry.ledgerLine}: "${entry.fragment}": ${reason}`)).toEqual([])
    })
    it(`${doc.relPath}: every absolute claim has a ledger entry`, () => {
      expect(result.uncovered.map((claim) => `${doc.relPath}:${claim.line}: "${claim.source}" (${claim.word})`)).toEqual([])
    })
  }
})
