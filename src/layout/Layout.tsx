import React from "react"
import type { ResolvedSidebarItem } from "../shared/sidebar"
import { useSaveDocsVersion } from "../state/docsVersion"
import { SkipLink } from "./SkipLink"
import { AnnouncementBar } from "./AnnouncementBar"
import { Navbar } from "./Navbar"
import { Footer } from "./Footer"
import { ErrorBoundary } from "./ErrorBoundary"
import * as styles from "./Layout.module.css"

function SaveDocsVersion({ route }: { route: string }): null {
  useSaveDocsVersion(route)
  return null
}

/**
 * The persistent frame around every page (wrapPageElement): it survives route
 * changes. `sidebarItems` is the doc page's sidebar (null elsewhere); the mobile
 * menu shows it too.
 */
export function Layout({
  location,
  sidebarItems,
  children,
}: {
  location: { pathname: string; hash: string }
  sidebarItems: ResolvedSidebarItem[] | null
  children: React.ReactNode
}): JSX.Element {
  return (
    <div className={styles.root}>
      <SkipLink />
      <AnnouncementBar />
      <Navbar location={location} sidebarItems={sidebarItems} />
      {sidebarItems && <SaveDocsVersion route={location.pathname} />}
      <div className={styles.page}>
        <ErrorBoundary key={location.pathname}>{children}</ErrorBoundary>
      </div>
      <Footer />
    </div>
  )
}
