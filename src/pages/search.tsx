import React, { useEffect, useState } from "react"
import type { HeadProps } from "gatsby"
import { Seo } from "../layout/Seo"
import { MAIN_ID } from "../layout/SkipLink"
import * as styles from "./search.module.css"

function queryFromLocation(search: string): string {
  return new URLSearchParams(search).get("q") ?? ""
}

export default function SearchPage({ location }: { location: { search: string } }): JSX.Element {
  const [query, setQuery] = useState(() => queryFromLocation(location.search))
  useEffect(() => setQuery(queryFromLocation(location.search)), [location.search])
  const onChange = (value: string) => {
    setQuery(value)
    const url = new URL(window.location.href)
    if (value) url.searchParams.set("q", value)
    else url.searchParams.delete("q")
    window.history.replaceState(window.history.state, "", url.pathname + url.search)
  }
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      <h1>{query ? `Search results for "${query}"` : "Search the documentation"}</h1>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search docs
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          value={query}
          placeholder="Search docs"
          onChange={(event) => onChange(event.target.value)}
        />
      </form>
    </main>
  )
}

export function Head({ location }: HeadProps): JSX.Element {
  return <Seo title="Search" description="Search the Redux Toolkit documentation." pathname={location.pathname} />
}
