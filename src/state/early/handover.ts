/**
 * React's side of the early-controls script (script.ts): what a reader did before
 * hydration is read back from the DOM here, once, when the owning component mounts.
 */
import { EARLY_MENU_ATTRIBUTE, EARLY_SEARCH_ID, EARLY_SEARCH_INPUT_ID } from "./constants"
import { limitQuery } from "../../search/queryLimit"

/** True (once) when the menu was opened before hydration; the static stand-in is put away. */
export function takeEarlyMenu(): boolean {
  const root = document.documentElement
  if (!root.hasAttribute(EARLY_MENU_ATTRIBUTE)) return false
  root.removeAttribute(EARLY_MENU_ATTRIBUTE)
  return true
}

/** True while the search frame opened before hydration is on screen. */
export function earlySearchIsOpen(): boolean {
  return document.getElementById(EARLY_SEARCH_ID) !== null
}

/** What the reader typed into the early search frame (at most MAX_QUERY_LENGTH characters), or undefined when there is none. */
export function earlySearchQuery(): string | undefined {
  const input = document.getElementById(EARLY_SEARCH_INPUT_ID)
  return input instanceof HTMLInputElement && input.value !== "" ? limitQuery(input.value) : undefined
}

/** Removes the early search frame once the real modal is on screen. */
export function removeEarlySearch(): void {
  document.getElementById(EARLY_SEARCH_ID)?.remove()
}
