import fs from "node:fs"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { prepareDialect, type PrepareReport } from "../prepare"
import { expectations, runErrors, SampleRunner } from "./run"
import { splitSample } from "../samples/samples"
import { loadContent } from "../../content"

const dir = path.join(process.cwd(), ".tmp", "run-unit", "docs")
const cacheDir = path.join(process.cwd(), ".tmp", "run-unit", "cache")
const rel = (name: string) => path.relative(process.cwd(), path.join(dir, name))
const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\`\n`

/** Each page holds one runnable sample; the fence opens on line 1, so sample line N is page line N + 1. */
const PAGES: Record<string, string> = {
  "good.mdx": fence(
    "ts run",
    [
      "// file: setup.ts noEmit",
      "import { mockFetch } from '@docs/mock-fetch'",
      "export const api = mockFetch({ '/posts/1': { id: 1, title: 'First' } })",
      "// file: index.ts",
      "import { createSlice } from '@reduxjs/toolkit'",
      "import { api } from './setup'",
      "const counter = createSlice({ name: 'counter', initialState: 0, reducers: { increment: (state) => state + 1 } })",
      "console.log(counter.reducer(undefined, counter.actions.increment()))",
      "// -> 1",
      "const response = await fetch('https://api.example.com/posts/1')",
      "console.log(await response.json(), api.calls.length)",
      "// -> { id: 1, title: 'First' } 1",
      "console.log(process.env.NODE_ENV)",
      "// -> development",
      "JSON.parse('{')",
      "// throws: SyntaxError",
    ].join("\n"),
  ),
  "render.mdx": fence(
    "tsx run",
    [
      "import { configureStore, createSlice } from '@reduxjs/toolkit'",
      "import { Provider, useSelector } from 'react-redux'",
      "import { renderToStaticMarkup } from 'react-dom/server'",
      "const greeting = createSlice({ name: 'greeting', initialState: 'Hello', reducers: {} })",
      "const store = configureStore({ reducer: { greeting: greeting.reducer } })",
      "function Greeting() {",
      "  return <p>{useSelector((state: ReturnType<typeof store.getState>) => state.greeting)}</p>",
      "}",
      "console.log(renderToStaticMarkup(<Provider store={store}><Greeting /></Provider>))",
      "// -> <p>Hello</p>",
    ].join("\n"),
  ),
  "production.mdx": fence("js run=production", "console.log(process.env.NODE_ENV) // -> production"),
  "syntax-error.mdx": fence("js run", "const a = 1\nconsole.log(a +)\n"),
  "type-error.mdx": fence("ts run", "const label: string = 1\nconsole.log(label)\n// -> 1"),
  "wrong-output.mdx": fence("ts run", "const items = [1, 2]\nconsole.log(items.length)\n// -> 3"),
  "hang.mdx": fence("js run", "await new Promise(() => {})\n"),
  "missing-package.mdx": fence("js run", "import leftPad from 'left-pad'\nconsole.log(leftPad('a', 2))\n"),
  "file-system.mdx": fence("js run", "import { readFileSync } from 'node:fs'\nconsole.log(readFileSync('/etc/hostname', 'utf8'))\n"),
  "unexpected-throw.mdx": fence("js run", "const user = undefined\nconsole.log('before')\n// -> before\nconsole.log(user.name)\n"),
  "throw-missing.mdx": fence("js run", "console.log('fine')\n// -> fine\n// throws: TypeError"),
  "network.mdx": fence("js run", "await fetch('https://example.com')"),
  "not-code.mdx": fence("bash run", "npm install"),
  "missing-file.mdx": fence("js run", "import { store } from './store.js'\nconsole.log(store)"),
}

let cold: PrepareReport
let warm: PrepareReport

describe("runnable samples through prepareDialect", () => {
  beforeAll(async () => {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    for (const [name, text] of Object.entries(PAGES)) fs.writeFileSync(path.join(dir, name), text)
    cold = await prepareDialect(loadContent(dir).withTrees(), { cacheDir })
    warm = await prepareDialect(loadContent(dir).withTrees(), { cacheDir })
  }, 120_000)

  it("runs every sample that compiles, caches results by content on disk, but not a timeout", () => {
    // The type error is reported by the type-check and never run.
    expect(cold.run).toMatchObject({ samples: 13, ran: 12, fromCache: 0 })
    expect(warm.run).toMatchObject({ samples: 13, ran: 0, fromCache: 12 })
    expect(fs.readdirSync(path.join(cacheDir, "run"))).toHaveLength(11)
  })

  it("accepts a sample whose output and declared error match, with hidden setup and mock fetch", () => {
    expect(cold.errors.filter((error) => error.startsWith(rel("good.mdx")))).toEqual([])
  })

  it("renders React with react-dom/server", () => {
    expect(cold.errors.filter((error) => error.startsWith(rel("render.mdx")))).toEqual([])
  })

  it("runs run=production samples with NODE_ENV=production", () => {
    expect(cold.errors.filter((error) => error.startsWith(rel("production.mdx")))).toEqual([])
  })

  it("reports a syntax error with its line", () => {
    expect(cold.errors).toContain(`${rel("syntax-error.mdx")}:3: runnable sample has a syntax error: Expression expected. Fix the code.`)
  })

  it("reports a type error through the type-check", () => {
    expect(cold.errors).toContain(`${rel("type-error.mdx")}:2: TS2322: Type 'number' is not assignable to type 'string'.`)
  })

  it("reports output that differs from the // -> comment", () => {
    expect(cold.errors).toContain(
      `${rel("wrong-output.mdx")}:4: runnable sample printed "2" where the page says "3" (line 3 of the sample). Update the // -> comment or fix the sample.`,
    )
  })

  it("stops a sample that hangs after the timeout", () => {
    expect(cold.errors).toContain(
      `${rel("hang.mdx")}:1: runnable sample did not finish within 5 s: it hangs or waits on something that never settles (a timer, a promise, a fetch without mockFetch). Make it finish: await what it starts and mock its requests.`,
    )
  })

  it("refuses a package that is not installed, and the file system", () => {
    expect(cold.errors).toContain(
      `${rel("missing-package.mdx")}:2: "left-pad" is not installed for runnable samples, which can import only @reduxjs/toolkit, @reduxjs/toolkit/query, @reduxjs/toolkit/query/react, @reduxjs/toolkit/react, react-redux, redux, reselect, immer, react, react/jsx-runtime, react-dom/server, @rtk-query/codegen-openapi and @docs/mock-fetch; import from one of those or define what you need in a hidden "// file: setup.ts noEmit" section`,
    )
    expect(cold.errors).toContain(
      `${rel("file-system.mdx")}:2: runnable samples cannot import "node:fs": they run without the file system, the network or child processes; keep the sample in memory and mock HTTP with mockFetch from "@docs/mock-fetch"`,
    )
  })

  it("reports an unexpected throw at the line that threw", () => {
    expect(cold.errors).toContain(
      `${rel("unexpected-throw.mdx")}:5: runnable sample threw TypeError: Cannot read properties of undefined (reading 'name'). Fix the sample, or, if the page shows this error on purpose, add "// throws: TypeError: Cannot read properties of undefined (reading 'name')" under the line that throws.`,
    )
  })

  it("reports a declared throw that does not happen", () => {
    expect(cold.errors).toContain(
      `${rel("throw-missing.mdx")}:4: the page says the runnable sample throws "TypeError" (line 3 of the sample), but it ran to the end without an error. Fix the sample or remove the // throws: comment.`,
    )
  })

  it("has no network without mockFetch", () => {
    expect(cold.errors.find((error) => error.startsWith(`${rel("network.mdx")}:2: runnable sample threw Error: runnable samples have no network`))).toBeDefined()
  })

  it("refuses run on a block that is not JavaScript or TypeScript", () => {
    expect(cold.errors).toContain(`${rel("not-code.mdx")}:1: only ts, tsx, js, jsx code blocks can run; remove "run" from this bash block`)
  })

  it("names an import of a file the block does not have", () => {
    expect(cold.errors).toContain(
      `${rel("missing-file.mdx")}:2: runnable sample imports "./store.js", which is not one of its files; add a "// file: store.ts noEmit" section`,
    )
  })

  it("reports nothing else", () => {
    expect(cold.errors).toHaveLength(11)
  })
})

describe("expectations", () => {
  it("reads // -> lines (own line or trailing) and // throws: across the block's files, with block lines", () => {
    const sample = splitSample("// file: a.ts noEmit\nconsole.log(1) // -> 1\n// file: b.ts\nconsole.log('x')\n// ->  x\n// throws: Error: no", "ts")
    expect(expectations(sample)).toEqual({
      outputs: [
        { value: "1", blockLine: 1 },
        { value: " x", blockLine: 4 },
      ],
      throws: { text: "Error: no", blockLine: 5 },
    })
  })
})

describe("SampleRunner", () => {
  it("reports packages that load too slowly as a problem of the machine, not of the sample, and does not cache it", async () => {
    const runnerCache = path.join(process.cwd(), ".tmp", "run-unit", "startup-cache")
    fs.rmSync(runnerCache, { recursive: true, force: true })
    const runner = new SampleRunner({ root: process.cwd(), cacheDir: runnerCache, startupTimeoutMs: 1 })
    const runnable = { sample: splitSample("import { createSlice } from '@reduxjs/toolkit'\nconsole.log(typeof createSlice)", "js"), mode: "development" as const }
    const [result] = await runner.runMany([runnable])
    expect(runErrors(runnable, result!)).toEqual([
      {
        blockLine: 0,
        message: "the packages this runnable sample imports did not load within 0.001 s, so it never started; the machine is probably overloaded: build again",
      },
    ])
    expect(fs.existsSync(runnerCache)).toBe(false)
  })
})
