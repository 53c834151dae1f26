import React, { Children, Fragment, isValidElement, useId, type ReactElement, type ReactNode } from "react"
import { groupAttributes, queryKeyOf, valueAttribute } from "./tabs-attributes"
import * as styles from "./Tabs.module.css"

export interface TabItemProps {
  value: string
  label?: ReactNode
  default?: boolean
  className?: string
  children?: ReactNode
}

/** One tab's content. Rendered by <Tabs>; on its own it just shows its children. */
export function TabItem({ children, className }: TabItemProps): JSX.Element {
  return <div className={className}>{children}</div>
}

export interface TabsProps {
  children?: ReactNode
  /** Tabs with the same groupId switch together, on every page, and are remembered. */
  groupId?: string
  /** `true` (uses groupId) or a parameter name: `?language=js` selects that tab. */
  queryString?: boolean | string
  defaultValue?: string
  className?: string
  /** Docusaurus' alternative to TabItem labels. */
  values?: ReadonlyArray<{ value: string; label?: ReactNode }>
}

function tabItems(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement<TabItemProps>(child) && typeof child.props.value === "string",
  )
}

/**
 * In a language group the JavaScript panel says what the TypeScript panel says (the dialect
 * derives one from the other): the search index takes the TypeScript panel only.
 */
function repeatsTypeScript(groupId: string | undefined, value: string, values: readonly string[]): boolean {
  return groupId === "language" && value === "js" && values.includes("ts")
}

/**
 * ARIA tabs, rendered with the default (or `defaultValue`) tab selected, as a
 * <docs-tabs> element whose behaviour (tabs-element.ts: automatic activation;
 * arrow keys, Home and End; the stored or `?key=value` choice; groups in sync)
 * wakes up wherever this markup appears, also on pages whose body ships as HTML
 * only. The element sets the tabs' state itself, possibly before React hydrates
 * them: hence `suppressHydrationWarning`. Without JavaScript (no `data-js` on
 * <html>, see src/state/prepaint.ts) every panel shows under its label.
 */
export function Tabs({ children, groupId, queryString, defaultValue, className, values: labels }: TabsProps): JSX.Element {
  const items = tabItems(children)
  const values = items.map((item) => item.props.value)
  const selected = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? values[0] ?? ""
  const id = useId()
  const labelOf = (item: ReactElement<TabItemProps>) =>
    item.props.label ?? labels?.find((entry) => entry.value === item.props.value)?.label ?? item.props.value

  return (
    <docs-tabs
      class={[styles.tabs, className].filter(Boolean).join(" ")}
      {...groupAttributes(groupId, queryKeyOf(queryString, groupId))}
      suppressHydrationWarning
    >
      {/* Tab labels are controls, not prose: the search index leaves them out. */}
      <div role="tablist" aria-orientation="horizontal" className={styles.tablist} data-pagefind-ignore="all">
        {items.map((item, index) => {
          const { value } = item.props
          const isSelected = value === selected
          const label = labelOf(item)
          return (
            <button
              key={value}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              {...valueAttribute(value)}
              className={styles.tab}
              suppressHydrationWarning
            >
              {label}
            </button>
          )
        })}
      </div>
      {items.map((item, index) => (
        <Fragment key={item.props.value}>
          {/* Without JavaScript the buttons cannot switch: each panel shows under this label instead (Tabs.module.css). */}
          <p className={styles.panelLabel} data-pagefind-ignore="all">
            {labelOf(item)}
          </p>
          <div
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={item.props.value !== selected}
            {...valueAttribute(item.props.value)}
            {...(repeatsTypeScript(groupId, item.props.value, values) ? { "data-pagefind-ignore": "all" } : {})}
            className={[styles.panel, item.props.className].filter(Boolean).join(" ")}
            suppressHydrationWarning
          >
            {item.props.children}
          </div>
        </Fragment>
      ))}
    </docs-tabs>
  )
}
