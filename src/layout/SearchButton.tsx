import React from "react"
import { Link } from "gatsby"
import * as styles from "./SearchButton.module.css"

/** Opens search. The DocSearch modal replaces this link's default on first intent (see src/search). */
export function SearchButton(): JSX.Element {
  return (
    <Link to="/search" className={styles.button} aria-label="Search">
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <path
          d="M14.4 13l4.3 4.3-1.4 1.4-4.3-4.3a7.5 7.5 0 1 1 1.4-1.4ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z"
          fill="currentColor"
        />
      </svg>
      <span className={styles.label}>Search</span>
    </Link>
  )
}
