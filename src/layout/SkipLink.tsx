import React from "react"
import * as styles from "./SkipLink.module.css"

export const MAIN_ID = "__docs_main"

export function SkipLink(): JSX.Element {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`} onClick={onClick}>
      Skip to main content
    </a>
  )
}
