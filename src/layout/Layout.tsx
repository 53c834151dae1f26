import React from "react"
import { SkipLink } from "./SkipLink"
import { Navbar } from "./Navbar"
import { Footer } from "./Footer"
import * as styles from "./Layout.module.css"

/** The persistent frame around every page (wrapPageElement): it survives route changes. */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }): JSX.Element {
  return (
    <div className={styles.root}>
      <SkipLink />
      <Navbar pathname={pathname} />
      <div className={styles.page}>{children}</div>
      <Footer />
    </div>
  )
}
