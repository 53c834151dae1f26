import { describe, expect, it } from "vitest"
import { createRequire } from "node:module"
import path from "node:path"
import { developOverlay, keyMdxFrontmatterBySource, whenWebpackIdle } from "./gatsby-internals"

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

  it("keys gatsby-plugin-mdx's parsed front matter by the source read, not only by the digest taken before", () => {
    type Parse = (key: string, source: string) => { frontmatter: Record<string, unknown> }
    const module = requireFromSite("gatsby-plugin-mdx/dist/frontmatter") as { parseFrontmatter: Parse }
    // The race: the digest of the undone file, the file read after the next save.
    expect(module.parseFrontmatter("digest-race", "---\ntitle: Edited\n---\n").frontmatter.title).toBe("Edited")
    expect(module.parseFrontmatter("digest-race", "---\ntitle: Original\n---\n").frontmatter.title).toBe("Edited")
    expect(keyMdxFrontmatterBySource()).toBe(true)
    expect(module.parseFrontmatter("digest-race", "---\ntitle: Original\n---\n").frontmatter.title).toBe("Original")
    expect(module.parseFrontmatter("digest-race", "---\ntitle: Edited\n---\n").frontmatter.title).toBe("Edited")
  })
})
