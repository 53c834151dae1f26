import { describe, expect, it } from "vitest"
import { escapeHtml, escapeText } from "./html"

describe("escapeText", () => {
  it("escapes what would start markup or an entity, and leaves quotes", () => {
    expect(escapeText(`a < b && c > "d" 'e'`)).toBe(`a &lt; b &amp;&amp; c &gt; "d" 'e'`)
  })
})

describe("escapeHtml", () => {
  it("also escapes both quotes, for attribute values", () => {
    expect(escapeHtml(`<img src="x" onerror='y'>&`)).toBe("&lt;img src=&quot;x&quot; onerror=&#39;y&#39;&gt;&amp;")
  })
})
