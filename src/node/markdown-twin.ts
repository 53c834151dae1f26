import type { Root } from "mdast"
import { toMarkdown } from "mdast-util-to-markdown"
import { gfmToMarkdown } from "mdast-util-gfm"
import { parseMeta } from "./dialect/syntax/meta"
import { resolveLink, hrefFor } from "./links"
import type { ContentModel, DocRecord } from "./content"
import { twinPath } from "../shared/twin-path"

/**
 * Every doc as plain Markdown (its "twin", served at `{route}.md`), for readers that
 * want the text without the page: LLM tools, "Copy page", `/llms-full.txt`. Built from
 * the syntax tree the content model parsed (content.ts, parseMdx: the body is parsed once),
 * rewritten into plain CommonMark + GFM, and printed by mdast-util-to-markdown:
 * - the title becomes `# Title`;
 * - `:::note Title` admonitions become `> **Title**` blockquotes (`> **Note**` without one);
 * - `<Tabs>` keep their first `<TabItem>` only;
 * - code blocks keep their language and `title="…"` (highlighting and run flags go);
 * - links are absolute URLs of the pages they lead to (doc files resolved as in src/node/links.ts);
 * - imports, exports, `{expressions}`, HTML comments and components without text go;
 *   other components and HTML elements give way to their content.
 * No MDX syntax is left, so the printer needs no MDX extension (which would escape `{`).
 */

/** The mdast nodes this module rewrites: one loose shape, narrowed by `type`. */
interface MdNode {
  type: string
  children?: MdNode[]
  value?: string
  url?: string
  name?: string | null
  lang?: string | null
  meta?: string | null
  alt?: string | null
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
  data?: { directiveLabel?: boolean }
}

export interface TwinContext {
  /** The site's origin, as in canonical URLs: `https://redux-toolkit.js.org` (no trailing slash). */
  siteUrl: string
  contentDir: string
  /** Absolute doc file path → route. */
  routeOfFile: (absPath: string) => string | null
}

export { twinPath }

/** The twin paths of a set of routes: what another build check compares doc routes with. */
export function twinPaths(routes: readonly string[]): string[] {
  return routes.map(twinPath)
}

const PHRASING = new Set([
  "text",
  "emphasis",
  "strong",
  "delete",
  "inlineCode",
  "break",
  "link",
  "linkReference",
  "image",
  "imageReference",
  "footnoteReference",
])

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

function attributeOf(node: MdNode, name: string): string | undefined {
  const found = node.attributes?.find((attribute) => attribute.type === "mdxJsxAttribute" && attribute.name === name)
  return typeof found?.value === "string" ? found.value : undefined
}

/** Consecutive phrasing nodes left at flow level (a component's inline content) wrapped in paragraphs. */
function asFlow(nodes: MdNode[]): MdNode[] {
  const flow: MdNode[] = []
  let run: MdNode[] = []
  const flush = () => {
    if (run.some((node) => node.type !== "text" || (node.value ?? "").trim() !== "")) flow.push({ type: "paragraph", children: run })
    run = []
  }
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node)
    else {
      flush()
      flow.push(node)
    }
  }
  flush()
  return flow
}

function blockquote(label: MdNode[], body: MdNode[]): MdNode {
  return { type: "blockquote", children: [{ type: "paragraph", children: [{ type: "strong", children: label }] }, ...body] }
}

function rewriter(doc: Pick<DocRecord, "absPath" | "route">, context: TwinContext) {
  const absolute = (url: string): string => {
    if (url.startsWith("/") && !url.startsWith("//")) return context.siteUrl + url
    return url
  }
  const linkUrl = (url: string): string => {
    const resolved = resolveLink(url, {
      fromFile: doc.absPath,
      fromRoute: doc.route,
      contentDir: context.contentDir,
      routeOfFile: context.routeOfFile,
    })
    return absolute(hrefFor(resolved, url) ?? url)
  }

  const all = (nodes: MdNode[] | undefined): MdNode[] => (nodes ?? []).flatMap(rewrite)

  function rewrite(node: MdNode): MdNode[] {
    switch (node.type) {
      case "mdxjsEsm":
      case "mdxFlowExpression":
      case "mdxTextExpression":
      case "html":
        return []
      case "containerDirective": {
        const [first, ...rest] = node.children ?? []
        if (first?.type === "paragraph" && first.data?.directiveLabel) return [blockquote(all(first.children), asFlow(all(rest)))]
        return [blockquote([{ type: "text", value: capitalize(node.name ?? "note") }], asFlow(all(node.children)))]
      }
      case "link":
      case "definition":
        return [{ ...node, url: linkUrl(node.url ?? ""), children: node.children && all(node.children) }]
      case "image":
        return [{ ...node, url: absolute(node.url ?? "") }]
      case "code": {
        let title: string | undefined
        try {
          title = parseMeta(node.meta).title
        } catch {
          title = undefined
        }
        return [{ ...node, meta: title === undefined ? null : codeTitleMeta(title) }]
      }
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        return element(node)
      default:
        return node.children ? [{ ...node, children: all(node.children) }] : [node]
    }
  }

  function element(node: MdNode): MdNode[] {
    const flow = node.type === "mdxJsxFlowElement"
    const content = (nodes: MdNode[]) => (flow ? asFlow(nodes) : nodes)
    switch (node.name) {
      case "Tabs": {
        const firstTab = (node.children ?? []).find((child) => child.type === "mdxJsxFlowElement" && child.name === "TabItem")
        return firstTab ? asFlow(all(firstTab.children)) : []
      }
      case "Admonition": {
        const type = attributeOf(node, "type") ?? "note"
        const title = attributeOf(node, "title")
        return [blockquote([{ type: "text", value: title ?? capitalize(type) }], asFlow(all(node.children)))]
      }
      case "a": {
        const href = attributeOf(node, "href")
        const children = all(node.children)
        if (!href) return content(children)
        const link = { type: "link", url: linkUrl(href), children }
        return flow ? [{ type: "paragraph", children: [link] }] : [link]
      }
      case "img": {
        const src = attributeOf(node, "src")
        if (!src) return []
        const image = { type: "image", url: absolute(src), alt: attributeOf(node, "alt") ?? "" }
        return flow ? [{ type: "paragraph", children: [image] }] : [image]
      }
      case "br":
        return flow ? [] : [{ type: "break" }]
      default:
        return content(all(node.children))
    }
  }

  return all
}

/**
 * A code block's `title="…"` in the twin's info string. An info string is no inline Markdown
 * (`[`, `*`, `_`, `<` mean nothing there), but a parser decodes backslash escapes and character
 * references in it. The printer (mdast-util-to-markdown's `safe`) escapes a backslash before
 * punctuation and writes a backtick as a reference (none may stand in a backtick fence's info
 * string); it leaves `&amp;` as it is, which would read back as `&`: such an `&` is written
 * `&amp;` here. Whitespace runs fold into one space (an info string is one line). Quoted with `"`,
 * or with `'` when the title holds `"` (holding both, its `"` become `'`: parseMeta reads no
 * escaped quote).
 */
export function codeTitleMeta(title: string): string {
  const text = title
    .replace(/\s+/g, " ")
    .trim()
    .replace(/&(?=#\d+;|#x[\da-f]+;|[a-z][a-z\d]*;)/gi, "&amp;")
  if (!text.includes('"')) return `title="${text}"`
  if (!text.includes("'")) return `title='${text}'`
  return `title="${text.replace(/"/g, "'")}"`
}

/** A doc's twin: `# Title`, then the body (its syntax tree, left unchanged) as plain Markdown. */
export function markdownTwin(doc: Pick<DocRecord, "absPath" | "route" | "title">, tree: Root, context: TwinContext): string {
  const children = asFlow(rewriter(doc, context)((tree as unknown as MdNode).children))
  const root = { type: "root", children: [{ type: "heading", depth: 1, children: [{ type: "text", value: doc.title }] }, ...children] }
  return toMarkdown(root as unknown as Root, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: "-",
    emphasis: "_",
    fences: true,
    listItemIndent: "one",
    rule: "-",
  })
}

/**
 * Every doc's twin kept on its record (ContentModel.keepTwins) from the syntax trees the content
 * model holds: run before the dialect pass rewrites the trees in place and before they are released.
 * Links resolve against the model's docs; `siteUrl` makes them absolute.
 */
export function keepMarkdownTwins(content: Pick<ContentModel, "contentDir" | "docs" | "keepTwins">, siteUrl: string): void {
  const routeOfFile = new Map(content.docs.map((doc) => [doc.absPath, doc.route]))
  const context: TwinContext = { siteUrl, contentDir: content.contentDir, routeOfFile: (file) => routeOfFile.get(file) ?? null }
  content.keepTwins((doc, tree) => markdownTwin(doc, tree, context))
}
