import React from "react"

/**
 * A Markdown table, in a <docs-table> element that scrolls it sideways when it is
 * wide and then makes itself reachable by keyboard (table-element.ts). The element
 * may add those attributes before React hydrates it: hence `suppressHydrationWarning`.
 */
export function ScrollableTable(props: React.TableHTMLAttributes<HTMLTableElement>): JSX.Element {
  return (
    <docs-table class="table-scroll" suppressHydrationWarning>
      <table {...props} />
    </docs-table>
  )
}
