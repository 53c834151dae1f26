import { describe, expect, it } from "vitest"
import { createRequire } from "node:module"
import path from "node:path"
import { developOverlay, serializePageDataFlushes, whenWebpackIdle } from "./gatsby-internals"

const requireFromSite = createRequire(path.join(process.cwd(), "package.json"))

describe("the Gatsby internals develop uses (gatsby 5.16.1)", () => {
  it("has the websocket manager's overlay errors and the redux emitter", () => {
    const { websocketManager } = requireFromSite("gatsby/dist/utils/websocket-manager") as { websocketManager: { emitError: unknown; errors: Map<string, unknown> } }
    expect(typeof websocketManager.emitError).toBe("function")
    const overlay = developOverlay()!
    const errors = [{ text: "content/docs/a.mdx:3: TS2322" }]
    overlay("test", errors)
    expect(websocketManager.errors.get("test")).toBe(errors)
    overlay("test", null)
    expect(websocketManager.errors.has("test")).toBe(false)
    const { emitter } = requireFromSite("gatsby/dist/redux") as { emitter: { on: unknown; off: unknown } }
    expect(typeof emitter.on).toBe("function")
    expect(typeof emitter.off).toBe("function")
  })

  it("waits while webpack is rebuilding", async () => {
    const status = requireFromSite("gatsby/dist/utils/webpack-status") as { markWebpackStatusAsPending: () => void; markWebpackStatusAsDone: () => void }
    status.markWebpackStatusAsPending()
    let idle = false
    const waiting = whenWebpackIdle(5).then(() => (idle = true))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(idle).toBe(false)
    status.markWebpackStatusAsDone()
    await waiting
    expect(idle).toBe(true)
  })

  it("has gatsby's page-data flush and enqueueFlush, replaceable on the module object", () => {
    const pageData = requireFromSite("gatsby/dist/utils/page-data") as Record<string, unknown>
    expect(typeof pageData.flush).toBe("function")
    expect(typeof pageData.enqueueFlush).toBe("function")
    expect(Object.getOwnPropertyDescriptor(pageData, "flush")?.writable).toBe(true)
  })

  it("runs a page-data flush asked for during another one after it, instead of dropping it", async () => {
    // Gatsby's flush, as it behaves: a call while one runs returns at once and writes nothing.
    const written: string[][] = []
    let pending = ["/a"]
    let flushing = false
    const gatsbyFlush = async () => {
      if (flushing) return
      flushing = true
      const snapshot = pending
      await new Promise((resolve) => setTimeout(resolve, 5))
      written.push(snapshot)
      pending = pending.filter((page) => !snapshot.includes(page))
      flushing = false
    }
    let webpackPending = false
    const deferred: string[] = []
    const pageData = { flush: gatsbyFlush as (span?: unknown) => Promise<void>, enqueueFlush: () => void deferred.push("deferred") }
    expect(serializePageDataFlushes(pageData, { isWebpackStatusPending: () => webpackPending })).toBe(true)
    // A first flush starts; a page's query result arrives and its flush is asked for while the first runs.
    const first = pageData.flush()
    pending = [...pending, "/b"]
    pageData.enqueueFlush()
    await first
    expect(written).toEqual([["/a"], ["/b"]])
    expect(pending).toEqual([])
    // While webpack rebuilds, the flush is left to Gatsby's own deferral.
    webpackPending = true
    pageData.enqueueFlush()
    expect(deferred).toEqual(["deferred"])
    // Installing twice wraps once.
    expect(serializePageDataFlushes(pageData, { isWebpackStatusPending: () => false })).toBe(true)
    expect(serializePageDataFlushes(null, null)).toBe(false)
  })
})
