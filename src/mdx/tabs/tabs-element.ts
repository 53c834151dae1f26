/**
 * <docs-tabs>: ARIA tabs with automatic activation. Click, arrow keys, Home and End;
 * the `?key=value` choice, else the stored one, is restored on connection; groups with
 * one groupId stay in sync on the page, across pages and across browser tabs
 * (tabs-storage.ts). The markup is Tabs.tsx; prepaint.ts shows the choice before this runs.
 */
import { BodyElement } from "../body-element"
import { TABS_TAG, TAB_ATTRIBUTES } from "./tabs-attributes"
import { listenTabChoices, storeTab, storedTab } from "./tabs-storage"

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

export class TabsElement extends BodyElement {
  protected setUp(): () => void {
    this.restore()
    const groupId = this.getAttribute(TAB_ATTRIBUTES.groupId)
    const offChoices = groupId ? listenTabChoices(groupId, (value) => this.show(value)) : () => {}
    const onClick = (event: MouseEvent) => {
      const tab = this.ownTab(event.target)
      if (tab) this.select(tab)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = this.ownTab(event.target)
      const move = MOVES[event.key]
      if (!tab || !move) return
      event.preventDefault()
      const tabs = this.tabs()
      const next = tabs[move(tabs.indexOf(tab), tabs.length)]
      if (!next) return
      this.select(next)
      next.focus()
    }
    this.addEventListener("click", onClick)
    this.addEventListener("keydown", onKeyDown)
    return () => {
      this.removeEventListener("click", onClick)
      this.removeEventListener("keydown", onKeyDown)
      offChoices()
    }
  }

  private tabs(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>(":scope > [role=tablist] > [role=tab]")]
  }

  /** The tab of this group (not of a group nested in one of its panels) an event came from. */
  private ownTab(target: EventTarget | null): HTMLElement | null {
    const tab = target instanceof Element ? target.closest<HTMLElement>("[role=tab]") : null
    return tab && tab.closest(TABS_TAG) === this ? tab : null
  }

  /** Shows `value`; false when the group has no such tab. */
  private show(value: string): boolean {
    const tabs = this.tabs()
    const valueOf = (element: Element) => element.getAttribute(TAB_ATTRIBUTES.value)
    if (!tabs.some((tab) => valueOf(tab) === value)) return false
    for (const tab of tabs) {
      const selected = valueOf(tab) === value
      tab.setAttribute("aria-selected", String(selected))
      tab.tabIndex = selected ? 0 : -1
    }
    for (const panel of this.querySelectorAll<HTMLElement>(":scope > [role=tabpanel]")) {
      panel.hidden = valueOf(panel) !== value
    }
    return true
  }

  private select(tab: HTMLElement): void {
    const value = tab.getAttribute(TAB_ATTRIBUTES.value) ?? ""
    if (!this.show(value)) return
    const groupId = this.getAttribute(TAB_ATTRIBUTES.groupId)
    const queryKey = this.getAttribute(TAB_ATTRIBUTES.queryKey)
    if (groupId) storeTab(groupId, value)
    if (queryKey) {
      const url = new URL(window.location.href)
      url.searchParams.set(queryKey, value)
      window.history.replaceState(window.history.state, "", url.toString())
    }
  }

  /** The URL's choice wins over the stored one; either only if the group has that tab. */
  private restore(): void {
    const groupId = this.getAttribute(TAB_ATTRIBUTES.groupId)
    const queryKey = this.getAttribute(TAB_ATTRIBUTES.queryKey)
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null
    for (const value of [fromQuery, groupId ? storedTab(groupId) : null]) {
      if (value !== null && this.show(value)) break
    }
    // From here on the group obeys its own attributes, not the pre-paint style.
    this.setAttribute(TAB_ATTRIBUTES.restored, "")
  }
}
