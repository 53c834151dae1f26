import React from "react"
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from "gatsby"
import { Layout } from "./layout/Layout"

/** Shared by gatsby-browser and gatsby-ssr so the server and client trees match. */
export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs): JSX.Element {
  return <Layout pathname={props.location.pathname}>{element}</Layout>
}
