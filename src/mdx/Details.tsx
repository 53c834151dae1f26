import React, { type DetailsHTMLAttributes, type ReactNode } from "react"
import * as styles from "./Details.module.css"

/**
 * `<details><summary>…</summary>…</details>` written in Markdown, styled; or Docusaurus's
 * `<Details summary="…">` (the summary as a prop).
 */
export function Details({
  className,
  children,
  summary,
  ...rest
}: Omit<DetailsHTMLAttributes<HTMLDetailsElement>, "summary"> & { summary?: ReactNode }): JSX.Element {
  return (
    <details className={[styles.details, className].filter(Boolean).join(" ")} {...rest}>
      {summary !== undefined && <summary>{summary}</summary>}
      {children}
    </details>
  )
}
