import React from "react"
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from "gatsby"
import type { ResolvedSidebarItem } from "./node/sidebar"
import { Layout } from "./layout/Layout"

type PageData = { docsSidebar?: { items?: unknown } | null } | undefined

/** Shared by gatsby-browser and gatsby-ssr so the server and client trees match. */
export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs): JSX.Element {
  const items = (props.data as PageData)?.docsSidebar?.items
  const sidebarItems = Array.isArray(items) && items.length > 0 ? (items as ResolvedSidebarItem[]) : null
  return (
    <Layout location={{ pathname: props.location.pathname, hash: props.location.hash ?? "" }} sidebarItems={sidebarItems}>
      {element}
    </Layout>
  )
}
