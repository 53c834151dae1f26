/**
 * <docs-copy-page>: "Copy page" copies the page's Markdown twin (fetched from `{route}.md`
 * on first use, never before) and announces "Copied"; the menu (a <details>) closes on a
 * click outside it or Escape. The markup is CopyPage.tsx.
 */
import { BodyElement } from "./body-element"

export const COPY_PAGE_TAG = "docs-copy-page"

async function markdownOf(href: string): Promise<string> {
  const response = await fetch(href)
  if (!response.ok) throw new Error(`${href}: ${response.status}`)
  return response.text()
}

/**
 * Safari only lets a page write the clipboard within the click: a ClipboardItem takes the
 * text as a promise, so the fetch happens inside the gesture. writeText is the fallback.
 */
async function copyFrom(href: string): Promise<void> {
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    const blob = markdownOf(href).then((text) => new Blob([text], { type: "text/plain" }))
    try {
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })])
      return
    } catch {
      // Browsers without promised ClipboardItem data: write the text once it is here.
    }
  }
  await navigator.clipboard.writeText(await markdownOf(href))
}

export class CopyPageElement extends BodyElement {
  protected setUp(): () => void {
    const menu = this.querySelector("details")
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-copy-page]") : null
      if (button && this.contains(button)) void this.copy(button.dataset.copyPage ?? "")
    }
    const onOutside = (event: Event) => {
      if (menu?.open && !(event.target instanceof Node && menu.contains(event.target))) menu.open = false
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && menu?.open) {
        menu.open = false
        menu.querySelector("summary")?.focus()
      }
    }
    this.addEventListener("click", onClick)
    this.addEventListener("keydown", onKey)
    document.addEventListener("click", onOutside)
    return () => {
      this.removeEventListener("click", onClick)
      this.removeEventListener("keydown", onKey)
      document.removeEventListener("click", onOutside)
    }
  }

  private async copy(href: string): Promise<void> {
    let message = "Copied"
    try {
      await copyFrom(href)
    } catch {
      message = "Could not copy the page"
    }
    const status = this.querySelector("[role=status]")
    if (status) status.textContent = message
  }
}
