/**
 * The DocSearch modal, configured for this site. This module and everything it
 * imports (DocSearch, the local index client) form one lazily loaded chunk;
 * src/layout/SearchButton.tsx loads it, with its stylesheet, on first intent.
 */
import React, { useCallback, useEffect, useMemo, useState } from "react"
import { createPortal } from "react-dom"
import { Link, navigate, withPrefix } from "gatsby"
import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from "@docsearch/react"
import { siteData } from "../config/client"
import { localSearch } from "./localClient"
import { contextualFacetFilters, defaultFacets } from "./backend"
import { searchPageUrl, sitePath } from "./urls"
import { ModalScreens } from "./ModalScreens"
import { withSafeHighlights } from "./hits"
import { guardSearch } from "./guardSearch"
import { limitQuery } from "./queryLimit"
import { earlySearchQuery, removeEarlySearch } from "../state/early/handover"

export interface SearchModalProps {
  onClose: () => void
  initialQuery?: string
}

/** The search labels and messages readers see (the product's wording, kept exact). */
const translations = {
  // The placeholder ("Search docs") is the modal's `placeholder` prop.
  searchBox: {
    searchInputLabel: "Search docs",
    resetButtonTitle: "Clear the query",
    resetButtonAriaLabel: "Clear the query",
    cancelButtonText: "Cancel",
    cancelButtonAriaLabel: "Cancel",
  },
  startScreen: {
    recentSearchesTitle: "Recent",
    noRecentSearchesText: "No recent searches",
    saveRecentSearchButtonTitle: "Save this search",
    removeRecentSearchButtonTitle: "Remove this search from history",
    favoriteSearchesTitle: "Favorite",
    removeFavoriteSearchButtonTitle: "Remove this search from favorites",
  },
  errorScreen: {
    titleText: "Unable to fetch results",
    helpText: "You might want to check your network connection.",
  },
  noResultsScreen: {
    noResultsText: "No results for",
    suggestedQueryText: "Try searching for",
    reportMissingResultsText: "Believe this query should return results?",
    reportMissingResultsLinkText: "Let us know.",
  },
}

const hosted = siteData.search.hosted

/**
 * Hits in the modal: four pages' best sections (each page is one index fragment to fetch, 6-13 kB);
 * "See all" has the rest. Four pages fill the modal's list on a laptop screen.
 */
const MODAL_HITS = 12

/**
 * DocSearch's search parameters, one object for the modal's lifetime: DocSearch 3 builds a new
 * autocomplete instance whenever this prop changes identity, and a new instance mid-search
 * loses the screen our ModalScreens show.
 */
const SEARCH_PARAMETERS = { facetFilters: contextualFacetFilters(defaultFacets.language, defaultFacets.docsTag), hitsPerPage: MODAL_HITS }

/**
 * DocSearch marks its backdrop as a focusable button holding the whole dialog, and
 * its search bar and footer as page-level landmarks (axe: nested-interactive,
 * duplicate banner/contentinfo). Give them the roles they play: a modal dialog
 * with plain sections. Escape and clicking the backdrop still close it.
 * DocSearch 3 also gives every result list the same id ("docsearch-list") while the
 * input's `aria-controls` names one id per list (axe: aria-valid-attr-value): each
 * list gets the id its items' ids derive from ("docsearch-hits0-item-3" is in
 * "docsearch-hits0-list"). DocSearch sets these attributes again as results change,
 * so they are fixed on every change to the dialog.
 */
function fixModalSemantics(): (() => void) | undefined {
  const container = document.querySelector(".DocSearch-Container")
  if (!container) return undefined
  // Only what differs is written: every write is a mutation the observer below would see again.
  const set = (element: Element | null, name: string, value: string) => {
    if (element && element.getAttribute(name) !== value) element.setAttribute(name, value)
  }
  const fix = () => {
    set(container, "role", "dialog")
    set(container, "aria-modal", "true")
    set(container, "aria-label", "Search docs")
    // The stylesheet shows Algolia's credit for a hosted index only (docsearch-theme.css).
    set(container, "data-search-index", hosted ? "hosted" : "local")
    for (const attribute of ["tabindex", "aria-expanded", "aria-haspopup", "aria-controls", "aria-labelledby", "aria-owns"]) {
      if (container.hasAttribute(attribute)) container.removeAttribute(attribute)
    }
    set(container.querySelector(".DocSearch-SearchBar"), "role", "none")
    set(container.querySelector(".DocSearch-Footer"), "role", "none")
    for (const list of container.querySelectorAll('[role="listbox"]')) {
      const source = /^(.+)-item-\d+$/.exec(list.querySelector('[role="option"]')?.id ?? "")?.[1]
      if (source) set(list, "id", `${source}-list`)
    }
  }
  fix()
  const observer = new MutationObserver(fix)
  observer.observe(container, { childList: true, subtree: true, attributeFilter: ["role", "tabindex", "aria-controls", "aria-expanded", "id"] })
  return () => observer.disconnect()
}

type Search = DocSearchTransformClient["search"]
type SearchArguments = Parameters<Search>[0]

function queryOf(request: SearchArguments): string {
  const first = (request as { requests?: Array<{ query?: string }> }).requests?.[0]
  return (first?.query ?? "").trim()
}

/**
 * Hosted records carry absolute URLs (links inside the site stay client-side) and are not ours to
 * trust: a hit whose URL is not a path of this site is dropped, and its HTML is made safe.
 */
const relativeItems = (items: DocSearchHit[]): DocSearchHit[] =>
  items.flatMap((item) => {
    const url = sitePath(item.url)
    return url === null ? [] : [withSafeHighlights({ ...item, url })]
  })

/** Recent and favourite searches come from storage, not through `relativeItems`: their URLs are checked again here. */
const navigator = {
  navigate({ itemUrl }: { itemUrl: string }) {
    const url = sitePath(itemUrl)
    if (url !== null) void navigate(url)
  },
  navigateNewTab({ itemUrl }: { itemUrl: string }) {
    const url = sitePath(itemUrl)
    if (url !== null) window.open(withPrefix(url), "_blank", "noopener")
  },
  navigateNewWindow({ itemUrl }: { itemUrl: string }) {
    const url = sitePath(itemUrl)
    if (url !== null) window.open(withPrefix(url), "_blank", "noopener")
  },
}

export default function SearchModal({ onClose, initialQuery }: SearchModalProps): JSX.Element {
  const [failedQuery, setFailedQuery] = useState<string | null>(null)
  /**
   * The local index stands in for the hosted client's `search`; either way a failed
   * request answers "no hits" to DocSearch and shows our error screen (ModalScreens).
   */
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      const search = (hosted ? client.search.bind(client) : localSearch) as (request: SearchArguments) => ReturnType<Search>
      const guarded = guardSearch(search, queryOf, setFailedQuery, () => ({ results: [] }) as unknown as Awaited<ReturnType<Search>>)
      return { ...client, search: guarded as Search }
    },
    [],
  )
  const footer = useMemo(() => resultsFooter(onClose), [onClose])
  // Text typed into the frame shown before the modal's code arrived (src/state/early) carries over.
  const [query] = useState(() => {
    const text = initialQuery ?? earlySearchQuery()
    return text === undefined ? undefined : limitQuery(text)
  })
  useEffect(fixModalSemantics, [])
  useEffect(removeEarlySearch, [])
  const modal = (
    <DocSearchModal
      appId={hosted?.appId ?? "local"}
      apiKey={hosted?.apiKey ?? "local"}
      indexName={hosted?.indexName ?? "local"}
      searchParameters={SEARCH_PARAMETERS}
      transformSearchClient={transformSearchClient}
      transformItems={relativeItems}
      placeholder="Search docs"
      translations={translations}
      initialQuery={query}
      initialScrollY={typeof window === "undefined" ? 0 : window.scrollY}
      onClose={onClose}
      navigator={navigator}
      getMissingResultsUrl={({ query }) => siteData.searchIssueUrl.replace("{query}", encodeURIComponent(query))}
      hitComponent={HitLink}
      resultsFooterComponent={footer}
    />
  )
  return (
    <>
      {createPortal(modal, document.body)}
      <ModalScreens failedQuery={failedQuery} />
    </>
  )
}

/**
 * A hit is a link to its route and anchor, so the browser's own link behaviour holds:
 * middle-click and Ctrl/Cmd-click open a new tab (DocSearch keeps the modal open for
 * those), "copy link address" works, and a plain click navigates client-side (DocSearch
 * closes the modal on it). The list stays a listbox driven
 * from the input (arrow keys, Enter through `navigator`), so the link is taken out of
 * the tab order: focus never leaves the input for a hit.
 */
function HitLink({ hit, children }: { hit: { url: string }; children: React.ReactNode }): JSX.Element {
  const url = sitePath(hit.url)
  if (url === null) return <>{children}</>
  // A plain anchor, not Gatsby's Link: Link would prefetch every listed page's data as it scrolls into view.
  return (
    <a
      href={withPrefix(url)}
      className="DocSearch-Hit-link"
      tabIndex={-1}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void navigate(url)
      }}
    >
      {children}
    </a>
  )
}

function resultsFooter(onClose: () => void) {
  return function ResultsFooter({ state }: { state: { query: string; context: Record<string, unknown> } }) {
    return (
      <Link to={searchPageUrl(state.query)} className="DocSearch-SeeAll" onClick={onClose}>
        See all {Number(state.context.nbHits ?? 0)} results
      </Link>
    )
  }
}
