import { describe, expect, it } from "vitest"
import type { Content, Root } from "mdast"
import remarkMdx from "remark-mdx"
import remarkParse from "remark-parse"
import { unified } from "unified"
import { remarkDialectSyntax } from "./syntax"

const parse = (markdown: string) => unified().use(remarkParse).use(remarkMdx).use(remarkDialectSyntax).parse(markdown) as Root

function find(node: Root | Content, type: string): Array<Content & Record<string, unknown>> {
  const found: Array<Content & Record<string, unknown>> = []
  const walk = (current: Root | Content) => {
    if (current.type === type) found.push(current as Content & Record<string, unknown>)
    if ("children" in current) for (const child of current.children as Content[]) walk(child)
  }
  walk(node)
  return found
}

describe("dialect syntax", () => {
  it("parses :::type Title containers with inline Markdown in the title", () => {
    const [admonition] = find(parse(":::tip Title with `code`\n\nBody\n\n:::\n"), "containerDirective")
    expect(admonition!.name).toBe("tip")
    const [label, body] = admonition!.children as Content[]
    expect(label).toMatchObject({ type: "paragraph", data: { directiveLabel: true } })
    expect(find(label!, "inlineCode")[0]).toMatchObject({ value: "code" })
    expect(body).toMatchObject({ type: "paragraph" })
  })

  it("accepts the :::type[Title] form, nesting with longer fences, and containers in list items", () => {
    const tree = parse("::::note[Outer]\n:::tip\ninner\n:::\n::::\n\n- item\n  :::info\n  in list\n  :::\n")
    expect(find(tree, "containerDirective").map((node) => node.name)).toEqual(["note", "tip", "info"])
  })

  it("leaves prose with colons alone (no text or leaf directives)", () => {
    const tree = parse("key:value and :smile: here\n\n::leaf\n")
    expect(find(tree, "textDirective")).toHaveLength(0)
    expect(find(tree, "leafDirective")).toHaveLength(0)
  })

  it("turns HTML comments into html nodes instead of failing", () => {
    const tree = parse("<!-- flow -->\n\nText <!-- inline --> more\n")
    expect(find(tree, "html").map((node) => node.value)).toEqual(["<!-- flow -->", "<!-- inline -->"])
  })

  it("keeps JSX and angle-bracket autolinks working side by side", () => {
    const tree = parse('<Tabs groupId="x">\n\ntext <https://redux.js.org> <b>bold</b>\n\n</Tabs>\n')
    expect(find(tree, "mdxJsxFlowElement")[0]).toMatchObject({ name: "Tabs" })
    expect(find(tree, "link")[0]).toMatchObject({ url: "https://redux.js.org" })
    expect(find(tree, "mdxJsxTextElement")[0]).toMatchObject({ name: "b" })
  })

  it("runs an unclosed admonition to the end of the document", () => {
    const [admonition] = find(parse(":::danger\nfirst\n\nsecond\n"), "containerDirective")
    expect(admonition!.children).toHaveLength(2)
  })
})
