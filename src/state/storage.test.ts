// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest"

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe("blocked storage", () => {
  it("warns once per page, also when the early-controls script's copy of the module met it first", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    vi.stubGlobal("localStorage", {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
      removeItem: () => {},
    })
    const early = await import("./storage")
    early.resetStorageStateForTests()
    vi.resetModules()
    const bundles = await import("./storage")
    expect(bundles).not.toBe(early)
    early.createStorageSlot("theme").set("dark")
    bundles.createStorageSlot("theme").set("dark")
    bundles.createStorageSlot("docusaurus.tab.lang").set("js")
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain("Browser storage is not available")
    bundles.resetStorageStateForTests()
  })
})
