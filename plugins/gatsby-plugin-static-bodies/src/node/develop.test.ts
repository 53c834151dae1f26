import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { bodyEvents, developBodies, quietGate, watchFiles, type CompileFailure, type DocSource, type EventStream } from "./develop"
import crypto from "node:crypto"
import type { BodyAsset, StaticBodySource } from "./static-bodies"

const contentHash = (text: string) => crypto.createHash("md5").update(text).digest("hex").slice(0, 20)

/** A site of two docs held in memory; `files` may be edited between requests. */
function site(files: Record<string, string>, disk: { cacheDir?: string; publicDir?: string; assets?: BodyAsset[] | (() => BodyAsset[]) } = {}) {
  const calls: string[] = []
  let failure: CompileFailure | null = null
  const bodies = developBodies({
    fileOf: (route) => (`/docs${route}.mdx` in files ? `/docs${route}.mdx` : null),
    read: (absPath): DocSource => {
      const source = files[absPath]
      if (source.startsWith("---bad")) throw Object.assign(new Error("front matter is not valid YAML"), { line: 2 })
      // Two lines of front matter, as parseSource would report them.
      return { body: source, lineOffset: 2 }
    },
    compile: async ({ source, absPath }: StaticBodySource) => {
      calls.push(absPath)
      // gatsby-plugin-mdx reports a failed compile to its reporter and returns nothing (build.ts turns that into a throw).
      if (source.includes("import ")) throw new Error(`${absPath}: a static body cannot import code; this page should not have been compiled as one.`)
      if (source.includes("<broken")) {
        failure = { line: 3, message: "Unexpected end of file in name, expected a name character" }
        throw new Error("could not be compiled")
      }
      return { code: `return { default: ${JSON.stringify(source)} }`, assets: typeof disk.assets === "function" ? disk.assets() : (disk.assets ?? []) }
    },
    digest: "d1",
    displayPath: (file) => `content${file}`,
    cacheDir: disk.cacheDir,
    publicDir: disk.publicDir,
    takeFailure: () => {
      const taken = failure
      failure = null
      return taken
    },
  })
  return { bodies, calls }
}

describe("developBodies", () => {
  it("answers a static page's compiled function body, as JavaScript", async () => {
    const { bodies } = site({ "/docs/a.mdx": "# A" })
    const answer = await bodies.answer("/a")
    expect(answer).toEqual({ status: 200, type: "application/javascript", body: 'return { default: "# A" }' })
    expect((new Function(answer.body) as () => { default: string })().default).toBe("# A")
  })

  it("compiles a body once per source: a second request is answered from the cache, an edit compiles again", async () => {
    const files = { "/docs/a.mdx": "# A" }
    const { bodies, calls } = site(files)
    await bodies.answer("/a")
    await bodies.answer("/a")
    expect(calls).toEqual(["/docs/a.mdx"])
    files["/docs/a.mdx"] = "# A, edited"
    expect((await bodies.answer("/a")).body).toContain("A, edited")
    expect(calls).toEqual(["/docs/a.mdx", "/docs/a.mdx"])
  })

  describe("between sessions", () => {
    let dir: string | undefined
    afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

    it("keeps compiled bodies on disk: the next session answers an unchanged doc without compiling it", async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-bodies-"))
      const files = { "/docs/a.mdx": "# A", "/docs/b.mdx": "# B" }
      const first = site(files, { cacheDir: dir })
      await first.bodies.answer("/a")
      await first.bodies.answer("/b")
      expect(first.calls).toEqual(["/docs/a.mdx", "/docs/b.mdx"])
      files["/docs/b.mdx"] = "# B, edited while the server was stopped"
      const next = site(files, { cacheDir: dir })
      expect((await next.bodies.answer("/a")).body).toBe('return { default: "# A" }')
      expect((await next.bodies.answer("/b")).body).toContain("edited while the server was stopped")
      expect(next.calls).toEqual(["/docs/b.mdx"])
    })

    it("keeps one file per route: an edit replaces the route's older body on disk", async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-bodies-"))
      const files = { "/docs/a.mdx": "# A", "/docs/b.mdx": "# B" }
      const { bodies } = site(files, { cacheDir: dir })
      await bodies.answer("/a")
      await bodies.answer("/b")
      for (const edit of ["# A1", "# A2", "# A3"]) {
        files["/docs/a.mdx"] = edit
        await bodies.answer("/a")
      }
      const stored = fs.readdirSync(dir)
      expect(stored).toHaveLength(2)
      expect(stored.map((name) => fs.readFileSync(path.join(dir!, name), "utf8")).join()).toContain("# A3")
    })

    it("publishes the files a body refers to, when compiled and when taken from disk into a fresh public/", async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-bodies-"))
      const source = path.join(dir, "logo.svg")
      fs.writeFileSync(source, "<svg/>")
      const cacheDir = path.join(dir, "cache")
      const publicDir = path.join(dir, "public")
      const url = `/static/logo-${contentHash("<svg/>")}.svg`
      const assets = [{ source, url }]
      await site({ "/docs/a.mdx": "# A" }, { cacheDir, publicDir, assets }).bodies.answer("/a")
      expect(fs.readFileSync(path.join(publicDir, url), "utf8")).toBe("<svg/>")
      fs.rmSync(publicDir, { recursive: true })
      const next = site({ "/docs/a.mdx": "# A" }, { cacheDir, publicDir, assets })
      await next.bodies.answer("/a")
      expect(next.calls).toEqual([])
      expect(fs.existsSync(path.join(publicDir, url))).toBe(true)
    })

    it("compiles a body again when an image it shows was replaced (in the session and from disk), and names the routes showing a file", async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-bodies-"))
      const source = path.join(dir, "diagram.svg")
      fs.writeFileSync(source, "<svg>first</svg>")
      const cacheDir = path.join(dir, "cache")
      // As the real compiler does: the published name carries the content hash of the file read at compile time.
      const assets = () => [{ source, url: `/static/diagram-${contentHash(fs.readFileSync(source, "utf8"))}.svg` }]
      const files = { "/docs/a.mdx": "![](./diagram.svg)", "/docs/b.mdx": "# B" }
      const first = site(files, { cacheDir, assets })
      await first.bodies.answer("/a")
      await first.bodies.answer("/a")
      expect(first.calls).toEqual(["/docs/a.mdx"])
      expect(first.bodies.routesShowing(source)).toEqual(["/a"])
      expect(first.bodies.routesShowing(path.join(dir, "other.svg"))).toEqual([])
      fs.writeFileSync(source, "<svg>second</svg>")
      await first.bodies.answer("/a")
      expect(first.calls).toEqual(["/docs/a.mdx", "/docs/a.mdx"])
      // The next session's disk cache holds the second version: a third one is compiled, not taken from disk.
      fs.writeFileSync(source, "<svg>third</svg>")
      const next = site(files, { cacheDir, assets })
      await next.bodies.answer("/a")
      expect(next.calls).toEqual(["/docs/a.mdx"])
    })
  })

  it("answers 404 for a route that is no static page", async () => {
    const { bodies, calls } = site({ "/docs/a.mdx": "# A" })
    const answer = await bodies.answer("/nope")
    expect(answer.status).toBe(404)
    expect(answer.body).toContain('"/nope"')
    expect(calls).toEqual([])
  })

  it("answers a compile error with the file and its line in the file (front matter counted), and the fix", async () => {
    const { bodies } = site({ "/docs/a.mdx": "# A\n\n<broken" })
    const answer = await bodies.answer("/a")
    expect(answer.status).toBe(500)
    expect(answer.type).toBe("text/plain")
    expect(answer.body).toMatch(/^content\/docs\/a\.mdx:5: Unexpected end of file in name/)
    expect(answer.body).toContain("Fix the Markdown and save")
  })

  it("says a page that started static and now imports code is being rebuilt as an MDX page", async () => {
    const { bodies } = site({ "/docs/a.mdx": 'import X from "./x"\n\n# A' })
    const answer = await bodies.answer("/a")
    expect(answer.status).toBe(500)
    expect(answer.body).toBe("content/docs/a.mdx: this page now imports code or uses components of its own; it is being rebuilt as an MDX page and shows here when that is done.")
  })

  it("answers bad front matter with the line its reader names", async () => {
    const { bodies } = site({ "/docs/a.mdx": "---bad" })
    const answer = await bodies.answer("/a")
    expect(answer.status).toBe(500)
    expect(answer.body).toBe("content/docs/a.mdx:2: front matter is not valid YAML")
  })
})

/** A response stand-in that records what is written and can be closed. */
function stream() {
  const written: string[] = []
  let close = () => undefined as void
  const response: EventStream = {
    writeHead: (status, headers) => written.push(`${status} ${headers["content-type"]}`),
    write: (chunk) => written.push(chunk),
    on: (_event, listener) => (close = listener),
  }
  return { response, written, close: () => close() }
}

describe("bodyEvents", () => {
  it("sends each open page a `body` event naming the changed route, and forgets a closed one", () => {
    const events = bodyEvents()
    const first = stream()
    const second = stream()
    events.attach(first.response)
    events.attach(second.response)
    expect(first.written.slice(0, 2)).toEqual(["200 text/event-stream", ": open\n\n"])
    events.changed("/api/createSlice")
    expect(second.written.at(-1)).toBe('event: body\ndata: {"route":"/api/createSlice"}\n\n')
    second.close()
    expect(events.size()).toBe(1)
    events.changed("/a")
    expect(second.written.at(-1)).not.toContain('"/a"')
    expect(first.written.at(-1)).toContain('"/a"')
  })

  it("sends an event of the site's own (the sidebars) on the same channel", () => {
    const events = bodyEvents()
    const page = stream()
    events.attach(page.response)
    events.send("sidebars", { docs: [{ type: "link", label: "Intro", href: "/intro" }] })
    expect(page.written.at(-1)).toBe('event: sidebars\ndata: {"docs":[{"type":"link","label":"Intro","href":"/intro"}]}\n\n')
  })
})

describe("watchFiles", () => {
  let dir: string | undefined
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

  it("calls back once with the path of a file saved in a subfolder", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-watch-"))
    fs.mkdirSync(path.join(dir, "api"))
    const file = path.join(dir, "api", "a.mdx")
    fs.writeFileSync(file, "# A")
    const changed: string[] = []
    const stop = watchFiles(dir, (absPath) => changed.push(absPath), 20)
    try {
      fs.writeFileSync(file, "# A, edited")
      fs.appendFileSync(file, "\n")
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(changed).toEqual([file])
    } finally {
      stop()
    }
  })
})

describe("quietGate", () => {
  it("tells when the first body has been served", async () => {
    const gate = quietGate()
    let served = false
    void gate.firstServed.then(() => (served = true))
    gate.begin()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(served).toBe(false)
    gate.end()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(served).toBe(true)
  })

  it("resolves once nothing is pending and nothing happened for the quiet time", async () => {
    let clock = 0
    const gate = quietGate(() => clock)
    gate.begin()
    let quiet = false
    const waiting = gate.whenQuiet(1000, 1).then(() => (quiet = true))
    clock = 5000
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(quiet).toBe(false)
    gate.end()
    clock = 5500
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(quiet).toBe(false)
    clock = 6000
    gate.touch()
    clock = 6900
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(quiet).toBe(false)
    clock = 7100
    await waiting
    expect(quiet).toBe(true)
  })
})

