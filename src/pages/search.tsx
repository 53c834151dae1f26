import React, { useEffect, useRef, useState } from "react"
import { Link, type HeadProps } from "gatsby"
import { Seo } from "../layout/Seo"
import { MAIN_ID } from "../layout/SkipLink"
import { siteData } from "../config/client"
import { defaultFacets } from "../search/backend"
import { useSearchResults, type PageResult, type SearchState } from "../search/useSearchResults"
import { preloadLocalIndex } from "../search/localClient"
import type { Segment } from "../search/highlight"
import { searchPageUrl } from "../search/urls"
import { SEARCH_SUGGESTIONS } from "../search/suggestions"
import { INPUT_ID, PREFILL_SCRIPT, SEARCHING, STATUS_ID, TITLE_ID, searchTitle } from "../search/prefill"
import { MAX_QUERY_LENGTH, SHORTENED_NOTE, limitQuery } from "../search/queryLimit"
import * as styles from "./search.module.css"

// The local index's code and first files load as soon as this page's code runs, beside
// hydration rather than after it: the results are this page's largest paint.
if (typeof window !== "undefined" && !siteData.search.hosted && queryFromLocation(window.location.search).trim()) preloadLocalIndex()

/** The URL's `q`, whole: anyone can write a link, so the page searches `limitQuery` of it. */
function fullQueryFromLocation(search: string): string {
  return new URLSearchParams(search).get("q") ?? ""
}

function queryFromLocation(search: string): string {
  return limitQuery(fullQueryFromLocation(search))
}

const LANGUAGE_LABELS: Record<string, string> = { en: "English" }
const ALL = ""

/** Highlighted runs as React text: the excerpt can never inject markup. */
function Excerpt({ segments }: { segments: Segment[] }): JSX.Element {
  return (
    <p className={styles.excerpt}>
      {segments.map((segment, index) => (segment.highlighted ? <mark key={index}>{segment.text}</mark> : segment.text))}
    </p>
  )
}

function Result({ result }: { result: PageResult }): JSX.Element {
  return (
    <li className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={result.url}>{result.title}</Link>
      </h2>
      {result.section.length > 0 && <p className={styles.section}>{[result.title, ...result.section].join(" › ")}</p>}
      {result.excerpt.length > 0 && <Excerpt segments={result.excerpt} />}
    </li>
  )
}

function Quoted({ text }: { text: string }): JSX.Element {
  return (
    <q className={styles.quoted}>
      <bdi>{text}</bdi>
    </q>
  )
}

function Status({ state }: { state: SearchState }): JSX.Element | null {
  if (state.status === "empty") return <p id={STATUS_ID}>Type a word or a name, like createSlice or polling, to search the documentation.</p>
  if (state.status === "loading") return <p id={STATUS_ID}>{SEARCHING}</p>
  if (state.status === "error") {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.errorTitle}>Unable to fetch results</p>
        <p>You might want to check your network connection.</p>
      </div>
    )
  }
  const query = state.query
  if (state.count === 0) {
    return (
      <div className={styles.noResults}>
        <p className={styles.noResultsTitle}>
          No results for <Quoted text={query} />
        </p>
        <p>
          Try searching for{" "}
          {SEARCH_SUGGESTIONS.map((suggestion, index) => (
            <React.Fragment key={suggestion}>
              {index > 0 && ", "}
              <Link to={searchPageUrl(suggestion)}>{suggestion}</Link>
            </React.Fragment>
          ))}
        </p>
        <p>
          Believe this query should return results?{" "}
          <a href={siteData.searchIssueUrl.replace("{query}", encodeURIComponent(query))} target="_blank" rel="noopener noreferrer">
            Let us know.
          </a>
        </p>
      </div>
    )
  }
  return (
    <p className={styles.count}>
      {state.count === 1 ? "1 result" : `${state.count} results`} for <Quoted text={query} />
      {state.complete && state.results.length < state.count ? ` (showing the first ${state.results.length})` : ""}
    </p>
  )
}

function FacetSelect({
  id,
  label,
  allLabel,
  value,
  options,
  counts,
  onChange,
}: {
  id: string
  label: string
  allLabel: string
  value: string
  options: Array<{ value: string; label: string }>
  counts: Record<string, number> | undefined
  onChange: (value: string) => void
}): JSX.Element {
  return (
    <div className={styles.facet}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={styles.select}>
        <option value={ALL}>{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
            {counts?.[option.value] !== undefined ? ` (${counts[option.value]})` : ""}
          </option>
        ))}
      </select>
    </div>
  )
}

export default function SearchPage({ location }: { location: { search: string } }): JSX.Element {
  // Empty on the server; from the URL in the first client render, which PREFILL_SCRIPT has already written into the page.
  const [query, setQuery] = useState(() => queryFromLocation(location.search))
  const [language, setLanguage] = useState<string>(defaultFacets.language)
  const [docsTag, setDocsTag] = useState<string>(defaultFacets.docsTag)
  // Set after hydration (the server's HTML has no query), so the first render matches it.
  const [shortened, setShortened] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const hydrated = useRef(false)
  useEffect(() => {
    const fromUrl = queryFromLocation(location.search)
    setShortened(fromUrl !== fullQueryFromLocation(location.search))
    // Text typed into the server-rendered box before hydration is in the DOM but in no state:
    // on the first run it wins over the URL, so a fast reader's keystrokes are not lost.
    const typed = hydrated.current ? "" : (input.current?.value ?? "")
    hydrated.current = true
    if (typed && typed !== fromUrl) onChange(typed)
    else setQuery(fromUrl)
    // onChange is recreated each render and only writes state and the URL.
  }, [location.search])
  const state = useSearchResults(query, { language: language || null, docsTag: docsTag || null })

  function onChange(typed: string): void {
    const value = limitQuery(typed)
    setShortened(false)
    setQuery(value)
    const url = new URL(window.location.href)
    if (value) url.searchParams.set("q", value)
    else url.searchParams.delete("q")
    window.history.replaceState(window.history.state, "", url.pathname + url.search)
  }
  const trimmed = query.trim()
  const facets = state.status === "done" ? state.facets : {}
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      <h1 id={TITLE_ID} className={styles.title}>
        {searchTitle(trimmed)}
      </h1>
      <form role="search" onSubmit={(event) => event.preventDefault()} className={styles.form}>
        <label htmlFor={INPUT_ID} className="visually-hidden">
          Search docs
        </label>
        <input
          id={INPUT_ID}
          ref={input}
          className={styles.input}
          type="search"
          dir="auto"
          autoComplete="off"
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search docs"
          onChange={(event) => onChange(event.target.value)}
        />
        <fieldset className={styles.facets}>
          <legend className="visually-hidden">Filters</legend>
          <FacetSelect
            id="search-facet-language"
            label="Language"
            allLabel="All languages"
            value={language}
            options={[{ value: defaultFacets.language, label: LANGUAGE_LABELS[defaultFacets.language] ?? defaultFacets.language }]}
            counts={facets.language}
            onChange={setLanguage}
          />
          <FacetSelect
            id="search-facet-version"
            label="Docs version"
            allLabel="All versions"
            value={docsTag}
            options={siteData.docs.versions.map((version) => ({
              value: `docs-${siteData.docs.pluginId}-${version.name}`,
              label: version.label,
            }))}
            counts={facets.docusaurus_tag}
            onChange={setDocsTag}
          />
        </fieldset>
      </form>
      {/* Busy while the first step is shown: assistive technology announces the final count once. */}
      <div aria-live="polite" aria-busy={state.status === "done" && !state.complete} className={styles.status}>
        {shortened && <p className={styles.note}>{SHORTENED_NOTE}</p>}
        <Status state={state} />
      </div>
      <script dangerouslySetInnerHTML={{ __html: PREFILL_SCRIPT }} />
      {state.status === "done" && state.results.length > 0 && (
        <ol className={styles.results}>
          {state.results.map((result) => (
            <Result key={result.url} result={result} />
          ))}
        </ol>
      )}
    </main>
  )
}

export function Head({ location }: HeadProps): JSX.Element {
  return <Seo title="Search" description="Search the Redux Toolkit documentation." pathname={location.pathname} />
}
