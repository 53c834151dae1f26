/**
 * The dialect's tree transform: admonitions, code blocks (highlighted, titled,
 * type-checked with JavaScript tabs) and Docusaurus-tolerant HTML.
 *
 * Runs as an mdxOptions remark plugin, i.e. before gatsby-remark-prismjs: every
 * `code` node is replaced by JSX here, so gatsby-remark-prismjs never sees one.
 */
import path from "node:path"
import type { Code, Content, Image, ListItem, Parent, PhrasingContent, Root } from "mdast"
import type { VFile } from "vfile"
import { applyMagicComments, normalizeLanguage, renderCodeHtml } from "./highlight"
import { attribute, element, plainText, type JsxAttribute, type JsxFlowElement } from "./jsx"
import { DialectError, locate, warnOnce } from "../location"
import { closest } from "../../suggest"
import { MetaError, parseMeta, type CodeMeta } from "./meta"
import { runErrors, SampleRunner, type RunnableSample } from "../run/run"
import { SampleChecker, splitSample, type Sample } from "../samples/samples"
import { checksSamplesOf, docsFolderSamples } from "../samples/folder"
import { replaceThemeImports } from "./theme-imports"
import type { AdmonitionNode } from "./syntax"
import { jsFileName, toJavaScript } from "../samples/transpile"

export const ADMONITION_TYPES = ["note", "tip", "info", "caution", "warning", "danger"] as const

export interface DialectOptions {
  /** Project whose node_modules types the samples. Default: `$DOCS_PROJECT_ROOT`, else `process.cwd()`. */
  root?: string
  /** Disk cache of sample results; `null` disables it. Default: `.cache/samples` (Gatsby's cache, so `gatsby clean` empties it). */
  cacheDir?: string | null
  /** Type-check ts/tsx samples. Default: true. */
  typecheck?: boolean
  /** Execute `run` samples and check their output. Default: true. */
  run?: boolean
  /** The docs folder whose tsconfig.json and conventions apply (dialect/samples/folder.ts). Default: the site's content folder. */
  docsFolder?: string
}

const RUNNABLE_LANGUAGES = ["ts", "tsx", "js", "jsx"]

const checkers = new Map<string, SampleChecker>()

function projectRoot(options: DialectOptions): string {
  return path.resolve(options.root ?? process.env.DOCS_PROJECT_ROOT ?? process.cwd())
}

function cacheRoot(options: DialectOptions): string | null {
  return options.cacheDir === undefined ? path.join(process.cwd(), ".cache", "samples") : options.cacheDir
}

export function sampleChecker(options: DialectOptions = {}): SampleChecker {
  const root = projectRoot(options)
  const cacheDir = cacheRoot(options)
  const folder = docsFolderSamples(options.docsFolder).folder
  const key = `${root}\0${cacheDir}\0${folder?.dir ?? ""}`
  let checker = checkers.get(key)
  if (!checker) {
    checker = new SampleChecker({ root, cacheDir: cacheDir && path.join(cacheDir, "check"), folder })
    checkers.set(key, checker)
  }
  return checker
}

const runners = new Map<string, SampleRunner>()

export function sampleRunner(options: DialectOptions = {}): SampleRunner {
  const root = projectRoot(options)
  const cacheDir = cacheRoot(options)
  const key = `${root}\0${cacheDir}`
  let runner = runners.get(key)
  if (!runner) {
    runner = new SampleRunner({ root, cacheDir: cacheDir && path.join(cacheDir, "run") })
    runners.set(key, runner)
  }
  return runner
}

/** The runnable sample of a fence (```ts run), split into files like a type-checked one. */
export function runnableSample(code: Code, meta: CodeMeta, lang: string): RunnableSample | undefined {
  if (!meta.run || !RUNNABLE_LANGUAGES.includes(lang)) return undefined
  return { sample: splitSample(code.value, lang, meta.title), mode: meta.run }
}

type AnyNode = Content | Root | JsxFlowElement
type JsxNode = { type: "mdxJsxFlowElement" | "mdxJsxTextElement"; name: string | null; attributes: Array<JsxAttribute | { type: string }> }

const HTML_ATTRIBUTE_NAMES: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  frameborder: "frameBorder",
  allowfullscreen: "allowFullScreen",
  srcset: "srcSet",
  crossorigin: "crossOrigin",
  referrerpolicy: "referrerPolicy",
  colspan: "colSpan",
  rowspan: "rowSpan",
  readonly: "readOnly",
  maxlength: "maxLength",
  autoplay: "autoPlay",
  playsinline: "playsInline",
  "xlink:href": "xlinkHref",
}

/** Walks the tree, letting `visitor` replace a node (return a list) or remove it (return []); results are walked too. */
function transformTree(node: AnyNode, visitor: (node: Content) => Content[] | undefined): void {
  if (!("children" in node) || !Array.isArray(node.children)) return
  const next: Content[] = []
  for (const child of node.children as Content[]) {
    for (const item of visitor(child) ?? [child]) {
      transformTree(item as AnyNode, visitor)
      next.push(item)
    }
  }
  ;(node as Parent).children = next as Parent["children"]
}

function styleObject(css: string): { estree: Record<string, unknown> & { type: string }; source: string } {
  const properties = css
    .split(";")
    .map((declaration) => declaration.split(":"))
    .filter((parts) => parts.length >= 2 && parts[0]!.trim() !== "")
    .map(([name, ...value]) => {
      const property = name!.trim()
      const key = property.startsWith("--") ? property : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
      const text = value.join(":").trim()
      return {
        type: "Property",
        kind: "init",
        method: false,
        shorthand: false,
        computed: false,
        key: { type: "Literal", value: key, raw: JSON.stringify(key) },
        value: { type: "Literal", value: text, raw: JSON.stringify(text) },
      }
    })
  return { estree: { type: "ObjectExpression", properties }, source: JSON.stringify(css) }
}

/** Raw HTML written in Markdown, made valid for React: `class`, `style="…"`, `<details>`. */
function fixHtmlElement(node: JsxNode): void {
  if (!node.name || !/^[a-z]/.test(node.name)) return
  node.attributes = node.attributes.map((attr) => {
    if (attr.type !== "mdxJsxAttribute") return attr
    const jsxAttr = attr as JsxAttribute
    const renamed = HTML_ATTRIBUTE_NAMES[jsxAttr.name.toLowerCase()]
    if (jsxAttr.name === "style" && typeof jsxAttr.value === "string") return attribute("style", styleObject(jsxAttr.value))
    return renamed ? { ...jsxAttr, name: renamed } : jsxAttr
  })
  if (node.name === "details") node.name = "Details"
}

/** The label's inline nodes without `[…]` brackets; plain text collapses to a string. */
function titleProp(label: PhrasingContent[]): string | PhrasingContent[] | undefined {
  const children = [...label]
  // `:::tip[Title]` reaches us with its brackets.
  const first = children[0]
  const last = children[children.length - 1]
  if (first?.type === "text" && last?.type === "text" && first.value.startsWith("[") && last.value.trimEnd().endsWith("]")) {
    children[0] = { ...first, value: first.value.slice(1) }
    const end = children[children.length - 1] as typeof last
    children[children.length - 1] = { ...end, value: end.value.trimEnd().slice(0, -1) }
  }
  if (children.length === 0) return undefined
  if (children.every((child) => child.type === "text")) return plainText(children).trim() || undefined
  return children
}

function isClosedAdmonition(source: string, node: AdmonitionNode): boolean {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  if (start === undefined || end === undefined) return true
  const lines = source.slice(start, end).split("\n")
  return lines.length > 1 && /^[\s>]*:{3,}\s*$/.test(lines[lines.length - 1]!)
}

function isClosedFence(source: string, node: Code): boolean {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  if (start === undefined || end === undefined) return true
  const lines = source.slice(start, end).split("\n")
  const opening = /^\s*(`{3,}|~{3,})/.exec(lines[0]!)
  if (!opening) return true
  const closing = /^[\s>]*(`{3,}|~{3,})\s*$/.exec(lines[lines.length - 1]!)
  return (
    lines.length > 1 &&
    closing !== null &&
    closing[1]![0] === opening[1]![0] &&
    closing[1]!.length >= opening[1]!.length
  )
}

/**
 * GFM task list items: the checkbox remark-rehype would create has no label (an axe
 * violation), so the item gets a labelled, disabled checkbox of its own.
 */
function labelTaskCheckbox(item: ListItem): void {
  const checked = item.checked === true
  item.checked = null
  item.data = { ...item.data, hProperties: { className: ["task-list-item"] } }
  const checkbox = {
    type: "mdxJsxTextElement",
    name: "input",
    attributes: [
      attribute("type", "checkbox"),
      attribute("disabled", true),
      ...(checked ? [attribute("checked", true)] : []),
      attribute("aria-label", checked ? "Done" : "Not done"),
    ],
    children: [],
  } as unknown as PhrasingContent
  const [first] = item.children
  if (first?.type === "paragraph") first.children.unshift(checkbox, { type: "text", value: " " })
  else item.children.unshift({ type: "paragraph", children: [checkbox] })
}

/**
 * Images beside the page that gatsby-remark-images does not optimise (SVG, GIF, …) are
 * imported, so webpack copies them to /static with a hashed name. Raster images are left
 * to gatsby-remark-images; site-root paths (`/img/x.svg`) come from static/ as they are.
 */
const OPTIMISED_IMAGE = /\.(?:png|jpe?g|webp|tiff?|avif)$/i

function isBundledImage(url: string): boolean {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return false
  return !OPTIMISED_IMAGE.test(url.replace(/[?#].*$/, ""))
}

function esmImport(name: string, source: string): Content {
  const specifier = JSON.stringify(source.startsWith(".") ? source : `./${source}`)
  return {
    type: "mdxjsEsm",
    value: `import ${name} from ${specifier}`,
    data: {
      estree: {
        type: "Program",
        sourceType: "module",
        body: [
          {
            type: "ImportDeclaration",
            specifiers: [{ type: "ImportDefaultSpecifier", local: { type: "Identifier", name } }],
            source: { type: "Literal", value: JSON.parse(specifier), raw: specifier },
          },
        ],
      },
    },
  } as unknown as Content
}

interface CodeJob {
  node: Code
  meta: CodeMeta
  lang: string
  /** Line of the opening fence in the compiled body. */
  line: number
  sample?: Sample
  runnable?: RunnableSample
  replace: (nodes: Content[]) => void
}

function codeBlock(props: {
  code: string
  lang: string
  title?: string
  highlighted: ReadonlySet<number>
  lineNumbersStart?: number
}): JsxFlowElement {
  return element("CodeBlock", {
    language: props.lang,
    title: props.title,
    html: renderCodeHtml(props.code, props.lang, props.highlighted),
    showLineNumbers: props.lineNumbersStart,
  })
}

export function remarkDialect(options: DialectOptions = {}) {
  const typecheck = options.typecheck ?? true
  const cacheDir = cacheRoot(options)
  const jsCacheDir = cacheDir && path.join(cacheDir, "js")

  return async function transformer(tree: Root, file: VFile): Promise<void> {
    const folderSamples = docsFolderSamples(options.docsFolder)
    const source = String(file.value)
    const errors: string[] = []
    for (const problem of replaceThemeImports(tree)) errors.push(`${locate(file, problem.line)}: ${problem.message}`)
    const jobs: CodeJob[] = []
    const imports: Content[] = []

    transformTree(tree, (node) => {
      const anyNode = node as { type: string }
      if (anyNode.type === "html" && /^\s*<!--/.test((node as { value: string }).value)) return []

      if (anyNode.type === "mdxJsxFlowElement" || anyNode.type === "mdxJsxTextElement") {
        fixHtmlElement(node as unknown as JsxNode)
        return undefined
      }

      if (anyNode.type === "image") {
        const image = node as Image
        if (!image.alt) warnOnce(`${locate(file, image.position?.start.line)}: image ${image.url} has no alt text; write ![what it shows](${image.url})`)
        if (!isBundledImage(image.url)) return undefined
        const name = `__dialectImage${imports.length}`
        imports.push(esmImport(name, decodeURI(image.url.replace(/[?#].*$/, ""))))
        return [
          {
            type: "mdxJsxTextElement",
            name: "img",
            attributes: [
              attribute("src", { estree: { type: "Identifier", name }, source: name }),
              attribute("alt", image.alt ?? ""),
              ...(image.title ? [attribute("title", image.title)] : []),
            ],
            children: [],
          } as unknown as Content,
        ]
      }

      if (anyNode.type === "listItem" && typeof (node as ListItem).checked === "boolean") {
        labelTaskCheckbox(node as ListItem)
        return undefined
      }

      if (anyNode.type === "containerDirective") {
        const admonition = node as unknown as AdmonitionNode
        const at = locate(file, admonition.position?.start.line)
        if (!(ADMONITION_TYPES as readonly string[]).includes(admonition.name)) {
          const guess = closest(admonition.name, ADMONITION_TYPES)
          errors.push(
            `${at}: unknown admonition type ":::${admonition.name}"; valid types are ${ADMONITION_TYPES.join(", ")}` +
              (guess ? ` (did you mean ":::${guess}"?)` : ""),
          )
          return []
        }
        if (!isClosedAdmonition(source, admonition)) {
          warnOnce(`${at}: admonition ":::${admonition.name}" is never closed, so it runs to the end of the file; add a ":::" line where it ends`)
        }
        const [first, ...rest] = admonition.children
        const hasLabel = first?.type === "paragraph" && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel
        if (!hasLabel) return [element("Admonition", { type: admonition.name }, admonition.children) as unknown as Content]
        const title = titleProp(first.children)
        if (typeof title === "string" || title === undefined) {
          return [element("Admonition", { type: admonition.name, title }, rest) as unknown as Content]
        }
        // A rich title (code, links) stays Markdown, as the first child, so later plugins (link rewriting) see it.
        const titleParagraph = { type: "paragraph", children: title } as Content
        return [element("Admonition", { type: admonition.name, titleFromFirstChild: true }, [titleParagraph, ...rest]) as unknown as Content]
      }

      if (anyNode.type === "code") {
        const code = node as Code
        const line = code.position?.start.line ?? 1
        if (!isClosedFence(source, code)) {
          const fence = /^\s*(`{3,}|~{3,})/.exec(source.slice(code.position!.start.offset!).split("\n")[0]!)?.[1] ?? "```"
          // CommonMark ends a fence left open at the end of the document there: valid, and
          // Docusaurus builds it, so it is a warning. Inside a block (a JSX element, a list)
          // it swallows the closing markup, which is an error.
          if (source.slice(code.position?.end.offset ?? 0).trim() === "") {
            warnOnce(`${locate(file, line)}: code fence is never closed, so it runs to the end of the file; add a closing ${fence} line where the code ends`)
          } else {
            errors.push(`${locate(file, line)}: code fence is never closed, so it swallows the rest of the enclosing block; add a closing ${fence} line`)
            return []
          }
        }
        let meta: CodeMeta
        try {
          meta = parseMeta(code.meta)
        } catch (error) {
          if (!(error instanceof MetaError)) throw error
          errors.push(`${locate(file, line)}: ${error.message}`)
          return []
        }
        const lang = normalizeLanguage(code.lang)
        const placeholder = { type: "mdxJsxFlowElement", name: "CodeBlock", attributes: [], children: [] } as unknown as Content
        const job: CodeJob = {
          node: code,
          meta,
          lang,
          line,
          replace: (nodes) => {
            Object.assign(placeholder, nodes.length === 1 ? nodes[0] : { ...element("Fragment", {}, nodes), name: null })
          },
        }
        if (typecheck && (lang === "ts" || lang === "tsx") && !meta.noTranspile && (!file.path || checksSamplesOf(file.path, folderSamples))) {
          job.sample = splitSample(code.value, lang, meta.title)
        }
        if (meta.run && !RUNNABLE_LANGUAGES.includes(lang)) {
          errors.push(`${locate(file, line)}: only ${RUNNABLE_LANGUAGES.join(", ")} code blocks can run; remove "run" from this ${lang} block`)
        } else if (meta.run && options.run !== false) {
          job.runnable = runnableSample(code, meta, lang)
        }
        jobs.push(job)
        return [placeholder]
      }
      return undefined
    })

    const samples = jobs.filter((job): job is CodeJob & { sample: Sample } => job.sample !== undefined)
    const failedTypeCheck = new Set<CodeJob>()
    if (samples.length > 0) {
      const checker = sampleChecker(options)
      const results = checker.checkMany(samples.map((job) => job.sample))
      results.forEach((result, index) => {
        const job = samples[index]!
        if (result.diagnostics.length > 0) failedTypeCheck.add(job)
        for (const diagnostic of result.diagnostics) {
          const sampleFile = job.sample.files.find((candidate) => candidate.name === diagnostic.file)
          const docLine =
            sampleFile && diagnostic.line !== undefined ? job.line + 1 + sampleFile.startLine + diagnostic.line - 1 : job.line
          const where = sampleFile && job.sample.files.length > 1 ? ` (in ${sampleFile.name})` : ""
          errors.push(`${locate(file, docLine)}: TS${diagnostic.code}: ${diagnostic.message.replace(/\n/g, "\n    ")}${where}`)
        }
      })
    }
    // A sample that does not compile is not run: its type errors are the ones to fix.
    const runnable = jobs.filter((job): job is CodeJob & { runnable: RunnableSample } => job.runnable !== undefined && !failedTypeCheck.has(job))
    if (runnable.length > 0) {
      const runner = sampleRunner(options)
      const results = await runner.runMany(runnable.map((job) => job.runnable))
      results.forEach((result, index) => {
        const job = runnable[index]!
        for (const error of runErrors(job.runnable, result, runner.timeoutMs)) {
          errors.push(`${locate(file, error.blockLine === undefined ? job.line : job.line + 1 + error.blockLine)}: ${error.message}`)
        }
      })
    }
    if (errors.length > 0) throw new DialectError(errors.join("\n"))
    tree.children.unshift(...(imports as Root["children"]))

    await Promise.all(jobs.map((job) => renderJob(job, file, jsCacheDir)))
  }
}

async function renderJob(job: CodeJob, file: VFile, jsCacheDir: string | null): Promise<void> {
  const { meta, lang } = job
  const warnProblems = (problems: Array<{ line: number; message: string }>, firstLine: number) => {
    for (const problem of problems) warnOnce(`${locate(file, job.line + firstLine + problem.line)}: ${problem.message}`)
  }
  const checkRanges = (highlighted: Set<number>, code: string) => {
    const count = code.split("\n").length
    for (const line of meta.highlightLines) {
      if (line > count) warnOnce(`${locate(file, job.line)}: highlighted line ${line} is past the end of the code block (${count} lines)`)
      else highlighted.add(line)
    }
    return highlighted
  }

  const runFiles = job.runnable?.sample.files
  if (!job.sample && runFiles && (runFiles.length > 1 || runFiles[0]!.startLine > 0)) {
    // A runnable block that is not type-checked (js, no-transpile) still hides its setup files.
    job.replace(
      runFiles
        .filter((sampleFile) => !sampleFile.noEmit)
        .map((sampleFile) => {
          const magic = applyMagicComments(sampleFile.code)
          warnProblems(magic.problems, sampleFile.startLine)
          const fromName = normalizeLanguage(path.extname(sampleFile.name).slice(1).replace(/^[mc]/, ""))
          const fileLang = fromName === "text" ? lang : fromName
          return codeBlock({ code: magic.code, lang: fileLang, title: sampleFile.name, highlighted: magic.highlighted, lineNumbersStart: meta.lineNumbersStart }) as unknown as Content
        }),
    )
    return
  }

  if (!job.sample) {
    const magic = applyMagicComments(job.node.value)
    warnProblems(magic.problems, 0)
    job.replace([
      codeBlock({
        code: magic.code,
        lang,
        title: meta.title,
        highlighted: checkRanges(magic.highlighted, magic.code),
        lineNumbersStart: meta.lineNumbersStart,
      }) as unknown as Content,
    ])
    return
  }

  const split = job.sample.files.length > 1 || job.sample.files[0]!.startLine > 0
  if (split && meta.highlightLines.size > 0) {
    warnOnce(`${locate(file, job.line)}: {ranges} are ignored in a block split with // file: lines; use // highlight-next-line`)
  }
  const visible = job.sample.files.filter((sampleFile) => !sampleFile.noEmit)
  const tsBlocks: JsxFlowElement[] = []
  const jsBlocks: JsxFlowElement[] = []
  for (const sampleFile of visible) {
    const magic = applyMagicComments(sampleFile.code)
    warnProblems(magic.problems, sampleFile.startLine)
    const title = split ? sampleFile.name : meta.title
    const fileLang = sampleFile.name.endsWith(".tsx") ? "tsx" : sampleFile.name.endsWith(".ts") ? "ts" : lang
    tsBlocks.push(
      codeBlock({
        code: magic.code,
        lang: fileLang,
        title,
        highlighted: split ? magic.highlighted : checkRanges(magic.highlighted, magic.code),
        lineNumbersStart: meta.lineNumbersStart,
      }),
    )
    const js = applyMagicComments(await toJavaScript(sampleFile.code, sampleFile.name, jsCacheDir))
    // A file of types only (a signature, an interface) has no JavaScript: no empty block for it.
    if (js.code.trim() === "") continue
    jsBlocks.push(
      codeBlock({
        code: js.code,
        lang: fileLang === "tsx" ? "jsx" : "js",
        title: title === undefined ? undefined : jsFileName(title),
        highlighted: js.highlighted,
        lineNumbersStart: meta.lineNumbersStart,
      }),
    )
  }
  if (jsBlocks.length === 0) {
    // Nothing of the sample exists in JavaScript: the TypeScript alone, without a tab to switch to.
    job.replace(tsBlocks as unknown as Content[])
    return
  }
  job.replace([
    element("Tabs", { groupId: "language", className: "language-tabs" }, [
      element("TabItem", { value: "ts", label: "TypeScript", default: true }, tsBlocks as unknown as Content[]) as unknown as Content,
      element("TabItem", { value: "js", label: "JavaScript" }, jsBlocks as unknown as Content[]) as unknown as Content,
    ]) as unknown as Content,
  ])
}
