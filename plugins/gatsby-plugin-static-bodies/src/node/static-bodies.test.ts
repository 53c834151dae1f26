import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import {
  fragmentName,
  pipelineDigest,
  pipelineFiles,
  pluginDir,
  publishBodyAssets,
  renderingDigest,
  sitePipelineDigest,
  writeStaticBodies,
  type StaticBodySource,
} from "./static-bodies"
import { staticBodyFile } from "../shared"

let root: string
let dir: string
let publicDir: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "static-bodies-"))
  dir = path.join(root, "bodies")
  publicDir = path.join(root, "public")
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const body = (route: string, source: string): StaticBodySource => ({ route, absPath: `/docs${route}.mdx`, source })

/** A stand-in compiler: a function body returning the source, counting its calls. */
function counting() {
  const calls: string[] = []
  const compile = async (input: StaticBodySource) => {
    calls.push(input.route)
    return { code: `return { default: ${JSON.stringify(input.source)}, runtime: arguments[0] }`, assets: [] }
  }
  return { calls, compile }
}

const load = (file: string) => createRequire(import.meta.url)(file) as (runtime: unknown) => { default: string; runtime: unknown }

describe("writeStaticBodies", () => {
  it("writes one CommonJS module per body, named by its key, that runs the compiled function body", async () => {
    const { compile } = counting()
    const report = await writeStaticBodies({ dir, bodies: [body("/a", "# A"), body("/b/c", "# C")], publicDir, digest: "d1", compile })
    expect(report.compiled).toBe(2)
    const keyA = report.keys.get("/a")!
    expect(keyA).toMatch(/^[0-9a-f]{40}$/)
    expect(report.keys.get("/b/c")).not.toBe(keyA)
    const result = load(staticBodyFile(dir, keyA))({ jsx: "runtime" })
    expect(result.default).toBe("# A")
    expect(result.runtime).toEqual({ jsx: "runtime" })
    expect(fs.readdirSync(dir).sort()).toEqual([`${keyA}.js`, `${report.keys.get("/b/c")}.js`].sort())
  })

  it("compiles nothing again when neither the sources nor the pipeline changed", async () => {
    const first = counting()
    const before = await writeStaticBodies({ dir, bodies: [body("/a", "# A"), body("/b", "# B")], publicDir, digest: "d1", compile: first.compile })
    const second = counting()
    const after = await writeStaticBodies({ dir, bodies: [body("/a", "# A"), body("/b", "# B")], publicDir, digest: "d1", compile: second.compile })
    expect(second.calls).toEqual([])
    expect(after.cached).toBe(2)
    expect(after.keys).toEqual(before.keys)
  })

  it("recompiles a changed body, and every body when the pipeline changed; unused modules are removed", async () => {
    const first = await writeStaticBodies({ dir, bodies: [body("/a", "# A"), body("/b", "# B")], publicDir, digest: "d1", compile: counting().compile })
    const edited = counting()
    const second = await writeStaticBodies({ dir, bodies: [body("/a", "# A, edited"), body("/b", "# B")], publicDir, digest: "d1", compile: edited.compile })
    expect(edited.calls).toEqual(["/a"])
    expect(second.keys.get("/a")).not.toBe(first.keys.get("/a"))
    expect(second.removed).toBe(1)
    expect(fs.existsSync(staticBodyFile(dir, first.keys.get("/a")!))).toBe(false)
    const pipeline = counting()
    await writeStaticBodies({ dir, bodies: [body("/a", "# A, edited"), body("/b", "# B")], publicDir, digest: "d2", compile: pipeline.compile })
    expect(pipeline.calls).toEqual(["/a", "/b"])
    // A page that no longer has a static body leaves no module behind.
    const third = await writeStaticBodies({ dir, bodies: [body("/b", "# B")], publicDir, digest: "d2", compile: counting().compile })
    expect(fs.readdirSync(dir)).toEqual([`${third.keys.get("/b")}.js`])
  })

  it("stops at a failed compile, keeping the bodies compiled before it and writing no partial module", async () => {
    const compile = async (input: StaticBodySource) => {
      if (input.route === "/bad") throw new Error("content/docs/bad.mdx: could not be compiled")
      return { code: "return { default: 'ok' }", assets: [] }
    }
    await expect(writeStaticBodies({ dir, bodies: [body("/good", "ok"), body("/bad", "<")], publicDir, digest: "d1", compile })).rejects.toThrow(
      "content/docs/bad.mdx: could not be compiled",
    )
    const files = fs.readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^[0-9a-f]{40}\.js$/)
    const retry = counting()
    await writeStaticBodies({ dir, bodies: [body("/good", "ok")], publicDir, digest: "d1", compile: retry.compile })
    expect(retry.calls).toEqual([])
  })
})

describe("publishBodyAssets", () => {
  const compiled = (specifier: string) =>
    `const {Fragment: _Fragment, jsx: _jsx} = arguments[0];\nconst {default: __dialectImage0} = await import(${JSON.stringify(specifier)});\nfunction _createMdxContent() {}`

  it("turns each image import into the URL of the file, published under /static with a hash of its content", async () => {
    fs.mkdirSync(path.join(root, "docs"), { recursive: true })
    fs.writeFileSync(path.join(root, "docs", "logo.svg"), "<svg/>")
    const page = path.join(root, "docs", "page.mdx")
    const body = publishBodyAssets(compiled("./logo.svg"), page)
    expect(body.assets).toHaveLength(1)
    expect(body.assets[0]!.url).toMatch(/^\/static\/logo-[0-9a-f]{20}\.svg$/)
    expect(body.code).toContain(`const {default: __dialectImage0} = {default: "${body.assets[0]!.url}"};`)
    expect(body.code).not.toContain("import(")

    const report = await writeStaticBodies({
      dir,
      publicDir,
      bodies: [{ route: "/page", absPath: page, source: "![logo](./logo.svg)" }],
      digest: "d1",
      compile: async () => body,
    })
    const published = path.join(publicDir, body.assets[0]!.url)
    expect(fs.readFileSync(published, "utf8")).toBe("<svg/>")
    // A fresh public/ with a warm cache: the body is not compiled again, its files are published again.
    fs.rmSync(publicDir, { recursive: true })
    const again = await writeStaticBodies({
      dir,
      publicDir,
      bodies: [{ route: "/page", absPath: page, source: "![logo](./logo.svg)" }],
      digest: "d1",
      compile: async () => {
        throw new Error("compiled again")
      },
    })
    expect(again.cached).toBe(1)
    expect(again.keys).toEqual(report.keys)
    expect(fs.readFileSync(published, "utf8")).toBe("<svg/>")
  })

  it("leaves the page's content alone: a sample that shows an import is text, not an import", () => {
    const sample = 'const {default: chart} = await import("./chart.svg");'
    const code = `const {jsx: _jsx} = arguments[0];\nfunction _createMdxContent(props) {\n  return _jsx("code", { children: ${JSON.stringify(sample)} });\n}\n${sample}`
    expect(publishBodyAssets(code, "/docs/page.mdx")).toEqual({ code, assets: [] })
  })

  it("names the page and the missing file", () => {
    expect(() => publishBodyAssets(compiled("./missing.svg"), "/docs/api/page.mdx")).toThrow(
      "/docs/api/page.mdx: ./missing.svg does not exist; put the file beside the page or fix the path.",
    )
  })
})

describe("pipelineDigest", () => {
  it("changes when a pipeline file or the site-wide input changes, and only then", () => {
    const file = path.join(root, "plugin.ts")
    fs.writeFileSync(file, "export const a = 1")
    const digest = pipelineDigest([file], "routes")
    expect(pipelineDigest([file], "routes")).toBe(digest)
    expect(pipelineDigest([file], "other routes")).not.toBe(digest)
    fs.writeFileSync(file, "export const a = 2")
    expect(pipelineDigest([file], "routes")).not.toBe(digest)
  })

  it("is the same for the same tree in another folder when given the project folder", () => {
    const copies = ["one", "two"].map((name) => path.join(root, "checkouts", name))
    for (const dir of copies) {
      fs.mkdirSync(path.join(dir, "src"), { recursive: true })
      fs.writeFileSync(path.join(dir, "src", "a.ts"), "export const a = 1")
    }
    const [one, two] = copies.map((dir) => pipelineDigest([path.join(dir, "src", "a.ts")], "routes", dir))
    expect(one).toBe(two)
    expect(pipelineDigest([path.join(copies[0]!, "src", "a.ts")], "routes")).not.toBe(pipelineDigest([path.join(copies[1]!, "src", "a.ts")], "routes"))
  })

  it("takes the sources of a folder tree, not its tests", () => {
    fs.mkdirSync(path.join(root, "dialect"))
    for (const name of ["a.ts", "a.test.ts", "dialect/b.mjs", "dialect/c.bench.ts", "notes.md"]) fs.writeFileSync(path.join(root, name), "x")
    expect(pipelineFiles(root).map((file) => path.relative(root, file)).sort()).toEqual(["a.ts", path.join("dialect", "b.mjs")])
  })
})

describe("staticBodyFile", () => {
  it("names a body's module by its key inside the folder", () => {
    expect(staticBodyFile("/cache/doc-bodies/", "abc")).toBe("/cache/doc-bodies/abc.js")
  })
})

describe("fragment names", () => {
  it("change with the body's key and with the code that renders it, and are short hashes", () => {
    fs.mkdirSync(path.join(root, "src", "mdx"), { recursive: true })
    fs.writeFileSync(path.join(root, "src", "mdx", "Admonition.tsx"), "v1")
    fs.writeFileSync(path.join(root, "src", "mdx", "Admonition.module.css"), ".a {}")
    fs.writeFileSync(path.join(root, "site.config.ts"), "config")
    const rendering = renderingDigest(root, "client config")
    const name = fragmentName("key1", rendering)
    expect(name).toMatch(/^[0-9a-f]{20}$/)
    expect(fragmentName("key1", renderingDigest(root, "client config"))).toBe(name)
    expect(fragmentName("key2", rendering)).not.toBe(name)
    expect(fragmentName("key1", renderingDigest(root, "other client config"))).not.toBe(name)
    fs.writeFileSync(path.join(root, "src", "mdx", "Admonition.tsx"), "v2")
    expect(fragmentName("key1", renderingDigest(root, "client config"))).not.toBe(name)
    const afterComponent = renderingDigest(root, "client config")
    // A CSS module's class names are part of the HTML.
    fs.writeFileSync(path.join(root, "src", "mdx", "Admonition.module.css"), ".b {}")
    expect(renderingDigest(root, "client config")).not.toBe(afterComponent)
  })

  it("the compile pipeline includes this plugin's code", () => {
    const plugin = pluginDir(root)
    fs.mkdirSync(path.join(plugin, "src"), { recursive: true })
    fs.writeFileSync(path.join(plugin, "src", "mdx-compile.ts"), "v1")
    const digest = sitePipelineDigest(root, [])
    fs.writeFileSync(path.join(plugin, "src", "mdx-compile.ts"), "v2")
    expect(sitePipelineDigest(root, [])).not.toBe(digest)
  })
})
