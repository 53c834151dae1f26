import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { mdxPluginOptions } from "../../../../src/node/mdx-options"
import { parseSource } from "../../../../src/node/frontmatter"
import { serveDevelopBodies } from "./build"
import { DEVELOP_BODY_PATH, DEVELOP_EVENTS_PATH } from "../shared"
import type { EventStream } from "./develop"

/**
 * The develop server's wiring (serveDevelopBodies) with gatsby-plugin-mdx's real compile: the
 * routes it adds to the server, the error gatsby-plugin-mdx reports (not throws) turned into
 * file:line, and a saved doc announced on the event channel.
 */
type Handler = (request: { query: Record<string, unknown> }, response: unknown) => void

let root: string | undefined
let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  if (root) fs.rmSync(root, { recursive: true, force: true })
})

async function developServer(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "serve-develop-"))
  const contentDir = path.join(root, "content")
  fs.mkdirSync(contentDir)
  for (const [name, source] of Object.entries(files)) fs.writeFileSync(path.join(contentDir, name), source)
  const routes = new Map<string, Handler>()
  const errors: string[] = []
  const store = { getState: () => ({ config: { jsxRuntime: "automatic" } }) }
  // Gatsby's cache of the plugin: its folder holds the compiled bodies kept between sessions.
  const cache = { directory: path.join(root, "cache"), get: async () => undefined, set: async () => undefined }
  const args = {
    app: { get: (route: string, handler: Handler) => routes.set(route, handler) },
    reporter: { error: (message: string) => errors.push(message), panicOnBuild: () => undefined },
    getCache: () => cache,
    store,
    getNode: () => undefined,
    getNodesByType: () => [],
    pathPrefix: "",
  }
  // The heading anchors of gatsby-config.ts; the image and inline-code plugins need Gatsby's nodes.
  const options = { ...mdxPluginOptions, gatsbyRemarkPlugins: mdxPluginOptions.gatsbyRemarkPlugins.slice(0, 1) }
  const server = await serveDevelopBodies(args as never, {
    docs: () => Object.keys(files).map((name) => ({ route: `/${name.replace(/\.mdx$/, "")}`, absPath: path.join(contentDir, name) })),
    contentDir,
    read: (absPath) => parseSource(fs.readFileSync(absPath, "utf8")),
    projectDir: process.cwd(),
    mdxOptions: options,
    routes: Object.keys(files).map((name) => [name, `/${name.replace(/\.mdx$/, "")}`]),
    displayPath: (file) => path.relative(root!, file),
  })
  stop = server.stop
  const body = (route: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve) => {
      let status = 0
      let type = ""
      routes.get(DEVELOP_BODY_PATH)!({ query: { route } }, {
        status: (code: number) => ((status = code), { type: (kind: string) => ((type = kind), { send: (text: string) => resolve({ status, type, body: text }) }) }),
      })
    })
  const events: string[] = []
  const stream: EventStream = { writeHead: () => undefined, write: (chunk) => events.push(chunk), on: () => undefined }
  routes.get(DEVELOP_EVENTS_PATH)!({ query: {} }, stream)
  return { body, events, errors, contentDir }
}

describe("serveDevelopBodies", () => {
  it("answers a doc's body compiled by gatsby-plugin-mdx, which runs as a function body", async () => {
    const { body } = await developServer({ "a.mdx": "---\ntitle: A\n---\n\n## Usage\n\nSome *text*.\n" })
    const answer = await body("/a")
    expect(answer.status).toBe(200)
    expect(answer.type).toBe("application/javascript")
    expect(answer.body).toContain('id: "usage"')
    expect(answer.body).not.toMatch(/^\s*(import|export)\b/m)
    // Kept in the plugin's cache folder for the next session.
    expect(fs.readdirSync(path.join(root!, "cache", "develop-bodies"))).toHaveLength(1)
  })

  it("answers an MDX error with the file and the line in the file, and reports it in the terminal", async () => {
    const source = "---\ntitle: A\n---\n\n# A\n\n<broken\n"
    const { body, errors } = await developServer({ "a.mdx": source })
    const answer = await body("/a")
    expect(answer.status).toBe(500)
    const line = source.split("\n").findIndex((text) => text.startsWith("<broken")) + 1
    expect(answer.body).toMatch(new RegExp(`^content/a\\.mdx:(${line}|${line + 1}): .+\\. Fix the Markdown and save`))
    expect(errors).toEqual([answer.body])
  })

  it("announces a saved doc's route on the event channel", async () => {
    const { events, contentDir } = await developServer({ "a.mdx": "# A\n" })
    fs.writeFileSync(path.join(contentDir, "a.mdx"), "# A, edited\n")
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(events).toContain('event: body\ndata: {"route":"/a"}\n\n')
  })
})
