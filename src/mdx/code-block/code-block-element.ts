/**
 * <docs-code-block>: the copy button (copies the shown code and announces "Copied")
 * and the word-wrap toggle (announced through aria-pressed). The markup is CodeBlock.tsx.
 */
import { BodyElement } from "../body-element"
import { COPIED_FOR_MS, COPIED_ICON, COPY_ICON } from "./code-block-markup"

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    return
  } catch {
    // Fall back for insecure origins and older browsers.
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

export class CodeBlockElement extends BodyElement {
  private copiedTimer: number | undefined

  protected setUp(): () => void {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-code-action]") : null
      if (!button || !this.contains(button)) return
      if (button.dataset.codeAction === "wrap") this.toggleWrap(button)
      else void this.copy(button)
    }
    this.addEventListener("click", onClick)
    return () => {
      this.removeEventListener("click", onClick)
      window.clearTimeout(this.copiedTimer)
    }
  }

  private toggleWrap(button: HTMLElement): void {
    const pre = this.querySelector("pre")
    if (!pre) return
    const wrap = !pre.hasAttribute("data-wrap")
    pre.toggleAttribute("data-wrap", wrap)
    button.setAttribute("aria-pressed", String(wrap))
  }

  private async copy(button: HTMLElement): Promise<void> {
    // The DOM holds exactly the shown code: magic comments were removed at build time.
    await writeClipboard(this.querySelector("pre code")?.textContent ?? "")
    this.showCopied(button, true)
    window.clearTimeout(this.copiedTimer)
    this.copiedTimer = window.setTimeout(() => this.showCopied(button, false), COPIED_FOR_MS)
  }

  private showCopied(button: HTMLElement, copied: boolean): void {
    button.setAttribute("aria-label", copied ? "Copied" : "Copy code to clipboard")
    button.title = copied ? "Copied" : "Copy"
    button.toggleAttribute("data-copied", copied)
    button.querySelector("path")?.setAttribute("d", copied ? COPIED_ICON : COPY_ICON)
    const status = this.querySelector("[role=status]")
    if (status) status.textContent = copied ? "Copied" : ""
  }
}
