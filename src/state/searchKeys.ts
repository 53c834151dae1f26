/**
 * The search shortcuts, read the same way by the modal (searchModal.ts) and by the
 * early-controls script before it (src/layout/early/script.ts): Ctrl/Cmd+K toggles,
 * `/` opens unless the reader is typing in a field, Escape closes.
 */

/** True when a key press belongs to a text field (so `/` types a slash there). */
export function isEditingText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  if (tag === "TEXTAREA" || tag === "SELECT") return true
  if (tag !== "INPUT") return false
  const type = (target as HTMLInputElement).type
  return !["button", "checkbox", "radio", "range", "color", "file", "image", "reset", "submit"].includes(type)
}

export type SearchShortcut = "toggle" | "open" | "close"

/** What a key press asks of the search dialog, given whether it is open; null when it is no shortcut. */
export function searchShortcut(event: KeyboardEvent, isOpen: boolean): SearchShortcut | null {
  if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) return "toggle"
  if (event.key === "/" && !isOpen && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditingText(event.target)) return "open"
  if (event.key === "Escape" && isOpen) return "close"
  return null
}
