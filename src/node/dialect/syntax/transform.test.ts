import fs from "node:fs"
import path from "node:path"
import { compile, evaluate } from "@mdx-js/mdx"
import * as runtime from "react/jsx-runtime"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import remarkGfm from "remark-gfm"
import { VFile } from "vfile"
import { afterEach, describe, expect, it, vi } from "vitest"
import { dialectComponents } from "../../../mdx/components"
import { remarkDialect } from "./transform"
import { remarkDialectSyntax } from "./syntax"

const plugins = [remarkGfm, remarkDialectSyntax, [remarkDialect, { cacheDir: null }]] as never

async function render(markdown: string): Promise<string> {
  const { default: Content } = await evaluate(markdown, { ...runtime, remarkPlugins: plugins } as never)
  return renderToStaticMarkup(createElement(Content, { components: dialectComponents }))
}

/** Compiles a doc written to disk with front matter, as gatsby-plugin-mdx does (body only, real path). */
async function compileDoc(body: string, frontMatterLines = 3): Promise<{ error?: Error; file: string }> {
  fs.mkdirSync(path.join(process.cwd(), ".tmp"), { recursive: true })
  const dir = fs.mkdtempSync(path.join(process.cwd(), ".tmp", "dialect-unit-"))
  const file = path.join(dir, "doc.mdx")
  const frontMatter = `---\n${"x: 1\n".repeat(frontMatterLines - 2)}---\n`
  fs.writeFileSync(file, frontMatter + body)
  try {
    await compile(new VFile({ value: body, path: file }), { remarkPlugins: plugins })
    return { file: path.relative(process.cwd(), file) }
  } catch (error) {
    return { error: error as Error, file: path.relative(process.cwd(), file) }
  }
}

afterEach(() => vi.restoreAllMocks())

describe("Docusaurus theme imports", () => {
  it("take the page's own components: @theme/Tabs and TabItem under any name, @docusaurus/Link as a link", async () => {
    const html = await render(
      "import Tabs from '@theme/Tabs'\nimport Item from '@theme/TabItem'\nimport Details from '@theme/Details'\nimport Link from '@docusaurus/Link'\n\n" +
        '<Tabs groupId="pm">\n<Item value="npm" label="npm">npm install</Item>\n<Item value="yarn" label="Yarn">yarn add</Item>\n</Tabs>\n\n' +
        '<Details summary="More">Hidden</Details>\n\nSee <Link to="/api/createSlice">createSlice</Link>.\n',
    )
    expect(html).toContain("<docs-tabs")
    expect(html).toContain("Yarn")
    expect(html).toMatch(/<details[^>]*><summary>More<\/summary>Hidden<\/details>/)
    expect(html).toContain('<a href="/api/createSlice">createSlice</a>')
  })

  it("stop the build on a theme module this site does not have, naming file:line and the modules it has", async () => {
    const { error, file } = await compileDoc("Intro.\n\nimport BrowserOnly from '@docusaurus/BrowserOnly'\n\n<BrowserOnly>x</BrowserOnly>\n")
    expect(error?.message).toContain(
      `${file}:6: imports "@docusaurus/BrowserOnly", which this site does not provide; the Docusaurus modules it has are @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/CodeBlock, @theme/Details, @docusaurus/Link, @docusaurus/useBaseUrl, @site/...`,
    )
  })
})

describe("rendered dialect", () => {
  it("renders admonitions as titled notes, with inline code in titles", async () => {
    const html = await render(":::tip `createSlice` tips\n\n- a\n- b\n\n:::\n\n:::danger\nCareful\n:::\n")
    expect(html).toContain('<aside role="note"')
    expect(html).toContain("admonition-tip")
    expect(html).toContain("<span><code>createSlice</code> tips</span>")
    expect(html).toContain("<li>a</li>")
    expect(html).toMatch(/admonition-danger[\s\S]*<span>Danger<\/span>/)
  })

  it("renders code blocks with title, highlights, line numbers and no magic comments", async () => {
    const html = await render('```js title="a.js" {1} showLineNumbers\nconst a = 1\n// highlight-next-line\nconst b = 2\n```\n')
    expect(html).toContain(">a.js</div>")
    expect(html).toContain("data-line-numbers")
    expect(html.match(/line highlighted/g)).toHaveLength(2)
    expect(html).not.toContain("highlight-next-line")
    expect(html).toContain('<span class="token keyword">const</span>')
    expect(html).toContain('aria-label="Copy code to clipboard"')
    expect(html).toContain('aria-label="Toggle word wrap"')
  })

  it("shows type-checked samples as TypeScript / JavaScript tabs in the language group", async () => {
    const html = await render("```ts title=\"store.ts\"\nconst n: number = 1\n// @ts-expect-error\nconst s: string = n\n```\n")
    expect(html).toContain('data-group-id="language"')
    expect(html).toMatch(/role="tab"[^>]*>TypeScript</)
    expect(html).toMatch(/role="tab"[^>]*>JavaScript</)
    expect(html).toContain(">store.ts</div>")
    expect(html).toContain(">store.js</div>")
    const jsPanel = html.slice(html.indexOf('data-value="js"', html.indexOf('role="tabpanel"')))
    expect(jsPanel).not.toContain("@ts-expect-error")
    expect(jsPanel).not.toContain(": number")
  })

  it("shows a sample of types only (a signature) as TypeScript alone, without an empty JavaScript tab", async () => {
    const html = await render('```ts title="types.ts"\nexport interface Options {\n  name: string\n}\nexport type Id = string | number\n```\n')
    expect(html).not.toContain("<docs-tabs")
    expect(html).not.toMatch(/role="tab"/)
    expect(html).toContain(">types.ts</div>")
    expect(html).toContain('<span class="token keyword">interface</span>')
  })

  it("leaves a types-only file out of the JavaScript tab of a split sample", async () => {
    const html = await render(
      '```ts\n// file: types.ts\nexport interface Todo {\n  id: number\n}\n// file: todos.ts\nimport type { Todo } from "./types"\nexport const first: Todo = { id: 1 }\n```\n',
    )
    expect(html).toMatch(/role="tab"[^>]*>JavaScript</)
    const jsPanel = html.slice(html.indexOf('data-value="js"', html.indexOf('role="tabpanel"')))
    expect(jsPanel).toContain(">todos.js</div>")
    expect(jsPanel).not.toContain("types.js")
    expect(jsPanel).not.toContain('<span class="line"></span></code>')
  })

  it("drops HTML comments, fixes class= and style=, styles <details>", async () => {
    const html = await render(
      '<!-- gone -->\n\nText <!-- gone too --> here\n\n<div class="box" style="margin-top: 2px">x</div>\n\n<details>\n<summary>More</summary>\n\nHidden\n\n</details>\n',
    )
    expect(html).not.toContain("gone")
    expect(html).toContain('<div class="box" style="margin-top:2px">x</div>')
    expect(html).toMatch(/<details class="[^"]*"><summary>More<\/summary>/)
  })

  it("labels GFM task list checkboxes", async () => {
    const html = await render("- [x] done\n- [ ] open\n")
    expect(html).toContain('<li class="task-list-item"><input type="checkbox" disabled="" aria-label="Done" checked=""/> done</li>')
    expect(html).toContain('<input type="checkbox" disabled="" aria-label="Not done"/> open')
  })

  it("imports images beside the page that gatsby-remark-images does not handle", async () => {
    const { error } = await compileDoc("![Logo](./logo.svg)\n\n![Photo](./photo.png)\n")
    expect(error).toBeUndefined()
    const compiled = String(await compile("![Logo](./logo.svg)\n\n![Photo](./photo.png)\n", { remarkPlugins: plugins }))
    expect(compiled).toContain('import __dialectImage0 from "./logo.svg"')
    expect(compiled).toContain("src: __dialectImage0")
    expect(compiled).toContain('src: "./photo.png"')
  })
})

describe("author errors", () => {
  it("fails on an unknown admonition type, naming file:line and the valid types", async () => {
    const { error, file } = await compileDoc("Intro\n\n:::tips\nx\n:::\n")
    expect(error?.message).toBe(
      `${file}:6: unknown admonition type ":::tips"; valid types are note, tip, info, caution, warning, danger (did you mean ":::tip"?)`,
    )
  })

  it("warns about an unclosed admonition, which runs to the end of the file", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const { error, file } = await compileDoc("\n:::note\nnever closed\n")
    expect(error).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${file}:5: admonition ":::note" is never closed`))
  })

  it("fails on a bad line range", async () => {
    const { error, file } = await compileDoc("```js {1-x}\nconst a = 1\n```\n")
    expect(error?.message).toBe(`${file}:4: invalid line range "{1-x}": "1-x" is not a number or a range like 4-6`)
  })

  it("closes a fence left open at the end of the file, as CommonMark does, with a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const { error, file } = await compileDoc("Text\n\n```js\nconst a = 1\n")
    expect(error).toBeUndefined()
    expect(await render("Text\n\n```js\nconst a = 1\n")).toContain("const")
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`${file}:6: code fence is never closed, so it runs to the end of the file; add a closing \`\`\` line where the code ends`),
    )
  })

  it("fails on a fence left open inside a block, which swallows the block's end", async () => {
    const { error, file } = await compileDoc("Text\n\n> ```js\n> const a = 1\n\nAfter the quote\n")
    expect(error?.message).toContain(`${file}:6: code fence is never closed, so it swallows the rest of the enclosing block`)
  })

  it("fails on a TypeScript error with the doc line of the offending code", async () => {
    const { error, file } = await compileDoc("Text\n\n```ts\n// file: a.ts noEmit\nexport const n = 1\n// file: b.ts\nimport { n } from './a'\nconst s: string = n\n```\n")
    expect(error?.message).toBe(`${file}:11: TS2322: Type 'number' is not assignable to type 'string'. (in b.ts)`)
  })

  it("skips checking for no-transpile blocks", async () => {
    const { error } = await compileDoc("```ts no-transpile\nconst s: string = 1\n```\n")
    expect(error).toBeUndefined()
  })
})

describe("runnable samples in the rendered page", () => {
  it("keeps // -> comments in the shown code and hides a js block's setup files", async () => {
    const html = await render(
      "```js run\n// file: setup.js noEmit\nexport const greeting = 'hello'\n// file: index.js\nimport { greeting } from './setup'\nconsole.log(greeting)\n// -> hello\n```\n",
    )
    expect(html).toContain("// -&gt; hello")
    expect(html).toContain("index.js")
    expect(html).not.toContain("export const greeting")
  }, 60_000)
})
