// @vitest-environment jsdom
import React from "react"
import { act, render } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { isEditingText, useSearchModal } from "./searchModal"

describe("isEditingText", () => {
  it("is true for text fields and editable content, false for buttons and links", () => {
    const make = (html: string) => {
      const host = document.createElement("div")
      host.innerHTML = html
      return host.firstElementChild
    }
    expect(isEditingText(make('<input type="text">'))).toBe(true)
    expect(isEditingText(make('<input type="search">'))).toBe(true)
    expect(isEditingText(make("<textarea></textarea>"))).toBe(true)
    const editable = make('<div contenteditable="true"></div>') as HTMLElement
    Object.defineProperty(editable, "isContentEditable", { value: true })
    expect(isEditingText(editable)).toBe(true)
    expect(isEditingText(make('<input type="checkbox">'))).toBe(false)
    expect(isEditingText(make("<a href='/'>x</a>"))).toBe(false)
    expect(isEditingText(null)).toBe(false)
  })
})

function Probe({ onIntent, report }: { onIntent: () => void; report: (open: boolean) => void }) {
  const { isOpen, returnFocus } = useSearchModal(onIntent)
  report(isOpen)
  return (
    <>
      <button ref={(element) => void (returnFocus.current = element)}>Search</button>
      <input aria-label="field" />
    </>
  )
}

describe("useSearchModal", () => {
  it("opens on Ctrl+K and on / outside fields, closes on Escape and returns focus", () => {
    const onIntent = vi.fn()
    let open = false
    const { getByRole, getByLabelText } = render(<Probe onIntent={onIntent} report={(value) => (open = value)} />)
    const press = (init: KeyboardEventInit, target: EventTarget = document.body) =>
      act(() => void target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init })))

    press({ key: "k", ctrlKey: true })
    expect(open).toBe(true)
    expect(onIntent).toHaveBeenCalledTimes(1)
    press({ key: "Escape" })
    expect(open).toBe(false)
    expect(document.activeElement).toBe(getByRole("button"))

    press({ key: "/" }, getByLabelText("field"))
    expect(open).toBe(false)
    press({ key: "/" })
    expect(open).toBe(true)
    press({ key: "K", metaKey: true })
    expect(open).toBe(false)
  })
})
