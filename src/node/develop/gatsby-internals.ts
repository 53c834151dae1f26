import { createRequire } from "node:module"
import path from "node:path"
import { createHash } from "node:crypto"

/**
 * The places `gatsby develop` needs Gatsby internals; no public API gives any of them.
 * Checked against gatsby 5.16.1 by gatsby-internals.test.ts. Without them the check
 * still runs and reports in the terminal: it starts at once, does not wait for rebuilds,
 * and the overlay stays empty.
 */
const requireFromSite = createRequire(path.join(process.cwd(), "package.json"))

interface WebsocketManager {
  emitError(id: string, errors?: readonly object[] | null): void
}
interface Emitter {
  on(event: string, listener: () => void): void
  off(event: string, listener: () => void): void
}

/** Shows or clears (null) errors in the develop error overlay, in every open browser and in those that connect later. */
export function developOverlay(): ((id: string, errors: readonly object[] | null) => void) | null {
  const websocketManager = optionalSiteModule<{ websocketManager: WebsocketManager }>("gatsby/dist/utils/websocket-manager")?.websocketManager
  return websocketManager ? (id, errors) => websocketManager.emitError(id, errors) : null
}

/** Calls `callback` once the first development bundle is built (the first page can be served), so a check does not slow it down. */
export function afterFirstBundle(callback: () => void): void {
  afterBundle(callback, null)
}

/**
 * Calls `callback` after the next development bundle is built, or after `fallbackMs` if none is
 * (without the internal: at once). A node mutation made while webpack has a change waiting would
 * move Gatsby's develop state machine to a state that drops the change's rebuild.
 */
export function afterNextBundle(callback: () => void, fallbackMs = 10_000): void {
  afterBundle(callback, fallbackMs)
}

/** `callback` at the redux emitter's next `COMPILATION_DONE` (or after `fallbackMs`, unless null); at once without the internal. */
function afterBundle(callback: () => void, fallbackMs: number | null): void {
  const emitter = optionalSiteModule<{ emitter: Emitter }>("gatsby/dist/redux")?.emitter
  if (!emitter) {
    callback()
    return
  }
  const once = () => {
    clearTimeout(timer)
    emitter.off("COMPILATION_DONE", once)
    callback()
  }
  const timer = fallbackMs === null ? undefined : setTimeout(once, fallbackMs)
  emitter.on("COMPILATION_DONE", once)
}

/** Resolves once webpack is not rebuilding (polled: Gatsby emits no event for it); at once without the internal. */
export async function whenWebpackIdle(pollMs = 100): Promise<void> {
  const isPending = optionalSiteModule<{ isWebpackStatusPending: () => boolean }>("gatsby/dist/utils/webpack-status")?.isWebpackStatusPending
  if (!isPending) return
  while (isPending()) await new Promise((resolve) => setTimeout(resolve, pollMs))
}

type ParseFrontmatter = (cacheKey: string, source: string) => { body: string; frontmatter: Record<string, unknown> }

/**
 * gatsby-plugin-mdx keeps each doc's parsed front matter and body by its File node's content
 * digest, but reads the file again after the digest was taken: a file saved twice in quick
 * succession (an edit, then its undo) can leave the newer body under the older digest. The
 * template reads the content model's front matter, not this parse, but a page with code of its
 * own is compiled by gatsby-plugin-mdx's loader from this body, and would show the wrong one
 * for as long as the server runs whenever the file returns to that content. Keyed by the
 * source as read too, an entry always matches what it was parsed from.
 * Returns whether the internal was there.
 */
export function keyMdxFrontmatterBySource(): boolean {
  const module = optionalSiteModule<{ parseFrontmatter: ParseFrontmatter & { bySource?: true } }>("gatsby-plugin-mdx/dist/frontmatter")
  if (!module) return false
  if (module.parseFrontmatter.bySource) return true
  const original = module.parseFrontmatter
  const keyed: ParseFrontmatter & { bySource?: true } = (cacheKey, source) =>
    original(`${cacheKey}\0${createHash("sha1").update(source).digest("hex")}`, source)
  keyed.bySource = true
  module.parseFrontmatter = keyed
  return true
}

type Flush = ((parentSpan?: unknown) => Promise<void>) & { serialized?: true }
interface PageDataModule {
  flush: Flush
  enqueueFlush: (parentSpan?: unknown) => void
}

/**
 * Gatsby 5's develop server writes a page's page-data.json in a "flush" of the pending writes, and
 * a flush asked for while another runs is dropped (`flush` returns early when one is running). When
 * the browser asks for a new page while queries run (a doc added while a page is open), its query
 * can finish in a second round of the same run whose flush is dropped: the write stays pending,
 * nothing flushes it, and the page answers the 404 page until some other change runs queries
 * again. Here every flush goes through one queue, and a flush asked for during another runs again
 * after it (a flush writes only what is pending, so running it again is safe). Returns whether the
 * internals were there.
 */
export function serializePageDataFlushes(
  pageData: PageDataModule | null = optionalSiteModule<PageDataModule>("gatsby/dist/utils/page-data"),
  webpackStatus: { isWebpackStatusPending: () => boolean } | null = optionalSiteModule("gatsby/dist/utils/webpack-status"),
): boolean {
  if (!pageData || !webpackStatus || typeof pageData.flush !== "function" || typeof pageData.enqueueFlush !== "function") return false
  if (pageData.flush.serialized) return true
  const original = pageData.flush
  const originalEnqueue = pageData.enqueueFlush
  let running: Promise<void> | null = null
  let askedAgain = false
  const flush: Flush = (parentSpan) => {
    if (running) {
      askedAgain = true
      return running
    }
    running = (async () => {
      do {
        askedAgain = false
        await original(parentSpan)
      } while (askedAgain)
    })().finally(() => {
      running = null
    })
    return running
  }
  flush.serialized = true
  pageData.flush = flush
  // While webpack rebuilds, Gatsby's own enqueueFlush defers the flush to the rebuild's end (which calls `flush`, now this one).
  pageData.enqueueFlush = (parentSpan) => (webpackStatus.isWebpackStatusPending() ? originalEnqueue(parentSpan) : void flush(parentSpan))
  return true
}

function optionalSiteModule<T>(id: string): T | null {
  try {
    return requireFromSite(id) as T
  } catch {
    return null
  }
}
