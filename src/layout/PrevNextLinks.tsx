import React from "react"
import { Link } from "gatsby"
import * as styles from "./PrevNextLinks.module.css"

type Target = { label: string; href: string } | null

export function PrevNextLinks({ previous, next }: { previous: Target; next: Target }): JSX.Element | null {
  if (!previous && !next) return null
  return (
    <nav className={styles.pager} aria-label="Docs pages">
      {previous ? (
        <Link to={previous.href} className={styles.card} rel="prev">
          <span className={styles.sub}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
