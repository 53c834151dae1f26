/**
 * The stand-ins the early-controls script (src/layout/early/script.ts) shows before
 * hydration, and React's side of them: what a reader did before hydration is read back
 * from the DOM here, once, when the owning component mounts.
 */
import { EARLY_ATTRIBUTE, EARLY_CONTROLS, EARLY_MENU_ATTRIBUTE, EARLY_SEARCH_ID, EARLY_SEARCH_INPUT_ID } from "./constants"
import { MAX_QUERY_LENGTH, limitQuery } from "../../search/queryLimit"

/** The chrome control marked `data-early="{name}"`. */
export function earlyControl(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${EARLY_ATTRIBUTE}="${name}"]`)
}

/** Shows or puts away the static menu as a drawer; the focus goes to its close link, or back to the toggle. */
export function setEarlyMenu(open: boolean): void {
  const root = document.documentElement
  const toggle = earlyControl(EARLY_CONTROLS.menu)
  if (open) root.setAttribute(EARLY_MENU_ATTRIBUTE, "")
  else root.removeAttribute(EARLY_MENU_ATTRIBUTE)
  toggle?.setAttribute("aria-expanded", String(open))
  const next = open ? earlyControl(EARLY_CONTROLS.menuClose) : toggle
  next?.focus()
}

/** True while the menu opened before hydration is shown. */
export function earlyMenuIsOpen(): boolean {
  return document.documentElement.hasAttribute(EARLY_MENU_ATTRIBUTE)
}

/** True (once) when the menu was opened before hydration; the static stand-in is put away. */
export function takeEarlyMenu(): boolean {
  const root = document.documentElement
  if (!root.hasAttribute(EARLY_MENU_ATTRIBUTE)) return false
  root.removeAttribute(EARLY_MENU_ATTRIBUTE)
  return true
}

/** Shows the search frame (a dialog with one field, focused) until the modal's code arrives; nothing when it is open. */
export function openEarlySearch(): void {
  if (earlySearchIsOpen()) return
  const frame = document.createElement("div")
  frame.id = EARLY_SEARCH_ID
  frame.setAttribute("role", "dialog")
  frame.setAttribute("aria-modal", "true")
  frame.setAttribute("aria-label", "Search docs")
  const box = document.createElement("div")
  const input = document.createElement("input")
  input.id = EARLY_SEARCH_INPUT_ID
  input.type = "search"
  input.placeholder = "Search docs"
  input.setAttribute("aria-label", "Search docs")
  input.setAttribute("autocomplete", "off")
  input.maxLength = MAX_QUERY_LENGTH
  box.appendChild(input)
  frame.appendChild(box)
  document.body.appendChild(frame)
  input.focus()
}

/** The reader closed the early search frame: it goes and the focus returns to the search button. */
export function closeEarlySearch(): void {
  removeEarlySearch()
  earlyControl(EARLY_CONTROLS.search)?.focus()
}

/** The early search frame, while it is on screen. */
export function earlySearchFrame(): HTMLElement | null {
  return document.getElementById(EARLY_SEARCH_ID)
}

/** True while the search frame opened before hydration is on screen. */
export function earlySearchIsOpen(): boolean {
  return earlySearchFrame() !== null
}

/** What the reader typed into the early search frame (at most MAX_QUERY_LENGTH characters), or undefined when there is none. */
export function earlySearchQuery(): string | undefined {
  const input = document.getElementById(EARLY_SEARCH_INPUT_ID)
  return input instanceof HTMLInputElement && input.value !== "" ? limitQuery(input.value) : undefined
}

/** Removes the early search frame once the real modal is on screen. */
export function removeEarlySearch(): void {
  earlySearchFrame()?.remove()
}
