import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkMdx from "remark-mdx"
import remarkGfm from "remark-gfm"
import { remarkDialectSyntax } from "./dialect/syntax/syntax"
import GithubSlugger from "github-slugger"
import { isThemeImportsOnly, themeRenames } from "./dialect/syntax/theme-imports"
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

/** Script a doc adds to its page, with the line (in the file, `lineOffset` added) and what it is. */
export interface ContentScript {
  line: number
  what: string
}

/** A doc that adds script to its page (see contentScripts): the build stops naming each place. */
export class ContentScriptError extends Error {
  constructor(readonly found: ContentScript[]) {
    super(
      `${found.length === 1 ? "" : `${found.length} places add script to the page (`}${found
        .map((script) => `${found.length === 1 ? "" : `line ${script.line}: `}${script.what}`)
        .join("; ")}${found.length === 1 ? "" : ")"}. Content cannot add script: the site's Content-Security-Policy allows only the site's own scripts, and a script in a doc would run on every reader's page. Remove ${found.length === 1 ? "it" : "them"}; show code in a code block (a runnable sample: \`\`\`ts run), and put behaviour in a component of the site (src/mdx/).`,
    )
    this.name = "ContentScriptError"
  }

  /** The first place, for `file:line`. */
  get line(): number {
    return this.found[0]!.line
  }
}

/**
 * A URL that runs script when followed: `javascript:`, however it is spelled (letter case, tabs and
 * line breaks inside, spaces and control characters before, as the URL parser ignores them).
 */
export function isScriptUrl(url: string): boolean {
  return /^javascript:/i.test(url.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, ""))
}

/** Attributes a browser follows or loads as a URL (SVG animation values too: `<set attributeName="href" to="…">`). */
const URL_ATTRIBUTE = /^(href|src|srcset|action|formaction|xlink:?href|data|poster|cite|background|ping|to|from|values)$/i

/** In raw HTML: a script element, an event handler attribute, a `javascript:` URL. */
const HTML_SCRIPT = /<script\b|<[^>]*\son[a-z]+\s*=|javascript\s*:/i

/**
 * The script a doc's body adds to its page: `<script>` elements, event handler attributes
 * (`onclick="…"`, `onClick={…}`), `dangerouslySetInnerHTML` (HTML nothing checks), and
 * `javascript:` URLs, in JSX, in raw HTML and in Markdown links, images and definitions. Code
 * blocks and inline code are text, never looked at. The build stops on any (content.ts): the
 * policy hashes every inline script of the built pages (csp.ts), so a script in content would be
 * allowed with the site's own.
 */
export function contentScripts(tree: Root, lineOffset = 0): ContentScript[] {
  const found: ContentScript[] = []
  visit(tree, (node) => {
    const line = (node.position?.start.line ?? 0) + lineOffset
    const add = (what: string) => found.push({ line, what })
    if (node.type === "link" || node.type === "image" || node.type === "definition") {
      if (isScriptUrl(node.url)) add(`a javascript: URL (${node.type === "image" ? "image" : "link"} ${JSON.stringify(node.url)})`)
    } else if (node.type === "html") {
      if (HTML_SCRIPT.test(node.value)) add(`raw HTML with script (${JSON.stringify(node.value.slice(0, 60))})`)
    } else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      const element = node.name ?? "fragment"
      if (element.toLowerCase() === "script") add("a <script> element")
      for (const attribute of node.attributes) {
        if (attribute.type !== "mdxJsxAttribute") continue
        const value = attribute.value
        if (/^on/i.test(attribute.name)) add(`an event handler attribute (${attribute.name} on <${element}>)`)
        else if (attribute.name === "dangerouslySetInnerHTML") add(`dangerouslySetInnerHTML on <${element}>`)
        else if (URL_ATTRIBUTE.test(attribute.name) && (typeof value === "string" ? isScriptUrl(value) : /javascript\s*:/i.test(value?.value ?? ""))) {
          add(`a javascript: URL (${attribute.name} on <${element}>)`)
        }
      }
    }
  })
  return found
}
