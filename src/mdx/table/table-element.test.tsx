// @vitest-environment jsdom
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { defineBodyElements } from "../body-elements"
import { ScrollableTable } from "./ScrollableTable"

/** jsdom has no layout: each test says how wide the table and its box are. */
const sizes = { scrollWidth: 0, clientWidth: 0 }
let resized: (() => void) | undefined

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "scrollWidth", { configurable: true, get: () => sizes.scrollWidth })
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => sizes.clientWidth })
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        resized = callback
      }
      observe() {}
      disconnect() {
        resized = undefined
      }
    },
  )
  defineBodyElements()
})

afterEach(() => {
  document.body.innerHTML = ""
})

function mount(scrollWidth: number, clientWidth: number): HTMLElement {
  Object.assign(sizes, { scrollWidth, clientWidth })
  const host = document.createElement("div")
  host.innerHTML = renderToStaticMarkup(
    <ScrollableTable>
      <tbody>
        <tr>
          <td>cell</td>
        </tr>
      </tbody>
    </ScrollableTable>,
  )
  document.body.append(host)
  return host.querySelector<HTMLElement>("docs-table")!
}

const group = (table: HTMLElement) => ({
  tabindex: table.getAttribute("tabindex"),
  role: table.getAttribute("role"),
  label: table.getAttribute("aria-label"),
})

describe("<docs-table>", () => {
  it("renders as plain markup around the table", () => {
    mount(100, 100)
    expect(document.body.innerHTML).toContain('<docs-table class="table-scroll" data-ready=""><table><tbody>')
  })

  it("is a focusable, labelled group while the table overflows", () => {
    expect(group(mount(900, 400))).toEqual({ tabindex: "0", role: "group", label: "Scrollable table" })
  })

  it("is no tab stop when the table fits, and follows resizes", () => {
    const table = mount(400, 400)
    expect(group(table)).toEqual({ tabindex: null, role: null, label: null })
    Object.assign(sizes, { scrollWidth: 900 })
    resized!()
    expect(group(table)).toEqual({ tabindex: "0", role: "group", label: "Scrollable table" })
    Object.assign(sizes, { clientWidth: 900 })
    resized!()
    expect(group(table)).toEqual({ tabindex: null, role: null, label: null })
  })

  it("stops observing once removed", () => {
    mount(900, 400).remove()
    expect(resized).toBeUndefined()
  })
})
