import { createRequire } from "node:module"
import path from "node:path"

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
  try {
    const { websocketManager } = requireFromSite("gatsby/dist/utils/websocket-manager") as { websocketManager: WebsocketManager }
    return (id, errors) => websocketManager.emitError(id, errors)
  } catch {
    return null
  }
}

/** Calls `callback` once the first development bundle is built (the first page can be served), so a check does not slow it down. */
export function afterFirstBundle(callback: () => void): void {
  let emitter: Emitter
  try {
    emitter = (requireFromSite("gatsby/dist/redux") as { emitter: Emitter }).emitter
  } catch {
    callback()
    return
  }
  const once = () => {
    emitter.off("COMPILATION_DONE", once)
    callback()
  }
  emitter.on("COMPILATION_DONE", once)
}

/** Resolves once webpack is not rebuilding (polled: Gatsby emits no event for it); at once without the internal. */
export async function whenWebpackIdle(pollMs = 100): Promise<void> {
  let isPending: () => boolean
  try {
    isPending = (requireFromSite("gatsby/dist/utils/webpack-status") as { isWebpackStatusPending: () => boolean }).isWebpackStatusPending
  } catch {
    return
  }
  while (isPending()) await new Promise((resolve) => setTimeout(resolve, pollMs))
}
