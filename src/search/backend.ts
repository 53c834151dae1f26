/**
 * The one search function the UI calls, for whichever back end the site is built
 * with: the hosted index when site.config.ts `search.hosted` is set,
 * the local static index otherwise. Both answer in the same (Algolia) shape.
 */
import { siteData } from "../config/client"
import { hostedSearch } from "./hostedClient"
import { localSearch } from "./localClient"

export const searchIndexName = siteData.search.hosted?.indexName ?? "local"

export const searchBackend = siteData.search.hosted ? hostedSearch(siteData.search.hosted) : localSearch

/**
 * Whether the /search page asks for its first screen of results before the rest: the local
 * index downloads one file per page of results, the hosted one answers 60 hits in one response.
 */
export const searchInSteps = !siteData.search.hosted

/** The contextual filters (the language and the docs version tag): this site's language and docs version. */
export function contextualFacetFilters(language: string | null, docsTag: string | null): string[] {
  return [language ? `language:${language}` : null, docsTag ? `docusaurus_tag:${docsTag}` : null].filter(
    (filter): filter is string => filter !== null,
  )
}

export const defaultFacets = {
  language: siteData.search.facets.language,
  docsTag: siteData.search.facets.docsTag,
}
