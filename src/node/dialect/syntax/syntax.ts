/**
 * Parser extensions that make MDX 2 read Docusaurus-flavoured Markdown.
 *
 * gatsby-plugin-mdx hands our remark plugins the Markdown body as-is (no
 * pre-processing hook), so the dialect is taught to the parser itself through
 * micromark extensions registered in `remarkDialectSyntax`:
 *
 * - `:::type Title` … `:::` admonition containers (only containers: text and
 *   leaf directives from remark-directive would turn prose such as `key:value`
 *   into directives);
 * - `<!-- comments -->` (MDX 2 rejects them; they become `html` nodes that the
 *   transform drops);
 * - `<https://example.com>` autolinks (MDX 2 disables them).
 */
import type { Processor } from "unified"
import type {
  Code,
  Construct,
  Effects,
  Extension,
  State,
  Token,
  TokenizeContext,
} from "micromark-util-types"
import type { CompileContext, Extension as FromMarkdownExtension } from "mdast-util-from-markdown"
import { autolink, htmlFlow, htmlText } from "micromark-core-commonmark"
import { factorySpace } from "micromark-factory-space"
import { asciiAlpha, asciiAlphanumeric, markdownLineEnding, markdownSpace } from "micromark-util-character"

declare module "micromark-util-types" {
  interface TokenTypeMap {
    admonition: "admonition"
    admonitionFence: "admonitionFence"
    admonitionSequence: "admonitionSequence"
    admonitionName: "admonitionName"
    admonitionTitle: "admonitionTitle"
    admonitionContent: "admonitionContent"
    htmlCommentProbe: "htmlCommentProbe"
  }
}

const COLON = 58
const LESS_THAN = 60
const EXCLAMATION = 33
const DASH = 45
const UNDERSCORE = 95
const LEFT_BRACKET = 91

/** `<!--` lookahead, so the HTML constructs below only ever take comments. */
const commentOpening: Construct = {
  partial: true,
  tokenize(effects, ok, nok) {
    const expected = [LESS_THAN, EXCLAMATION, DASH, DASH]
    let index = 0
    return probe
    function probe(code: Code): ReturnType<State> {
      if (code !== expected[index]) return nok(code)
      if (index === 0) effects.enter("htmlCommentProbe")
      effects.consume(code)
      index++
      if (index === expected.length) {
        effects.exit("htmlCommentProbe")
        return ok
      }
      return probe
    }
  },
}

function onlyComments(base: Construct, name: string): Construct {
  return {
    ...base,
    name,
    add: "before",
    tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State) {
      return effects.check(commentOpening, base.tokenize.call(this, effects, ok, nok), nok)
    },
  }
}

const htmlCommentFlow = onlyComments(htmlFlow, "dialectHtmlCommentFlow")
const htmlCommentText = onlyComments(htmlText, "dialectHtmlCommentText")
const angleAutolink: Construct = { ...autolink, name: "dialectAutolink", add: "before" }

const nonLazyLine: Construct = { tokenize: tokenizeNonLazyLine, partial: true }

/**
 * `:::name optional title` … `:::` — a fork of micromark-extension-directive's
 * container where the rest of the opening line is the title (parsed as inline
 * Markdown, so it may hold `code`).
 */
const admonitionContainer: Construct = {
  name: "dialectAdmonition",
  tokenize: tokenizeAdmonition,
  concrete: true,
}

function tokenizeAdmonition(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const self = this
  const tail = self.events[self.events.length - 1]
  const initialSize =
    tail && tail[1].type === "linePrefix" ? tail[2].sliceSerialize(tail[1], true).length : 0
  let sizeOpen = 0
  let previous: Token | undefined
  return start

  function start(code: Code): ReturnType<State> {
    effects.enter("admonition")
    effects.enter("admonitionFence")
    effects.enter("admonitionSequence")
    return sequenceOpen(code)
  }

  function sequenceOpen(code: Code): ReturnType<State> {
    if (code === COLON) {
      effects.consume(code)
      sizeOpen++
      return sequenceOpen
    }
    if (sizeOpen < 3 || !asciiAlpha(code)) return nok(code)
    effects.exit("admonitionSequence")
    effects.enter("admonitionName")
    return name(code)
  }

  function name(code: Code): ReturnType<State> {
    if (code === DASH || code === UNDERSCORE || asciiAlphanumeric(code)) {
      effects.consume(code)
      return name
    }
    effects.exit("admonitionName")
    // `:::tip[Title]` (Docusaurus 3 label syntax) is read as a title too.
    if (code === LEFT_BRACKET) return titleStart(code)
    if (code !== null && !markdownLineEnding(code) && !markdownSpace(code)) return nok(code)
    return factorySpace(effects, titleStart, "whitespace")(code)
  }

  function titleStart(code: Code): ReturnType<State> {
    if (code === null || markdownLineEnding(code)) return openAfter(code)
    effects.enter("admonitionTitle")
    effects.enter("chunkText", { contentType: "text" })
    return title(code)
  }

  function title(code: Code): ReturnType<State> {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("chunkText")
      effects.exit("admonitionTitle")
      return openAfter(code)
    }
    effects.consume(code)
    return title
  }

  function openAfter(code: Code): ReturnType<State> {
    effects.exit("admonitionFence")
    if (code === null) return afterOpening(code)
    if (self.interrupt) return ok(code)
    return effects.attempt(nonLazyLine, contentStart, afterOpening)(code)
  }

  function afterOpening(code: Code): ReturnType<State> {
    effects.exit("admonition")
    return ok(code)
  }

  function contentStart(code: Code): ReturnType<State> {
    if (code === null) {
      effects.exit("admonition")
      return ok(code)
    }
    effects.enter("admonitionContent")
    return lineStart(code)
  }

  function lineStart(code: Code): ReturnType<State> {
    if (code === null) return after(code)
    return effects.attempt(
      { tokenize: tokenizeClosingFence, partial: true },
      after,
      initialSize ? factorySpace(effects, chunkStart, "linePrefix", initialSize + 1) : chunkStart,
    )(code)
  }

  function chunkStart(code: Code): ReturnType<State> {
    if (code === null) return after(code)
    const token = effects.enter("chunkDocument", { contentType: "document", previous })
    if (previous) previous.next = token
    previous = token
    return contentContinue(code)
  }

  function contentContinue(code: Code): ReturnType<State> {
    if (code === null) {
      const t = effects.exit("chunkDocument")
      self.parser.lazy[t.start.line] = false
      return after(code)
    }
    if (markdownLineEnding(code)) {
      return effects.check(nonLazyLine, nonLazyLineAfter, lineAfter)(code)
    }
    effects.consume(code)
    return contentContinue
  }

  function nonLazyLineAfter(code: Code): ReturnType<State> {
    effects.consume(code)
    const t = effects.exit("chunkDocument")
    self.parser.lazy[t.start.line] = false
    return lineStart
  }

  function lineAfter(code: Code): ReturnType<State> {
    const t = effects.exit("chunkDocument")
    self.parser.lazy[t.start.line] = false
    return after(code)
  }

  function after(code: Code): ReturnType<State> {
    effects.exit("admonitionContent")
    effects.exit("admonition")
    return ok(code)
  }

  function tokenizeClosingFence(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    let size = 0
    return factorySpace(effects, closingPrefixAfter, "linePrefix", 4)

    function closingPrefixAfter(code: Code): ReturnType<State> {
      effects.enter("admonitionFence")
      effects.enter("admonitionSequence")
      return closingSequence(code)
    }

    function closingSequence(code: Code): ReturnType<State> {
      if (code === COLON) {
        effects.consume(code)
        size++
        return closingSequence
      }
      if (size < sizeOpen) return nok(code)
      effects.exit("admonitionSequence")
      return factorySpace(effects, closingSequenceEnd, "whitespace")(code)
    }

    function closingSequenceEnd(code: Code): ReturnType<State> {
      if (code === null || markdownLineEnding(code)) {
        effects.exit("admonitionFence")
        return ok(code)
      }
      return nok(code)
    }
  }
}

function tokenizeNonLazyLine(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const self = this
  return start
  function start(code: Code): ReturnType<State> {
    effects.enter("lineEnding")
    effects.consume(code)
    effects.exit("lineEnding")
    return lineStart
  }
  function lineStart(code: Code): ReturnType<State> {
    return self.parser.lazy[self.now().line] ? nok(code) : ok(code)
  }
}

export const dialectMicromark: Extension = {
  flow: {
    [COLON]: admonitionContainer,
    [LESS_THAN]: htmlCommentFlow,
  },
  text: {
    [LESS_THAN]: [htmlCommentText, angleAutolink],
  },
}

/** mdast node built for an admonition before the transform turns it into JSX. */
export interface AdmonitionNode {
  type: "containerDirective"
  name: string
  attributes: Record<string, string>
  children: import("mdast").Content[]
  position?: import("unist").Position
}

export const dialectFromMarkdown: FromMarkdownExtension = {
  enter: {
    admonition(this: CompileContext, token: Token) {
      this.enter({ type: "containerDirective", name: "", attributes: {}, children: [] } as never, token)
    },
    admonitionTitle(this: CompileContext, token: Token) {
      this.enter({ type: "paragraph", data: { directiveLabel: true }, children: [] } as never, token)
    },
  },
  exit: {
    admonition(this: CompileContext, token: Token) {
      this.exit(token)
    },
    admonitionName(this: CompileContext, token: Token) {
      const node = this.stack[this.stack.length - 1] as unknown as AdmonitionNode
      node.name = this.sliceSerialize(token)
    },
    admonitionTitle(this: CompileContext, token: Token) {
      this.exit(token)
    },
  },
}

function add(data: Record<string, unknown>, field: string, value: unknown): void {
  const list = (data[field] as unknown[] | undefined) ?? []
  list.push(value)
  data[field] = list
}

/** Remark plugin: registers the parser extensions. Must run before parsing (any position in `remarkPlugins`). */
export function remarkDialectSyntax(this: Processor): void {
  const data = this.data() as Record<string, unknown>
  add(data, "micromarkExtensions", dialectMicromark)
  add(data, "fromMarkdownExtensions", dialectFromMarkdown)
}
