import React, { type ReactElement } from "react"
import { renderToPipeableStream } from "react-dom/server"
import { Writable } from "node:stream"
import { describe, expect, it, vi } from "vitest"
import { testClientConfig } from "../shared/testing"
import { renderBodyHtml } from "./renderBody"

/** The footer's line, with two-, three- and four-byte UTF-8 characters. */
const LINE = "Copyright © 2015–2026 the authors 🦆"

/**
 * `ascii` bytes of plain text in spans of at most 500 characters (React writes a short text into
 * its current chunk, a long one on its own), then a paragraph with LINE, and the markup expected.
 */
function page(ascii: number): { element: ReactElement; html: string } {
  const spans = Array.from({ length: Math.ceil(ascii / 500) }, (_, index) => "x".repeat(Math.min(500, ascii - index * 500)))
  return {
    element: (
      <div>
        {spans.map((text, index) => (
          <span key={index}>{text}</span>
        ))}
        <p>{LINE}</p>
      </div>
    ),
    html: `<div>${spans.map((text) => `<span>${text}</span>`).join("")}<p>${LINE}</p></div>`,
  }
}

/** Every position of LINE's characters around the end of React's first 2048-byte stream chunk. */
const SWEEP = Array.from({ length: 300 }, (_, index) => 1800 + index)

/** What Gatsby 5 does without `replaceRenderer`: the stream, each chunk decoded on its own (WritableAsPromise). */
function gatsbyStreamed(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ""
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        output += chunk.toString()
        next()
      },
    })
    sink.on("finish", () => resolve(output))
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })
}

describe("renderBodyHtml", () => {
  it("writes multi-byte characters as they are wherever they fall", () => {
    const wrong = SWEEP.filter((ascii) => {
      const { element, html } = page(ascii)
      return renderBodyHtml(element) !== html
    })
    expect(wrong).toEqual([])
  })

  it("the sweep reaches the case Gatsby's streamed rendering gets wrong (NUL bytes before a character)", async () => {
    // If this starts failing, React's stream writer no longer pads its chunks and gatsby-ssr.tsx's
    // replaceRenderer could go; until then it shows that the sweep above tests something.
    let padded = 0
    for (const ascii of SWEEP) {
      const { element, html } = page(ascii)
      const streamed = await gatsbyStreamed(element)
      if (streamed !== html) {
        expect(streamed.replace(/\0/g, "")).toBe(html)
        padded++
      }
    }
    expect(padded).toBeGreaterThan(0)
  })
})

describe("gatsby-ssr.tsx", () => {
  it("renders the page body with renderBodyHtml (replaceRenderer)", async () => {
    vi.resetModules()
    const config = testClientConfig()
    ;(globalThis as Record<string, unknown>).__SITE_CONFIG__ = config
    // The page tree's components need Gatsby's GraphQL compiler: not what this test is about.
    vi.doMock("../wrapPageElement", () => ({ wrapPageElement: () => null }))
    const { replaceRenderer } = await import("../../gatsby-ssr")
    const bodies: string[] = []
    const { element, html } = page(2047)
    await replaceRenderer!({ bodyComponent: element, replaceBodyHTMLString: (body: string) => bodies.push(body) } as never, {} as never)
    expect(bodies).toEqual([html])
  })
})
