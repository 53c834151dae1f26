/**
 * Build pre-pass (gatsby-node onPreBootstrap): type-check every TypeScript sample
 * of the docs in as few Programs as possible, on all cores, filling the cache the
 * remark plugin reads, and collect every author error. Without it the plugin still
 * works, checking one Program per page.
 */
import type { Code, Root } from "mdast"
import { visit } from "unist-util-visit"
import { VFile } from "vfile"
import { normalizeLanguage } from "./syntax/highlight"
import { parseMeta } from "./syntax/meta"
import type { RunnableSample } from "./run/run"
import { splitSample, type Sample } from "./samples/samples"
import { remarkDialect, runnableSample, sampleChecker, sampleRunner, type DialectOptions } from "./syntax/transform"
import { captureWarnings, DialectError } from "./location"
import { checksSamplesOf, docsFolderSamples, type DocsFolderSamples } from "./samples/folder"

/** A doc as the content model read it (src/node/content.ts): its file, its body and the body's syntax tree. */
export interface DialectDoc {
  absPath: string
  body: string
  tree: Root
}

/** The TypeScript samples of a page, exactly as the remark plugin will see them. */
export function samplesIn(tree: Root): Sample[] {
  const samples: Sample[] = []
  visit(tree, "code", (code: Code) => {
    const lang = normalizeLanguage(code.lang)
    if (lang !== "ts" && lang !== "tsx") return
    try {
      const meta = parseMeta(code.meta)
      if (!meta.noTranspile) samples.push(splitSample(code.value, lang, meta.title))
    } catch {
      // The page's own compilation reports a malformed meta string.
    }
  })
  return samples
}

/** The runnable samples (```ts run) of a page. */
export function runnableSamplesIn(tree: Root): RunnableSample[] {
  const runnables: RunnableSample[] = []
  visit(tree, "code", (code: Code) => {
    try {
      const runnable = runnableSample(code, parseMeta(code.meta), normalizeLanguage(code.lang))
      if (runnable) runnables.push(runnable)
    } catch {
      // The page's own compilation reports a malformed meta string.
    }
  })
  return runnables
}

export interface PrepareReport {
  files: number
  samples: number
  checked: number
  fromCache: number
  ms: number
  /** Runnable samples: executed now, answered from the cache, and the time running them took. */
  run: { samples: number; ran: number; fromCache: number; ms: number }
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
export async function prepareDialect(docs: DialectDoc[], options: DialectOptions = {}): Promise<PrepareReport> {
  const started = performance.now()
  let folderSamples: DocsFolderSamples
  try {
    folderSamples = docsFolderSamples(options.docsFolder)
  } catch (error) {
    if (!(error instanceof DialectError)) throw error
    const none = { samples: 0, ran: 0, fromCache: 0, ms: 0 }
    return { files: docs.length, samples: 0, checked: 0, fromCache: 0, ms: 0, run: none, errors: [error.message], warnings: [] }
  }
  const samples = docs.filter((doc) => checksSamplesOf(doc.absPath, folderSamples)).flatMap((doc) => samplesIn(doc.tree))
  const checker = sampleChecker(options)
  const before = { ...checker.stats }
  checker.checkMany(samples)
  const checked = checker.stats.checked - before.checked
  const fromCache = checker.stats.fromCache - before.fromCache
  const run = await runAll(docs, options)
  const errors: string[] = []
  const warnings = await captureWarnings(async () => {
    const transform = remarkDialect(options)
    for (const doc of docs) {
      try {
        // The transform rewrites the tree in place: the content model's trees are not used after this pass.
        await transform(doc.tree, new VFile({ path: doc.absPath, value: doc.body }))
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
    run,
    errors,
    warnings,
  }
}

/**
 * Runs every runnable sample that type-checks (the transform reports the others' type
 * errors), all cores busy, so the transform pass below finds every result in memory.
 */
async function runAll(docs: DialectDoc[], options: DialectOptions): Promise<PrepareReport["run"]> {
  const started = performance.now()
  const runnables = options.run === false ? [] : docs.flatMap((doc) => runnableSamplesIn(doc.tree))
  const checker = sampleChecker(options)
  const compiling = runnables.filter((runnable) => (checker.cached(runnable.sample)?.diagnostics.length ?? 0) === 0)
  const runner = sampleRunner(options)
  const before = { ...runner.stats }
  await runner.runMany(compiling)
  return {
    samples: runnables.length,
    ran: runner.stats.ran - before.ran,
    fromCache: runner.stats.fromCache - before.fromCache,
    ms: Math.round(performance.now() - started),
  }
}
