/**
 * Selecting a tab, as plain DOM functions: used by <docs-tabs> (tabs-element.ts) and by the
 * early-controls script, which answers a click on a group before its element is ready
 * (src/layout/early/script.ts bundles this module). No custom element here: the early
 * script runs before the elements are defined.
 */
import { TAB_ATTRIBUTES } from "./tabs-attributes"
import { storeTab } from "./tabs-storage"

const valueOf = (element: Element) => element.getAttribute(TAB_ATTRIBUTES.value)

/** The tabs of `group` itself (not of a group nested in one of its panels). */
export function groupTabs(group: Element): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(":scope > [role=tablist] > [role=tab]")]
}

/** Shows `value` in `group`; false when the group has no such tab. */
export function showTab(group: Element, value: string): boolean {
  const tabs = groupTabs(group)
  if (!tabs.some((tab) => valueOf(tab) === value)) return false
  for (const tab of tabs) {
    const selected = valueOf(tab) === value
    tab.setAttribute("aria-selected", String(selected))
    tab.tabIndex = selected ? 0 : -1
  }
  for (const panel of group.querySelectorAll<HTMLElement>(":scope > [role=tabpanel]")) {
    panel.hidden = valueOf(panel) !== value
  }
  return true
}

/** The reader chose `tab`: shown, remembered for the group's id (every group with it follows) and put in the URL when the group has a query key. */
export function selectTab(group: Element, tab: Element): void {
  const value = valueOf(tab) ?? ""
  if (!showTab(group, value)) return
  const groupId = group.getAttribute(TAB_ATTRIBUTES.groupId)
  const queryKey = group.getAttribute(TAB_ATTRIBUTES.queryKey)
  if (groupId) storeTab(groupId, value)
  if (queryKey) {
    const url = new URL(window.location.href)
    url.searchParams.set(queryKey, value)
    window.history.replaceState(window.history.state, "", url.toString())
  }
}
