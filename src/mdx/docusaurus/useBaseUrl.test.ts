import { describe, expect, it, vi } from "vitest"

vi.mock("gatsby", () => ({ withPrefix: (path: string) => `/docs${path}` }))
const { default: useBaseUrl } = await import("./useBaseUrl")

describe("useBaseUrl", () => {
  it("prefixes site paths with the base URL", () => {
    expect(useBaseUrl("/img/logo.svg")).toBe("/docs/img/logo.svg")
    expect(useBaseUrl("img/logo.svg", { forcePrependBaseUrl: true })).toBe("/docs/img/logo.svg")
  })
  it("leaves full, protocol-relative, anchor and relative URLs alone", () => {
    expect(useBaseUrl("https://redux.js.org/x")).toBe("https://redux.js.org/x")
    expect(useBaseUrl("//cdn.example/x.js")).toBe("//cdn.example/x.js")
    expect(useBaseUrl("#top")).toBe("#top")
    expect(useBaseUrl("img/logo.svg")).toBe("img/logo.svg")
    expect(useBaseUrl("")).toBe("")
  })
})
