import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { writeSearchStylesheet } from "./search-assets"
import { SEARCH_STYLESHEET } from "../shared/search"

describe("writeSearchStylesheet", () => {
  it("writes DocSearch's variables, its modal styles and our theme, in that order", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-assets-"))
    const file = writeSearchStylesheet(publicDir, process.cwd())
    expect(file).toBe(path.join(publicDir, SEARCH_STYLESHEET))
    const css = fs.readFileSync(file, "utf8")
    const variables = css.indexOf("--docsearch-primary-color:#")
    const modal = css.indexOf(".DocSearch-Modal{")
    const theme = css.indexOf("--docsearch-primary-color: var(--color-primary)")
    expect(variables).toBeGreaterThanOrEqual(0)
    expect(modal).toBeGreaterThan(variables)
    expect(theme).toBeGreaterThan(modal)
    fs.rmSync(publicDir, { recursive: true, force: true })
  })
})
