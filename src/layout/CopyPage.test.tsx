// @vitest-environment jsdom
import React from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import { act } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { defineBodyElements } from "../mdx/body-elements"
import { CopyPage } from "./CopyPage"

vi.mock("gatsby", () => ({ withPrefix: (path: string) => path }))

beforeAll(() => defineBodyElements())

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ""
})

function mount(): { host: HTMLElement; element: HTMLElement } {
  const host = document.createElement("div")
  host.innerHTML = renderToString(<CopyPage route="/api/createSlice" />)
  document.body.append(host)
  return { host, element: host.querySelector<HTMLElement>("docs-copy-page")! }
}

function stub(): { writes: string[]; fetched: string[] } {
  const writes: string[] = []
  const fetched: string[] = []
  vi.stubGlobal("fetch", async (href: string) => {
    fetched.push(href)
    return new Response("# createSlice\n", { status: 200 })
  })
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: async (text: string) => void writes.push(text) } })
  return { writes, fetched }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("CopyPage", () => {
  it("renders a Copy page button and a View as Markdown link to the twin, fetching nothing until used", () => {
    const { fetched } = stub()
    const { element } = mount()
    expect(element.querySelector("button")?.textContent).toBe("Copy page")
    expect(element.querySelector("a")?.getAttribute("href")).toBe("/api/createSlice.md")
    expect(element.querySelector("[role=status]")?.getAttribute("aria-live")).toBe("polite")
    expect(fetched).toEqual([])
  })

  it("copies the twin's Markdown on click and announces Copied", async () => {
    const { writes, fetched } = stub()
    const { element } = mount()
    element.querySelector("button")!.click()
    await settle()
    await settle()
    expect(fetched).toEqual(["/api/createSlice.md"])
    expect(writes).toEqual(["# createSlice\n"])
    expect(element.querySelector("[role=status]")?.textContent).toBe("Copied")
  })

  it("announces a failure instead of claiming a copy", async () => {
    stub()
    vi.stubGlobal("fetch", async () => new Response("", { status: 404 }))
    const { element } = mount()
    element.querySelector("button")!.click()
    await settle()
    await settle()
    expect(element.querySelector("[role=status]")?.textContent).toBe("Could not copy the page")
  })

  it("closes its menu on Escape and on a click outside", () => {
    const { element } = mount()
    const menu = element.querySelector("details")!
    menu.open = true
    element.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
    expect(menu.open).toBe(false)
    menu.open = true
    document.body.click()
    expect(menu.open).toBe(false)
  })

  it("hydrates without a mismatch after a copy announced before hydration", async () => {
    stub()
    const { host, element } = mount()
    element.querySelector("button")!.click()
    await settle()
    await settle()
    expect(element.querySelector("[role=status]")?.textContent).toBe("Copied")
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(host, <CopyPage route="/api/createSlice" />, { onRecoverableError: (error) => errors.push(error) })
    })
    expect(errors).toEqual([])
    expect(host.querySelector("docs-copy-page")).toBe(element)
    expect(element.querySelector("[role=status]")?.textContent).toBe("Copied")
  })
})
