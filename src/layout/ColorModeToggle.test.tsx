import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"

async function renderToggle(disableSwitch: boolean): Promise<string> {
  vi.resetModules()
  ;(globalThis as Record<string, unknown>).__SITE_CONFIG__ = {
    colorMode: { defaultMode: "light", disableSwitch, respectPrefersColorScheme: true },
  }
  const { ColorModeToggle } = await import("./ColorModeToggle")
  return renderToStaticMarkup(<ColorModeToggle />)
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).__SITE_CONFIG__
})

describe("ColorModeToggle", () => {
  it("renders the switch by default", async () => {
    expect(await renderToggle(false)).toContain('aria-label="Switch between dark and light mode (currently light mode)"')
  })

  it("renders nothing when colorMode.disableSwitch is set", async () => {
    expect(await renderToggle(true)).toBe("")
  })
})
