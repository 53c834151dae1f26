/**
 * The names a tab group is built from, shared by its markup (Tabs.tsx), its behaviour
 * (tabs-element.ts), the pre-paint script generated from them (prepaint.ts) and its
 * stylesheet (Tabs.module.css, which a unit test holds to the custom property names).
 */

export const TABS_TAG = "docs-tabs"

export const TAB_ATTRIBUTES = {
  /** On the group: groups with one id switch together and remember the choice. */
  groupId: "data-group-id",
  /** On the group: `?{key}=value` in the URL selects that tab. */
  queryKey: "data-query-key",
  /** On each tab and panel. */
  value: "data-value",
  /** On the group once the element has restored its choice: the pre-paint style stops applying. */
  restored: "data-tabs-restored",
} as const

/** A group's choice is stored under this prefix and its groupId (Docusaurus' key, so choices carry over). */
export const TAB_STORAGE_PREFIX = "docusaurus.tab."

/** The selected-tab look goes through these, so the pre-paint style can set it before the element runs. */
export const TAB_COLOR_PROPERTY = "--tab-color"
export const TAB_BORDER_PROPERTY = "--tab-border"
/** The colour of the selected tab's label and underline. */
export const SELECTED_TAB_ACCENT = "var(--color-primary, #6b3fb8)"

/** The URL parameter a group answers to: `queryString` names it, or `true` means the groupId. */
export function queryKeyOf(queryString: boolean | string | undefined, groupId: string | undefined): string | undefined {
  if (typeof queryString === "string" && queryString !== "") return queryString
  return queryString === true ? groupId : undefined
}

export function groupAttributes(groupId: string | undefined, queryKey: string | undefined): Record<string, string | undefined> {
  return { [TAB_ATTRIBUTES.groupId]: groupId, [TAB_ATTRIBUTES.queryKey]: queryKey }
}

export function valueAttribute(value: string): Record<string, string> {
  return { [TAB_ATTRIBUTES.value]: value }
}
