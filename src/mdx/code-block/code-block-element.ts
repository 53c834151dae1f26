/**
 * <docs-code-block>: the copy button (copies the shown code and announces "Copied")
 * and the word-wrap toggle (announced through aria-pressed). The markup is CodeBlock.tsx;
 * the actions are code-actions.ts.
 */
import { BodyElement } from "../body-element"
import { COPIED_FOR_MS } from "./code-block-markup"
import { codeText, showCopied, toggleWrap, writeClipboard } from "./code-actions"

export class CodeBlockElement extends BodyElement {
  private copiedTimer: number | undefined

  protected setUp(): () => void {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-code-action]") : null
      if (!button || !this.contains(button)) return
      if (button.dataset.codeAction === "wrap") toggleWrap(this, button)
      else void this.copy(button)
    }
    this.addEventListener("click", onClick)
    return () => {
      this.removeEventListener("click", onClick)
      window.clearTimeout(this.copiedTimer)
    }
  }

  private async copy(button: HTMLElement): Promise<void> {
    await writeClipboard(codeText(this))
    showCopied(this, button, true)
    window.clearTimeout(this.copiedTimer)
    this.copiedTimer = window.setTimeout(() => showCopied(this, button, false), COPIED_FOR_MS)
  }
}
