// @vitest-environment jsdom
import React from "react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import { act } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { defineBodyElements } from "../body-elements"
import { CodeBlock } from "./CodeBlock"
import { COPIED_ICON, COPY_ICON } from "./code-block-markup"

beforeAll(() => defineBodyElements())

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.innerHTML = ""
})

const sample = (
  <CodeBlock language="js" title="counter.js" className="sample">
    {"const a = 1\nconst b = 2\n"}
  </CodeBlock>
)

function mount(): HTMLElement {
  const host = document.createElement("div")
  host.innerHTML = renderToStaticMarkup(sample)
  document.body.append(host)
  return host.querySelector<HTMLElement>("docs-code-block")!
}

const button = (block: HTMLElement, action: string) => block.querySelector<HTMLButtonElement>(`[data-code-action=${action}]`)!

function stubClipboard(): { writes: string[] } {
  const writes: string[] = []
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: { writeText: async (text: string) => void writes.push(text) },
  })
  return { writes }
}

describe("<docs-code-block>", () => {
  it("renders as plain markup with `class` and the language", () => {
    const html = renderToStaticMarkup(sample)
    expect(html).toMatch(/^<docs-code-block class="[^"]*sample" data-language="js">/)
    expect(html).not.toMatch(/classname|suppress/i)
    expect(mount().hasAttribute("data-ready")).toBe(true)
  })

  it("copies the shown code and announces Copied, then returns to Copy", async () => {
    vi.useFakeTimers()
    const { writes } = stubClipboard()
    const block = mount()
    const copy = button(block, "copy")
    copy.click()
    await vi.waitFor(() => expect(block.querySelector("[role=status]")!.textContent).toBe("Copied"))
    expect(writes).toEqual(["const a = 1\nconst b = 2"])
    expect(copy.getAttribute("aria-label")).toBe("Copied")
    expect(copy.hasAttribute("data-copied")).toBe(true)
    expect(copy.querySelector("path")!.getAttribute("d")).toBe(COPIED_ICON)
    vi.advanceTimersByTime(2000)
    expect(block.querySelector("[role=status]")!.textContent).toBe("")
    expect(copy.getAttribute("aria-label")).toBe("Copy code to clipboard")
    expect(copy.querySelector("path")!.getAttribute("d")).toBe(COPY_ICON)
  })

  it("falls back to a selected textarea when the clipboard API refuses", async () => {
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error("insecure origin")) },
    })
    const copied: string[] = []
    Object.defineProperty(document, "execCommand", {
      configurable: true,
      value: (command: string) => {
        copied.push(`${command}:${document.querySelector("textarea")?.value ?? ""}`)
        return true
      },
    })
    const block = mount()
    button(block, "copy").click()
    await vi.waitFor(() => expect(block.querySelector("[role=status]")!.textContent).toBe("Copied"))
    expect(copied).toEqual(["copy:const a = 1\nconst b = 2"])
    expect(document.querySelector("textarea")).toBeNull()
  })

  it("toggles word wrap, announced through aria-pressed", () => {
    const block = mount()
    const wrap = button(block, "wrap")
    const pre = block.querySelector("pre")!
    expect(wrap.getAttribute("aria-pressed")).toBe("false")
    wrap.click()
    expect(pre.hasAttribute("data-wrap")).toBe(true)
    expect(wrap.getAttribute("aria-pressed")).toBe("true")
    wrap.querySelector("svg")!.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    expect(pre.hasAttribute("data-wrap")).toBe(false)
    expect(wrap.getAttribute("aria-pressed")).toBe("false")
  })

  it("hydrates without warnings after a reader toggled wrap before React ran", async () => {
    const errors = vi.spyOn(console, "error")
    const host = document.createElement("div")
    host.innerHTML = renderToString(sample)
    document.body.append(host)
    const block = host.querySelector<HTMLElement>("docs-code-block")!
    button(block, "wrap").click()
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(host, sample)
    })
    expect(errors).not.toHaveBeenCalled()
    expect(block.querySelector("pre")!.hasAttribute("data-wrap")).toBe(true)
    root!.unmount()
  })
})
