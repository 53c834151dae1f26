import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { MDXProvider } from "@mdx-js/react"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { mdxPluginOptions } from "../../../src/node/mdx-options"
import { mdxBodyCompiler } from "./node/mdx-compile"
import { writeStaticBodies } from "./node/static-bodies"
import { ServerBody } from "./serverBody.node"

/**
 * The server path of a static body: compiled by gatsby-plugin-mdx's own pipeline
 * (with the plugin options gatsby-config.ts gives it, src/node/mdx-options.ts), written as a module, and
 * rendered by ServerBody with the components of the surrounding MDXProvider.
 */
const globals = globalThis as unknown as { __DOC_BODIES_DIR__: string; __non_webpack_require__: (id: string) => unknown }
let dir: string

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-body-"))
  globals.__DOC_BODIES_DIR__ = dir
  globals.__non_webpack_require__ = createRequire(import.meta.url)
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const failingReporter = { panicOnBuild: (...args: unknown[]) => { throw new Error(`panicOnBuild: ${JSON.stringify(args)}`) } }

async function compiler() {
  // gatsby-config.ts's JSX runtime, which gatsby-plugin-mdx reads from Gatsby's store.
  const store = { getState: () => ({ config: { jsxRuntime: "automatic" } }) }
  const cache = { get: async () => undefined, set: async () => undefined }
  // The heading anchors of gatsby-config.ts; the image and inline-code plugins need Gatsby's nodes.
  const options = { ...mdxPluginOptions, gatsbyRemarkPlugins: mdxPluginOptions.gatsbyRemarkPlugins.slice(0, 1) }
  return mdxBodyCompiler(
    { store, cache, reporter: failingReporter, getNode: () => undefined, getNodesByType: () => [], pathPrefix: "" } as never,
    { options, projectDir: process.cwd(), displayPath: (file) => file },
  )
}

const components = {
  Admonition: ({ type, children }: { type: string; children: React.ReactNode }) => <aside data-admonition={type}>{children}</aside>,
}

describe("ServerBody", () => {
  it("renders a body compiled as a function body, with the provider's components and GFM", async () => {
    const source = "## Usage\n\nSome *text* and `code`.\n\n:::tip\n\nA tip.\n\n:::\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n"
    const report = await writeStaticBodies({
      dir,
      publicDir: path.join(dir, "public"),
      bodies: [{ route: "/api/thing", absPath: path.join(dir, "thing.mdx"), source }],
      digest: "test",
      compile: await compiler(),
    })
    const html = renderToStaticMarkup(
      <MDXProvider components={components}>
        <ServerBody bodyKey={report.keys.get("/api/thing")!} />
      </MDXProvider>,
    )
    // The heading's anchor id (the ids the table of contents links to).
    expect(html).toContain('<h2 id="usage">Usage</h2>')
    expect(html).toContain("<em>text</em>")
    expect(html).toContain("<code>code</code>")
    expect(html).toMatch(/<aside data-admonition="tip">[\s\S]*A tip\.[\s\S]*<\/aside>/)
    expect(html).toContain("<td>1</td>")
  })

  it("names the missing module and the fix when a body was not compiled", () => {
    expect(() => renderToStaticMarkup(<ServerBody bodyKey="0000" />)).toThrow(/A compiled doc body is missing \(.*0000\.js\).*npm run clean/)
  })
})
