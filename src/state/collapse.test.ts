import { describe, expect, it } from "vitest"
import { MAX_COLLAPSE_MS, MIN_COLLAPSE_MS, collapseDuration } from "./collapse"

describe("collapseDuration", () => {
  it("grows by about 25 ms per 100 px", () => {
    expect(collapseDuration(400)).toBe(200)
    expect(collapseDuration(800) - collapseDuration(400)).toBe(100)
  })
  it("is bounded at both ends", () => {
    expect(collapseDuration(0)).toBe(MIN_COLLAPSE_MS)
    expect(collapseDuration(-50)).toBe(MIN_COLLAPSE_MS)
    expect(collapseDuration(100_000)).toBe(MAX_COLLAPSE_MS)
  })
})
