/**
 * A code block's actions, as plain DOM functions: used by <docs-code-block>
 * (code-block-element.ts) and by the early-controls script, which answers a click on a
 * block before its element is ready (src/layout/early/script.ts bundles this module).
 */
import { COPIED_ICON, COPY_ICON } from "./code-block-markup"

/** The code the block shows: magic comments were removed at build time, so the DOM holds exactly that. */
export function codeText(block: Element): string {
  return block.querySelector("pre code")?.textContent ?? ""
}

/** Writes `text` to the clipboard; a selected textarea is the fallback for insecure origins and older browsers. */
export async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    return
  } catch {
    // Fall back below.
  }
  const area = document.createElement("textarea")
  area.value = text
  area.setAttribute("readonly", "")
  area.style.position = "fixed"
  area.style.opacity = "0"
  document.body.appendChild(area)
  area.select()
  document.execCommand("copy")
  area.remove()
}

/** The copy button's "Copied" state (label, title, icon) and its announcement in the block's status. */
export function showCopied(block: Element, button: HTMLElement, copied: boolean): void {
  button.setAttribute("aria-label", copied ? "Copied" : "Copy code to clipboard")
  button.title = copied ? "Copied" : "Copy"
  button.toggleAttribute("data-copied", copied)
  button.querySelector("path")?.setAttribute("d", copied ? COPIED_ICON : COPY_ICON)
  const status = block.querySelector("[role=status]")
  if (status) status.textContent = copied ? "Copied" : ""
}

/** Word wrap on or off, announced through the button's aria-pressed. */
export function toggleWrap(block: Element, button: Element): void {
  const pre = block.querySelector("pre")
  if (!pre) return
  const wrap = !pre.hasAttribute("data-wrap")
  pre.toggleAttribute("data-wrap", wrap)
  button.setAttribute("aria-pressed", String(wrap))
}
