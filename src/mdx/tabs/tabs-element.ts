/**
 * <docs-tabs>: ARIA tabs with automatic activation. Click, arrow keys, Home and End;
 * the `?key=value` choice, else the stored one, is restored on connection; groups with
 * one groupId stay in sync on the page, across pages and across browser tabs
 * (tabs-storage.ts). The markup is Tabs.tsx; prepaint.ts shows the choice before this runs.
 */
import { BodyElement } from "../body-element"
import { TABS_TAG, TAB_ATTRIBUTES } from "./tabs-attributes"
import { listenTabChoices, storedTab } from "./tabs-storage"
import { groupTabs, selectTab, showTab } from "./select-tab"

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
    const offChoices = groupId ? listenTabChoices(groupId, (value) => showTab(this, value)) : () => {}
    const onClick = (event: MouseEvent) => {
      const tab = this.ownTab(event.target)
      if (tab) selectTab(this, tab)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = this.ownTab(event.target)
      const move = MOVES[event.key]
      if (!tab || !move) return
      event.preventDefault()
      const tabs = groupTabs(this)
      const next = tabs[move(tabs.indexOf(tab), tabs.length)]
      if (!next) return
      selectTab(this, next)
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

  /** The tab of this group (not of a group nested in one of its panels) an event came from. */
  private ownTab(target: EventTarget | null): HTMLElement | null {
    const tab = target instanceof Element ? target.closest<HTMLElement>("[role=tab]") : null
    return tab && tab.closest(TABS_TAG) === this ? tab : null
  }

  /** The URL's choice wins over the stored one; either only if the group has that tab. */
  private restore(): void {
    const groupId = this.getAttribute(TAB_ATTRIBUTES.groupId)
    const queryKey = this.getAttribute(TAB_ATTRIBUTES.queryKey)
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null
    for (const value of [fromQuery, groupId ? storedTab(groupId) : null]) {
      if (value !== null && showTab(this, value)) break
    }
    // From here on the group obeys its own attributes, not the pre-paint style.
    this.setAttribute(TAB_ATTRIBUTES.restored, "")
  }
}
