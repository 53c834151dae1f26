import React, { type ReactNode } from "react"
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from "gatsby"
import { Layout } from "./layout/Layout"
import { useDocsSidebar } from "./layout/Sidebar"

function PageLayout({ pathname, hash, sidebarName, children }: { pathname: string; hash: string; sidebarName?: string; children: ReactNode }): JSX.Element {
  return (
    <Layout location={{ pathname, hash }} sidebarItems={useDocsSidebar(sidebarName)}>
      {children}
    </Layout>
  )
}

/** Shared by gatsby-browser and gatsby-ssr so the server and client trees match. */
export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs): JSX.Element {
  const sidebarName = (props.pageContext as { sidebarName?: unknown } | undefined)?.sidebarName
  return (
    <PageLayout pathname={props.location.pathname} hash={props.location.hash ?? ""} sidebarName={typeof sidebarName === "string" ? sidebarName : undefined}>
      {element}
    </PageLayout>
  )
}
