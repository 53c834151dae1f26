import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import type { SidebarsConfig } from "./config/sidebars"
import { loadSidebarsConfig } from "./paths"

describe("loadSidebarsConfig", () => {
  const saved = process.env.DOCS_SIDEBARS_FILE
  afterEach(() => {
    if (saved === undefined) delete process.env.DOCS_SIDEBARS_FILE
    else process.env.DOCS_SIDEBARS_FILE = saved
  })

  it("is the sidebars its caller passes (sidebars.ts's export), unless DOCS_SIDEBARS_FILE names another file", () => {
    const authored: SidebarsConfig = { docs: ["introduction/getting-started"] }
    delete process.env.DOCS_SIDEBARS_FILE
    expect(loadSidebarsConfig(authored)).toBe(authored)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sidebars-"))
    try {
      const file = path.join(dir, "sidebars.json")
      fs.writeFileSync(file, JSON.stringify({ other: ["api/createSlice"] }))
      process.env.DOCS_SIDEBARS_FILE = file
      expect(loadSidebarsConfig(authored)).toEqual({ other: ["api/createSlice"] })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
