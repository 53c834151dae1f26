import { describe, expect, it } from "vitest"
import { parseMdx, collectHeadings, collectLinks, collectImages, isStaticBody, MdxSyntaxError, contentScripts, isScriptUrl } from "./mdast"

describe("collectHeadings", () => {
  it("slugs like github-slugger, suffixing repeats, keeping inline code as HTML", () => {
    const tree = parseMdx("## Selectors\n\ntext\n\n## Selectors\n\n### The `createSlice` options\n\n#### Why? Because & more\n")
    const headings = collectHeadings(tree, 5)
    expect(headings.map((h) => h.id)).toEqual(["selectors", "selectors-1", "the-createslice-options", "why-because--more"])
    expect(headings[2].html).toBe("The <code>createSlice</code> options")
    expect(headings[0].line).toBe(6)
    expect(headings.map((h) => h.depth)).toEqual([2, 2, 3, 4])
  })
})

describe("collectLinks", () => {
  it("finds Markdown links, definitions and JSX anchors with their lines", () => {
    const tree = parseMdx('First [a](/api/createSlice)\n\nSecond [b][ref]\n\n[ref]: ./x.mdx\n\n<a href="/usage/usage-guide">c</a>\n')
    expect(collectLinks(tree, 10)).toEqual([
      { url: "/api/createSlice", line: 11, column: 7 },
      { url: "./x.mdx", line: 15, column: 1 },
      { url: "/usage/usage-guide", line: 17, column: 1 },
    ])
  })
})

describe("collectImages", () => {
  it("finds Markdown images and JSX <img> with a literal src, with their lines", () => {
    const tree = parseMdx('![A diagram](./diagram.png)\n\n<img src="/img/logo.svg" alt="Logo" />\n\n<img src={computed} />\n\n![ref][r]\n\n[r]: ./r.png\n')
    expect(collectImages(tree, 3)).toEqual([
      { url: "./diagram.png", line: 4, column: 1 },
      { url: "/img/logo.svg", line: 6, column: 1 },
    ])
  })
})

describe("parseMdx", () => {
  it("throws MdxSyntaxError with a line for invalid MDX", () => {
    let error: unknown
    try {
      parseMdx("Fine line\n\nBroken <div> never closed\n")
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(MdxSyntaxError)
    expect((error as MdxSyntaxError).line).toBeGreaterThanOrEqual(3)
  })

  it("gives an unclosed JSX tag its line as a field, not as a position in the text", () => {
    let error: unknown
    try {
      parseMdx("Text.\n\n<div>\n\nmore text\n")
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(MdxSyntaxError)
    expect((error as MdxSyntaxError).line).toBe(3)
    expect((error as MdxSyntaxError).message).toBe("Expected a closing tag for `<div>`")
  })

  it("takes HTML comments (as Docusaurus authors write them) and keeps line numbers", () => {
    const tree = parseMdx("<!-- one\ntwo -->\n\n## After the comment\n")
    expect(collectHeadings(tree)).toMatchObject([{ text: "After the comment", line: 4 }])
  })

  it("leaves a comment inside a code fence in the code", () => {
    const tree = parseMdx("```html\n<!-- kept -->\n<p>x</p>\n```\n")
    const code = tree.children[0]
    expect(code).toMatchObject({ type: "code", value: "<!-- kept -->\n<p>x</p>" })
  })
})

describe("isStaticBody", () => {
  const staticBody = (source: string) => isStaticBody(parseMdx(source))
  it("accepts Markdown, HTML elements, expressions and the dialect's components", () => {
    expect(staticBody("# Title\n\nText with `code` and a [link](/api/createSlice).\n\n```ts\nimport { x } from 'y'\nexport const a = 1\n```\n")).toBe(true)
    expect(staticBody(':::tip Title\nBody\n:::\n\n<Tabs groupId="pkg">\n<TabItem value="npm">npm</TabItem>\n</Tabs>\n\n<details><summary>More</summary>Hidden</details>\n\n{1 + 1}\n')).toBe(true)
    expect(staticBody('<CodeBlock language="js">{"const a = 1"}</CodeBlock>\n\n<Details>x</Details>\n')).toBe(true)
  })
  it("refuses imports, exports, other components and inline event handlers", () => {
    expect(staticBody('import { LazyBoundary } from "../LazyBoundary"\n\n<LazyBoundary />\n')).toBe(false)
    expect(staticBody("export const answer = 42\n\nThe answer is {answer}.\n")).toBe(false)
    expect(staticBody("<Counter />\n")).toBe(false)
    expect(staticBody("<button onClick={() => alert(1)}>Go</button>\n")).toBe(false)
  })
  it("accepts Docusaurus theme imports of the dialect's components, under any local name, and refuses others", () => {
    expect(staticBody("import Tabs from '@theme/Tabs'\nimport Item from '@theme/TabItem'\nimport Link from '@docusaurus/Link'\n\n<Tabs><Item value=\"a\">A</Item></Tabs> <Link to=\"/api/createSlice\">x</Link>\n")).toBe(true)
    expect(staticBody("import Tabs from '@theme/Tabs'\nimport Widget from '../components/Widget.jsx'\n\n<Widget />\n")).toBe(false)
    expect(staticBody("import useBaseUrl from '@docusaurus/useBaseUrl'\n\n<img src={useBaseUrl('/img/a.png')} alt=\"a\" />\n")).toBe(false)
  })
})

describe("contentScripts", () => {
  const found = (body: string, lineOffset = 0) => contentScripts(parseMdx(body), lineOffset)

  it("finds <script> elements, event handler attributes and dangerouslySetInnerHTML, with their lines", () => {
    const body = [
      "Intro.",
      "",
      '<script>{"alert(1)"}</script>',
      "",
      '<div onclick="alert(1)">x</div>',
      "",
      "Text with <button onClick={() => alert(1)}>a button</button>.",
      "",
      "<svg><script>{`alert(1)`}</script></svg>",
      "",
      '<div dangerouslySetInnerHTML={{ __html: "<img src=x onerror=alert(1)>" }} />',
      "",
    ].join("\n")
    expect(found(body, 4)).toEqual([
      { line: 7, what: "a <script> element" },
      { line: 9, what: "an event handler attribute (onclick on <div>)" },
      { line: 11, what: "an event handler attribute (onClick on <button>)" },
      { line: 13, what: "a <script> element" },
      { line: 15, what: "dangerouslySetInnerHTML on <div>" },
    ])
  })

  it("finds javascript: URLs in links, definitions, images and JSX attributes, however spelled", () => {
    const body = [
      "[a](javascript:alert(1)) and ![i](JavaScript:alert(1))",
      "",
      "[ref]: javascript:void(0)",
      "",
      '<a href="&#106;avascript:alert(1)">b</a>',
      "",
      '<a href={"javascript:alert(1)"}>c</a>',
      "",
      '<form action=" java\tscript:alert(1)"></form>',
      "",
    ].join("\n")
    expect(found(body).map((script) => [script.line, script.what])).toEqual([
      [1, 'a javascript: URL (link "javascript:alert(1)")'],
      [1, 'a javascript: URL (image "JavaScript:alert(1)")'],
      [3, 'a javascript: URL (link "javascript:void(0)")'],
      [5, "a javascript: URL (href on <a>)"],
      [7, "a javascript: URL (href on <a>)"],
      [9, "a javascript: URL (action on <form>)"],
    ])
  })

  it("leaves code, prose and ordinary attributes alone", () => {
    const body = [
      "Call `<script>` or `onClick` or `javascript:` in prose: fine.",
      "",
      "```tsx",
      "<button onClick={() => refetch()}>Retry</button>",
      '<script>alert("in a code block")</script>',
      "```",
      "",
      '<a href="/api/createSlice" title="javascript: the language">ok</a> <Details open summary="More">x</Details>',
      "",
      "[JavaScript](https://developer.mozilla.org/en-US/docs/Web/JavaScript)",
      "",
    ].join("\n")
    expect(found(body)).toEqual([])
  })

  it("finds script in raw HTML nodes (Markdown parsed without MDX)", () => {
    const tree = (value: string) => ({ type: "root", children: [{ type: "html", value, position: { start: { line: 2, column: 1, offset: 0 }, end: { line: 2, column: 1, offset: 0 } } }] }) as never
    for (const html of ["<script>alert(1)</script>", '<img src=x onerror="alert(1)">', '<a href="javascript:alert(1)">x</a>']) {
      expect(contentScripts(tree(html), 1)).toEqual([{ line: 3, what: expect.stringMatching(/^raw HTML with script/) }])
    }
    expect(contentScripts(tree('<div class="note">Only markup</div>'))).toEqual([])
  })

  it("tells script URLs from others", () => {
    expect(["javascript:x", " \u0001JAVASCRIPT:x", "java\nscript:x"].map(isScriptUrl)).toEqual([true, true, true])
    expect(["https://x", "/javascript:x", "./javascript.md", "mailto:js@example.com"].map(isScriptUrl)).toEqual([false, false, false, false])
  })
})
