/**
 * The DocSearch modal, configured for this site. This module and everything it
 * imports (DocSearch, its CSS, the local index client) form one lazily loaded
 * chunk: src/layout/SearchButton.tsx loads it on first intent.
 */
import React from "react"
import { createPortal } from "react-dom"
import { Link, navigate } from "gatsby"
import { DocSearchModal } from "@docsearch/react/modal"
import type { DocSearchHit, DocSearchTransformClient } from "@docsearch/react"
import "@docsearch/css/dist/_variables.css"
import "@docsearch/css/dist/modal.css"
import "./docsearch-theme.css"
import { siteData } from "../config/client"
import { localSearch } from "./localClient"
import { contextualFacetFilters, defaultFacets } from "./backend"
import { searchPageUrl, sitePath } from "./urls"

export interface SearchModalProps {
  onClose: () => void
  initialQuery?: string
}

/** SPEC.md §8 and §9 labels. */
const translations = {
  searchBox: {
    placeholderText: "Search docs",
    searchInputLabel: "Search docs",
    clearButtonTitle: "Clear the query",
    clearButtonAriaLabel: "Clear the query",
    closeButtonText: "Cancel",
    closeButtonAriaLabel: "Cancel",
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

/** The local index stands in for the hosted client's `search`. */
const useLocalIndex = (client: DocSearchTransformClient): DocSearchTransformClient => ({
  ...client,
  search: localSearch as unknown as DocSearchTransformClient["search"],
})

/** Hosted records carry absolute URLs; links inside the site stay client-side. */
const relativeItems = (items: DocSearchHit[]): DocSearchHit[] => items.map((item) => ({ ...item, url: sitePath(item.url) }))

const navigator = {
  navigate({ itemUrl }: { itemUrl: string }) {
    void navigate(itemUrl)
  },
  navigateNewTab({ itemUrl }: { itemUrl: string }) {
    window.open(itemUrl, "_blank", "noopener")
  },
  navigateNewWindow({ itemUrl }: { itemUrl: string }) {
    window.open(itemUrl, "_blank", "noopener")
  },
}

export default function SearchModal({ onClose, initialQuery }: SearchModalProps): JSX.Element {
  const modal = (
    <DocSearchModal
      appId={hosted?.appId ?? "local"}
      apiKey={hosted?.apiKey ?? "local"}
      indexName={hosted?.indexName ?? "local"}
      searchParameters={{ facetFilters: contextualFacetFilters(defaultFacets.language, defaultFacets.docsTag) }}
      transformSearchClient={hosted ? undefined : useLocalIndex}
      transformItems={relativeItems}
      placeholder="Search docs"
      translations={translations}
      initialQuery={initialQuery}
      initialScrollY={typeof window === "undefined" ? 0 : window.scrollY}
      onClose={onClose}
      onAskAiToggle={() => undefined}
      navigator={navigator}
      getMissingResultsUrl={({ query }) => siteData.searchIssueUrl.replace("{query}", encodeURIComponent(query))}
      hitComponent={({ hit, children }) => <Link to={hit.url}>{children}</Link>}
      resultsFooterComponent={({ state }) => (
        <Link to={searchPageUrl(state.query)} className="DocSearch-SeeAll" onClick={onClose}>
          See all {Number(state.context.nbHits ?? 0)} results
        </Link>
      )}
    />
  )
  return createPortal(modal, document.body)
}
