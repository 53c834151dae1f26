/**
 * The base of the custom elements Markdown renders into (<docs-tabs>, <docs-code-block>,
 * <docs-table>). An element sets itself up from the DOM it finds whenever it is connected:
 * server HTML on first paint, a body injected by client-side navigation, or React's
 * rendering, so no page has to call anything or clean up after it.
 */

import { READY_ATTRIBUTE } from "./ready-attribute"

export { READY_ATTRIBUTE }

export abstract class BodyElement extends HTMLElement {
  private tearDown: (() => void) | null = null
  private cancelWait: (() => void) | null = null

  /** Wires the element's behaviour over its current children; returns what undoes it. */
  protected abstract setUp(): () => void

  connectedCallback(): void {
    // An element met while the document is still being parsed may not have its children yet.
    if (document.readyState !== "loading") {
      this.start()
      return
    }
    const onParsed = () => {
      this.cancelWait = null
      this.start()
    }
    document.addEventListener("DOMContentLoaded", onParsed, { once: true })
    this.cancelWait = () => document.removeEventListener("DOMContentLoaded", onParsed)
  }

  disconnectedCallback(): void {
    this.cancelWait?.()
    this.cancelWait = null
    this.tearDown?.()
    this.tearDown = null
    this.removeAttribute(READY_ATTRIBUTE)
  }

  private start(): void {
    if (!this.isConnected || this.tearDown) return
    this.tearDown = this.setUp()
    this.setAttribute(READY_ATTRIBUTE, "")
  }
}
