// @vitest-environment jsdom
import fs from "node:fs"
import path from "node:path"
import React from "react"
import { cleanup, render } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { guardSearch } from "./guardSearch"
import { ModalScreens } from "./ModalScreens"
import { RetryError } from "./retryError"

afterEach(cleanup)

const queryOf = (request: { query: string }) => request.query
const empty = () => ({ hits: [] as string[] })

describe("guardSearch", () => {
  it("answers no hits and reports the query when the client fails", async () => {
    const onFailure = vi.fn()
    const failing = guardSearch(() => Promise.reject(new RetryError("index unreachable")), queryOf, onFailure, empty)
    await expect(failing({ query: "slice" })).resolves.toEqual({ hits: [] })
    expect(onFailure).toHaveBeenCalledWith("slice")
  })

  it("clears the failure once a query runs, even one that finds nothing", async () => {
    const onFailure = vi.fn()
    const working = guardSearch(() => Promise.resolve({ hits: [] as string[] }), queryOf, onFailure, empty)
    await expect(working({ query: "qqzz" })).resolves.toEqual({ hits: [] })
    expect(onFailure).toHaveBeenCalledWith(null)
  })
})

/** DocSearch's dropdown as it renders a query that answered no hits. */
function docSearchDom(query: string) {
  document.body.innerHTML = `<div class="DocSearch-Modal"><input class="DocSearch-Input" value="${query}">
    <div class="DocSearch-Dropdown"><div class="DocSearch-NoResults"><p class="DocSearch-Title">No results for "${query}"</p></div></div></div>`
}

describe("ModalScreens", () => {
  it("shows only the failure for a failed query: no suggestions, and the theme hides DocSearch's no-results screen", () => {
    docSearchDom("slice")
    render(<ModalScreens failedQuery="slice" />)
    expect(document.querySelector(".DocSearch-ErrorScreen--ours")?.textContent).toBe(
      "Unable to fetch results" + "You might want to check your network connection.",
    )
    expect(document.body.textContent).not.toContain("Try searching for")
    const css = fs.readFileSync(path.join(__dirname, "docsearch-theme.css"), "utf8")
    expect(css).toMatch(/\.DocSearch-Dropdown:has\(\.DocSearch-ErrorScreen--ours\) \.DocSearch-NoResults\s*\{\s*display: none;/)
  })

  it("shows the no-results screen, with suggestions, for a query that ran and found nothing", () => {
    docSearchDom("qqzz")
    render(<ModalScreens failedQuery={null} />)
    expect(document.querySelector(".DocSearch-ErrorScreen--ours")).toBeNull()
    expect(document.querySelector(".DocSearch-NoResults")?.textContent).toContain("Try searching for")
  })
})
