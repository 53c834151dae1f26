import { describe, expect, it } from "vitest"
import { absoluteSentences, checkLedger, parseLedgers } from "./claims"

const page = [
  "---",
  "title: T",
  "---",
  "",
  "The reducer runs once per action. It returns a new object.",
  "",
  "- Calling it twice always throws in development.",
  "",
  "```ts run",
  "console.log(1)",
  "// -> 1",
  "```",
  "",
  "| Option | Meaning |",
  "| --- | --- |",
  "| `x` | Defaults to `false` when omitted. |",
  "",
  "Inline `every` and [a link](/only) are not claims.",
  "",
].join("\n")
const body = page.slice(page.indexOf("---", 3) + 4)
const offset = 3

const audit = (bullets: string[]) =>
  ["## api/x.mdx", "", "**Checked**", "", "- something", "", "**Claims ledger (2026-11-26)**", ...bullets, "", "## api/y.mdx", ""].join("\n")

describe("absoluteSentences", () => {
  it("finds sentences with an absolute word in paragraphs, list items and table cells, with their file lines", () => {
    const found = absoluteSentences(body, offset)
    expect(found.map((sentence) => [sentence.line, sentence.word, sentence.source])).toEqual([
      [5, "once", "The reducer runs once per action."],
      [7, "always", "Calling it twice always throws in development."],
      [16, "defaults", "Defaults to `false` when omitted."],
    ])
  })

  it("ignores code blocks, inline code, link targets and headings", () => {
    expect(absoluteSentences("## Every heading\n\n```js\n// every line\n```\n\nUse `only` here.\n")).toEqual([])
  })
})

describe("checkLedger", () => {
  const entries = (bullets: string[]) => parseLedgers(audit(bullets)).get("api/x.mdx") ?? []

  it("passes when every absolute sentence is quoted by an entry with a proof that exists", () => {
    const result = checkLedger(page, body, offset, entries([
      '- "runs once per action": `ran: line 9`',
      '- "Calling it twice always throws": src: dist/x.mjs f',
      '- "Defaults to `false` when omitted": narrowed: says when',
    ]))
    expect(result).toEqual({ uncovered: [], invalid: [] })
  })

  it("fails on a sentence without an entry, naming its line", () => {
    const result = checkLedger(page, body, offset, entries(['- "runs once per action": ran: line 9']))
    expect(result.uncovered.map((sentence) => sentence.line)).toEqual([7, 16])
  })

  it("fails on an entry whose fragment is not in the page, or too short, or without a proof kind", () => {
    const result = checkLedger(page, body, offset, entries([
      '- "runs twice per action always": ran: line 9',
      '- "once per": ran: line 9',
      '- "Calling it twice always throws": I tried it',
    ]))
    expect(result.invalid.map((item) => item.reason)).toEqual([
      expect.stringContaining("not in the page"),
      expect.stringContaining("at least 4 words"),
      expect.stringContaining("must start with one of"),
    ])
  })

  it("fails on a `ran:` line that is not a runnable sample's fence, and a `type:` line that is not TypeScript", () => {
    const result = checkLedger(page, body, offset, entries([
      '- "runs once per action": ran: line 5',
      '- "Calling it twice always throws": type: line 14',
    ]))
    expect(result.invalid.map((item) => item.reason)).toEqual([
      expect.stringContaining("not a code fence"),
      expect.stringContaining("not a code fence"),
    ])
    const notRunnable = page.replace("```ts run", "```ts")
    expect(checkLedger(notRunnable, body, offset, entries(['- "runs once per action": ran: line 9'])).invalid[0].reason).toContain(
      "not a runnable sample",
    )
  })

  it("reads only the bullets under a page's ledger heading", () => {
    const ledgers = parseLedgers(audit(['- "runs once per action": ran: line 9']))
    expect([...ledgers.keys()]).toEqual(["api/x.mdx"])
    expect(ledgers.get("api/x.mdx")).toHaveLength(1)
  })
})
