import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkMdx from "remark-mdx"
import remarkGfm from "remark-gfm"
import { remarkDialectSyntax } from "./dialect/syntax"
import GithubSlugger from "github-slugger"
import { isThemeImportsOnly, themeRenames } from "./dialect/theme-imports"
import { visit, EXIT } from "unist-util-visit"
import { escapeText } from "../shared/html"
import type { Root, Content, Heading, PhrasingContent } from "mdast"

/** A heading as the page renders it: the id matches gatsby-remark-autolink-headers (github-slugger). */
export interface DocHeading {
  depth: number
  id: string
  /** Plain text. */
  text: string
  /** Escaped HTML: text, with inline code kept as <code>. */
  html: string
  line: number
}

export interface DocLink {
  url: string
  line: number
  column: number
}

export class MdxSyntaxError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message)
    this.name = "MdxSyntaxError"
  }
}

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDialectSyntax)

/** The `(line:column-line:column)` some MDX errors (an unclosed JSX tag) carry in their text instead of their fields. */
const POSITION_IN_REASON = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)/

export function parseMdx(body: string): Root {
  try {
    return processor.parse(body) as Root
  } catch (error) {
    const message = error as { reason?: string; message: string; line?: number | null; column?: number | null }
    const reason = message.reason ?? message.message
    if (typeof message.line === "number") throw new MdxSyntaxError(reason, message.line, message.column ?? undefined)
    // The position in the text counts body lines; drop it and report it as the line, which the caller moves to the file's line.
    const position = POSITION_IN_REASON.exec(reason)
    if (!position) throw new MdxSyntaxError(reason)
    throw new MdxSyntaxError(reason.replace(POSITION_IN_REASON, ""), Number(position[1]), Number(position[2]))
  }
}

type AnyNode = Root | Content

function children(node: AnyNode): AnyNode[] {
  return "children" in node && Array.isArray(node.children) ? (node.children as AnyNode[]) : []
}

export function plainText(node: AnyNode): string {
  if ("value" in node && typeof node.value === "string" && node.type !== "mdxFlowExpression" && node.type !== "mdxTextExpression") {
    return node.value
  }
  return children(node).map(plainText).join("")
}

function headingHtml(nodes: PhrasingContent[]): string {
  return nodes
    .map((node): string => {
      if (node.type === "inlineCode") return `<code>${escapeText(node.value)}</code>`
      if (node.type === "text") return escapeText(node.value)
      return headingHtml(children(node) as PhrasingContent[])
    })
    .join("")
}

export function collectHeadings(tree: Root, lineOffset = 0): DocHeading[] {
  const slugger = new GithubSlugger()
  const headings: DocHeading[] = []
  visit(tree, "heading", (heading: Heading) => {
    const text = plainText(heading)
    headings.push({
      depth: heading.depth,
      id: slugger.slug(text),
      text,
      html: headingHtml(heading.children),
      line: (heading.position?.start.line ?? 0) + lineOffset,
    })
  })
  return headings
}

export function collectLinks(tree: Root, lineOffset = 0): DocLink[] {
  const links: DocLink[] = []
  visit(tree, (node) => {
    const at = (n: AnyNode) => ({
      line: (n.position?.start.line ?? 0) + lineOffset,
      column: n.position?.start.column ?? 0,
    })
    if (node.type === "link" || node.type === "definition") {
      links.push({ url: node.url, ...at(node) })
    } else if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === "a") {
      for (const attribute of node.attributes) {
        if (attribute.type === "mdxJsxAttribute" && attribute.name === "href" && typeof attribute.value === "string") {
          links.push({ url: attribute.value, ...at(node) })
        }
      }
    }
  })
  return links
}

/**
 * The local images a body shows: Markdown `![alt](src)` and JSX `<img src="...">` with a
 * literal string. Image references (`![alt][ref]`) are left out: their definitions are links.
 */
export function collectImages(tree: Root, lineOffset = 0): DocLink[] {
  const images: DocLink[] = []
  visit(tree, (node) => {
    const at = { line: (node.position?.start.line ?? 0) + lineOffset, column: node.position?.start.column ?? 0 }
    if (node.type === "image") images.push({ url: node.url, ...at })
    else if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === "img") {
      for (const attribute of node.attributes) {
        if (attribute.type === "mdxJsxAttribute" && attribute.name === "src" && typeof attribute.value === "string") {
          images.push({ url: attribute.value, ...at })
        }
      }
    }
  })
  return images
}

/** Components Markdown may use on a page whose body ships as HTML only (their behaviour is custom elements: src/mdx/body-elements.ts). */
export const STATIC_BODY_COMPONENTS = new Set(["Admonition", "CodeBlock", "Details", "Tabs", "TabItem"])

/**
 * Whether a page's body is plain content: no `import`/`export`, only HTML elements and
 * the dialect's components, and no inline event handlers. Such a body is rendered to
 * HTML at build time and never shipped as JavaScript (docs/decisions.md, "Static doc
 * bodies"); any other page is hydrated by React as usual.
 */
export function isStaticBody(tree: Root): boolean {
  let isStatic = true
  // Docusaurus theme imports (`import Tabs from '@theme/Tabs'`) name the dialect's own components: the dialect takes them out.
  const renames = themeRenames(tree)
  visit(tree, (node) => {
    if (node.type === "mdxjsEsm") isStatic = isThemeImportsOnly(node as Parameters<typeof isThemeImportsOnly>[0])
    else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      const name = (node.name && renames.get(node.name)) ?? node.name ?? ""
      if (name !== "" && !/^[a-z]/.test(name) && !STATIC_BODY_COMPONENTS.has(name)) isStatic = false
      if (node.attributes.some((attribute) => attribute.type === "mdxJsxAttribute" && /^on[A-Z]/.test(attribute.name))) isStatic = false
    }
    return isStatic ? undefined : EXIT
  })
  return isStatic
}
