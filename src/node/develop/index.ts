/**
 * `gatsby develop` specifics, called from gatsby-node.ts: the dialect's sample check runs
 * in the background (background-check.ts) instead of before the first page.
 */
import fs from "node:fs"
import path from "node:path"
import { prepareDialect } from "../dialect"
import { parseDoc, siteContent } from "../content"
import { displayPath, rootDir, sidebarsFileShown } from "../paths"
import { CONFIG_FILE } from "../config/load"
import { readSiteConfigModule } from "../config/reload"
import { watchModuleFile, watchSidebarsFile } from "./sidebars-watch"
import type { OverlayError } from "./error-report"
import { BackgroundSampleCheck, type CheckedDoc } from "./background-check"
import { afterFirstBundle, developOverlay, serializePageDataFlushes, whenWebpackIdle } from "./gatsby-internals"
export { afterNextBundle } from "./gatsby-internals"

export { isDevelop } from "./mode"
export { serializePageDataFlushes }
export { ReportRemovedFilesPlugin } from "./webpack-removals"
export { LiveAnalysis, overlayErrors } from "./live-analysis"

const OVERLAY_ID = "docs-code-samples"

interface Reporter {
  info: (message: string) => void
  warn: (message: string) => void
  error: (message: string) => void
}

let check: BackgroundSampleCheck | null = null

/** A doc as it is on disk now: the check runs after edits the content model has not seen. */
function readDoc(absPath: string): CheckedDoc | null {
  try {
    const { record, tree } = parseDoc(absPath, siteContent().contentDir)
    return { absPath, body: record.body, tree }
  } catch {
    // Gatsby reports a doc that does not read (front matter, MDX syntax) when it compiles it.
    return null
  }
}

/** How long the check waits for the author's first page before it starts anyway. */
export const FIRST_PAGE_GRACE_MS = 15_000

/**
 * Starts the background check once the first development bundle is built (onCreateDevServer) and
 * the author's first page has its body (`firstPage`), or `FIRST_PAGE_GRACE_MS` after the bundle
 * when no page is opened: its first step builds a TypeScript program of every sample, which would
 * take the CPU from the browser loading that page. `whenQuiet` holds each later step back while
 * the develop server serves an edit (a body compile).
 */
export function startDevelopSampleCheck(
  reporter: Reporter,
  whenQuiet: () => Promise<void> = async () => undefined,
  firstPage: Promise<void> = Promise.resolve(),
): void {
  if (check) return
  const overlay = developOverlay()
  const current = new BackgroundSampleCheck({
    allDocs: () => siteContent().docs.flatMap((doc) => readDoc(doc.absPath) ?? []),
    readDoc,
    check: (docs) => prepareDialect(docs),
    displayPath,
    log: reporter,
    overlay: (message) => overlay?.(OVERLAY_ID, message),
    // Small steps that wait for webpack: an edit's rebuild is not slowed by more than one step.
    whenIdle: async () => {
      await whenWebpackIdle()
      await whenQuiet()
    },
    batchSize: 4,
  })
  check = current
  afterFirstBundle(() => void afterFirstPage(firstPage).then(() => current.start()))
}

/** Resolves when `firstPage` does, or after `graceMs`, whichever comes first. */
export function afterFirstPage(firstPage: Promise<void>, graceMs: number = FIRST_PAGE_GRACE_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))
  return Promise.race([firstPage, grace]).finally(() => clearTimeout(timer))
}

/** A doc file changed (onCreateNode of its new Mdx node): check its samples again. */
export function developDocChanged(absPath: string): void {
  check?.fileChanged(absPath)
}

/** Follows the sidebars file in develop (sidebars-watch.ts); `onChange` gets the new sidebars object. */
export function watchDevelopSidebars(onChange: (sidebars: unknown) => void, reporter: Reporter): void {
  const override = process.env.DOCS_SIDEBARS_FILE
  const file = override ? path.resolve(rootDir, override) : path.join(rootDir, "sidebars.ts")
  watchSidebarsFile(file, sidebarsFileShown(), onChange, (message) => reporter.error(message))
}

/** Follows site.config.ts in develop: `onChange` gets the module's new export (validated by the caller). */
export function watchDevelopSiteConfig(onChange: (input: unknown) => void, reporter: Reporter): void {
  const file = path.join(process.cwd(), CONFIG_FILE)
  watchModuleFile(file, () => readSiteConfigModule(file), onChange, (message) => reporter.error(message))
}

/** Shows (or, with null, clears) entries of the develop overlay under one id: each source of problems has its own. */
export function contentOverlay(id = "docs-content"): (errors: OverlayError[] | null) => void {
  const overlay = developOverlay()
  return (errors) => overlay?.(id, errors)
}

/**
 * The client config file the develop bundles read (`__SITE_CONFIG__` is provided as this module
 * there, so webpack watches it): written at start and whenever site.config.ts is saved, and the
 * open pages get the new values. A build inlines the value instead.
 */
export const developClientConfigFile = (): string => path.resolve(".cache", "redux-toolkit-docs", "site-config.json")

/** Writes the develop client config; returns whether it changed (an unchanged file is left alone: rewriting it would rebuild the bundles for nothing). */
export function writeDevelopClientConfig(value: unknown): boolean {
  const file = developClientConfigFile()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const text = JSON.stringify(value)
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return false
  fs.writeFileSync(file, text)
  return true
}
