import React from "react"
import * as styles from "./ScrollableTable.module.css"

/**
 * Markdown tables: a wide table scrolls sideways inside its own box. The box
 * takes keyboard focus so the hidden columns are reachable without a mouse
 * (axe: scrollable-region-focusable).
 */
export function ScrollableTable(props: React.TableHTMLAttributes<HTMLTableElement>): JSX.Element {
  return (
    <div className={styles.scroll} tabIndex={0}>
      <table {...props} />
    </div>
  )
}
