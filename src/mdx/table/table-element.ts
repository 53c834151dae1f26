/**
 * <docs-table>: a wide table scrolls sideways inside its own box. A scrolling box must
 * be reachable by keyboard, so the element makes itself a focusable, labelled group
 * (not a region: landmarks must be unique), but only while it actually overflows, to
 * avoid needless tab stops. The markup is ScrollableTable.tsx.
 */
import { BodyElement } from "../body-element"

export const TABLE_TAG = "docs-table"

const OVERFLOW_ATTRIBUTES = { tabindex: "0", role: "group", "aria-label": "Scrollable table" }

export class TableElement extends BodyElement {
  protected setUp(): () => void {
    this.measure()
    if (typeof ResizeObserver !== "function") return () => {}
    const observer = new ResizeObserver(() => this.measure())
    observer.observe(this)
    return () => observer.disconnect()
  }

  private measure(): void {
    const overflows = this.scrollWidth > this.clientWidth + 1
    for (const [name, value] of Object.entries(OVERFLOW_ATTRIBUTES)) {
      if (overflows) this.setAttribute(name, value)
      else this.removeAttribute(name)
    }
  }
}
