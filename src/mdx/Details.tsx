import React, { type DetailsHTMLAttributes } from "react"
import * as styles from "./Details.module.css"

/** `<details><summary>…</summary>…</details>` written in Markdown, styled. */
export function Details({ className, children, ...rest }: DetailsHTMLAttributes<HTMLDetailsElement>): JSX.Element {
  return (
    <details className={[styles.details, className].filter(Boolean).join(" ")} {...rest}>
      {children}
    </details>
  )
}
