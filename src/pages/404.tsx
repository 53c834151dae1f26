import React from "react"
import { Link, type HeadProps } from "gatsby"
import { Seo } from "../layout/Seo"
import { MAIN_ID } from "../layout/SkipLink"
import * as styles from "./404.module.css"

export default function NotFoundPage(): JSX.Element {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The page may have moved. Try the <Link to="/search">search page</Link>, start from{" "}
        <Link to="/introduction/getting-started">Getting Started</Link>, or go back to the <Link to="/">home page</Link>.
      </p>
    </main>
  )
}

export function Head({ location }: HeadProps): JSX.Element {
  return <Seo title="Page Not Found" description="This page does not exist." pathname={location.pathname} noindex />
}
