import path from "node:path"
import { describe, expect, it } from "vitest"
import { unified } from "unified"
import remarkParse from "remark-parse"
import type { Code, Root } from "mdast"
import { codeTitleMeta, markdownTwin, twinPath, twinPaths, type TwinContext } from "./markdown-twin"
import { parseMdx } from "./mdast"
import { parseMeta } from "./dialect/syntax/meta"

const contentDir = "/site/content/docs"
const routes = new Map([
  [path.join(contentDir, "api/createSlice.mdx"), "/api/createSlice"],
  [path.join(contentDir, "usage/guide.md"), "/usage/guide"],
])
const context: TwinContext = { siteUrl: "https://example.org", contentDir, routeOfFile: (file) => routes.get(file) ?? null }

function twin(body: string, title = "A Page"): string {
  return markdownTwin({ absPath: path.join(contentDir, "api/page.mdx"), route: "/api/page", title }, parseMdx(body), context)
}

describe("markdownTwin", () => {
  it("starts with the front matter title as a level-1 heading", () => {
    expect(twin("Some *text*.", "createSlice")).toBe("# createSlice\n\nSome _text_.\n")
  })

  it("turns admonitions into blockquotes headed by their type or title", () => {
    expect(twin(":::note\nRemember this.\n:::")).toContain("> **Note**\n>\n> Remember this.")
    expect(twin(":::warning Mind the gap\nCareful.\n:::")).toContain("> **Mind the gap**\n>\n> Careful.")
  })

  it("flattens tabs to their first tab", () => {
    const body = [
      '<Tabs groupId="pm">',
      '<TabItem value="npm" label="npm" default>',
      "",
      "```bash",
      "npm install x",
      "```",
      "",
      "</TabItem>",
      '<TabItem value="yarn" label="Yarn">',
      "",
      "```bash",
      "yarn add x",
      "```",
      "",
      "</TabItem>",
      "</Tabs>",
    ].join("\n")
    const result = twin(body)
    expect(result).toContain("```bash\nnpm install x\n```")
    expect(result).not.toContain("yarn")
    expect(result).not.toContain("Tab")
  })

  it("keeps a code block's language and title, drops the other meta, keeps `// ->` output comments", () => {
    const body = '```ts title="store.ts" {1-2} showLineNumbers run\nconsole.log(1)\n// -> 1\n```'
    expect(twin(body)).toContain('```ts title="store.ts"\nconsole.log(1)\n// -> 1\n```')
    expect(twin("```js {2}\nx\n```")).toContain("```js\nx\n```")
  })

  it("writes code block titles so that they read back as written, whatever they hold", () => {
    const fences = [
      '```ts title="StoreProvider.tsx (right)"',
      "```ts title='say \"hi\".ts'",
      '```ts title="it\'s [a](b) *c* _d_ <e> #f.ts"',
      '```ts title="a\\\\b \\* &amp;amp; &copy;.ts"',
      '~~~ts title="the `store` file.ts"',
      "```ts title=both\"and\"it\'s.ts",
    ]
    const titleOf = (code: Code) => parseMeta(code.meta).title
    const codes = (tree: Root) => tree.children.filter((node): node is Code => node.type === "code")
    const source = fences.map((fence) => `${fence}\nx\n${fence.slice(0, 3)}`).join("\n\n")
    const written = codes(parseMdx(source)).map(titleOf)
    expect(written).toEqual(["StoreProvider.tsx (right)", 'say "hi".ts', "it's [a](b) *c* _d_ <e> #f.ts", "a\\b * &amp; ©.ts", "the `store` file.ts", 'both"and"it\'s.ts'])
    const readBack = codes(unified().use(remarkParse).parse(twin(source))).map(titleOf)
    // Only a title holding both quotes changes: its " become ' (parseMeta reads no escaped quote).
    expect(readBack).toEqual([...written.slice(0, -1), "both'and'it's.ts"])
    expect(twin(source)).toContain('```ts title="StoreProvider.tsx (right)"\n')
  })

  it("folds a code title onto one line", () => {
    expect(codeTitleMeta("two\n  lines.ts")).toBe('title="two lines.ts"')
  })

  it("makes links absolute: doc files and routes to page URLs, anchors to this page, externals untouched", () => {
    const result = twin(
      [
        "[file](./createSlice.mdx#options) [abs file](/usage/guide.md) [route](/api/other) [rel](./sibling)",
        "[anchor](#here) [ext](https://redux.js.org/x) [ref][r]",
        "",
        "[r]: ../usage/guide.md",
      ].join("\n"),
    )
    expect(result).toContain("[file](https://example.org/api/createSlice#options)")
    expect(result).toContain("[abs file](https://example.org/usage/guide)")
    expect(result).toContain("[route](https://example.org/api/other)")
    expect(result).toContain("[rel](https://example.org/api/sibling)")
    expect(result).toContain("[anchor](https://example.org/api/page#here)")
    expect(result).toContain("[ext](https://redux.js.org/x)")
    expect(result).toContain("[r]: https://example.org/usage/guide")
  })

  it("removes imports, exports, expressions, comments and components without text; unwraps the others", () => {
    const body = [
      "import Thing from './thing'",
      "",
      "export const meta = 1",
      "",
      "{/* a comment */}",
      "",
      "<!-- an HTML comment -->",
      "",
      "<DocCardList />",
      "",
      "<Details>",
      "",
      "Inside **details**.",
      "",
      "</Details>",
      "",
      '<p>Para with <a href="./createSlice.mdx">a link</a> and <Highlight>words</Highlight>.</p>',
    ].join("\n")
    const result = twin(body)
    expect(result).toBe(
      "# A Page\n\nInside **details**.\n\nPara with [a link](https://example.org/api/createSlice) and words.\n",
    )
  })

  it("keeps GFM tables and Admonition components written as JSX", () => {
    expect(twin("| a | b |\n| - | - |\n| 1 | 2 |")).toContain("| a | b |\n| - | - |\n| 1 | 2 |")
    expect(twin('<Admonition type="tip">\n\nHint.\n\n</Admonition>')).toContain("> **Tip**\n>\n> Hint.")
  })

  it("leaves the syntax tree as it was: the dialect pass reads it after the twin is made", () => {
    const body = [
      "import Thing from './thing'",
      "",
      ":::tip Mind this",
      "See [a file](./createSlice.mdx) and <a href=\"/x\">a route</a>.",
      ":::",
      "",
      '<Tabs>\n<TabItem value="a">\n\n```ts title="a.ts" {1}\nconst a = 1\n```\n\n</TabItem>\n</Tabs>',
      "",
      '<img src="/img/a.png" alt="A" /> and ![b](/img/b.png)',
    ].join("\n")
    const tree = parseMdx(body)
    const before = structuredClone(tree)
    markdownTwin({ absPath: path.join(contentDir, "api/page.mdx"), route: "/api/page", title: "T" }, tree, context)
    expect(tree).toEqual(before)
  })

  it("prints plain Markdown, not MDX: braces are not escaped", () => {
    expect(twin("Use `{a}` or \\{b\\}.")).toContain("Use `{a}` or {b}.")
  })
})

describe("twinPath", () => {
  it("appends .md to the route; the root's twin is /index.md", () => {
    expect(twinPath("/api/createSlice")).toBe("/api/createSlice.md")
    expect(twinPath("/")).toBe("/index.md")
    expect(twinPaths(["/a", "/b/c"])).toEqual(["/a.md", "/b/c.md"])
  })
})
