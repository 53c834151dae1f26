/**
 * The local search back end: the static Pagefind index in /pagefind/ (built by
 * src/node/search-index.ts), answering in the Algolia shape DocSearch expects
 * (see docs/decisions.md), so the modal and the /search page use it exactly like the
 * hosted index. The index's code and data load on the first query, not before.
 */
import type { DocSearchHit } from "@docsearch/react"
import { hitsForPage, type PagefindPage } from "./hits"
import { indexQuery } from "./queryText"
import { limitQuery } from "./queryLimit"
import { siteData } from "../config/client"
import { RetryError } from "./retryError"

interface PagefindResult {
  id: string
  score: number
  data: () => Promise<PagefindPage>
}

interface PagefindSearch {
  results: PagefindResult[]
  filters?: Record<string, Record<string, number>>
}

interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  search: (query: string, options?: { filters?: Record<string, string | string[]> }) => Promise<PagefindSearch | null>
}

export interface SearchRequest {
  indexName: string
  query?: string
  params?: Record<string, unknown>
  [parameter: string]: unknown
}

export interface SearchResponse {
  hits: DocSearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  query: string
  params: string
  exhaustiveNbHits: boolean
  facets: Record<string, Record<string, number>>
  index: string
}

/** Where the index lives; a test can point it elsewhere (a missing index shows the error state). */
export const PAGEFIND_URL = "/pagefind/pagefind.js"

/**
 * Pagefind's ranking, tuned on the 40 reader queries of e2e/site/search-quality.spec.ts: a
 * word matched whole (providesTags) counts well above a longer word it only begins.
 */
const RANKING = { termSimilarity: 5 }

interface LoadedIndex {
  pagefind: PagefindModule
  /** Title words for typo correction; none if the file is missing (search still works). */
  vocabulary: string[]
}

let loading: Promise<LoadedIndex> | null = null

async function loadVocabulary(): Promise<string[]> {
  try {
    const response = await fetch(new URL("vocabulary.json", new URL(PAGEFIND_URL, window.location.href)))
    const words: unknown = response.ok ? await response.json() : []
    return Array.isArray(words) ? words.filter((word): word is string => typeof word === "string") : []
  } catch {
    return []
  }
}

function loadPagefind(): Promise<LoadedIndex> {
  if (!loading) {
    loading = (async () => {
      const vocabulary = loadVocabulary()
      // Not bundled: the index is produced after webpack has run.
      const pagefind = (await import(/* webpackIgnore: true */ PAGEFIND_URL)) as PagefindModule
      await pagefind.options({ baseUrl: "/", excerptLength: 24, ranking: RANKING })
      await pagefind.init()
      return { pagefind, vocabulary: await vocabulary }
    })()
    loading.catch(() => {
      loading = null
    })
  }
  return loading
}

/**
 * Algolia `facetFilters` (`["language:en", ["docusaurus_tag:docs-default-current"]]`)
 * as Pagefind filters (`{ language: ["en"], docusaurus_tag: ["docs-default-current"] }`).
 * Negated filters are not supported and ignored.
 */
export function pagefindFilters(facetFilters: unknown): Record<string, string[]> {
  const filters: Record<string, string[]> = {}
  const add = (entry: unknown) => {
    if (Array.isArray(entry)) return entry.forEach(add)
    if (typeof entry !== "string" || entry.startsWith("-")) return
    const colon = entry.indexOf(":")
    if (colon <= 0) return
    const key = entry.slice(0, colon)
    ;(filters[key] ??= []).push(entry.slice(colon + 1))
  }
  add(typeof facetFilters === "string" ? facetFilters.split(",") : facetFilters)
  return filters
}

/**
 * The filter values every page of the index has: with one docs version, every doc carries this
 * site's language and version tag (the doc template writes them).
 */
const EVERY_PAGE: Record<string, string> =
  siteData.docs.versions.length === 1 ? { language: siteData.search.facets.language, docusaurus_tag: siteData.search.facets.docsTag } : {}

/**
 * The filters worth sending: one that every page passes changes no result but costs a filter
 * file per key, so it goes, unless the caller wants facet counts (the /search page's selects
 * show them, and Pagefind counts only the filters it loaded).
 */
export function filtersToApply(filters: Record<string, string[]>, wantsCounts: boolean, everyPage: Record<string, string> = EVERY_PAGE): Record<string, string[]> {
  if (wantsCounts) return filters
  return Object.fromEntries(Object.entries(filters).filter(([key, values]) => !(values.length === 1 && values[0] === everyPage[key])))
}

const MAX_PAGES = 20

/** Numbers the search calls: one overtaken by a newer keystroke skips loading its pages' fragments. */
let latestCall = 0

async function searchOne(request: SearchRequest, call: number): Promise<SearchResponse> {
  const started = performance.now()
  // Cut to MAX_QUERY_LENGTH whoever asks: the typo step and the highlighting are per word.
  const query = limitQuery(typeof request.query === "string" ? request.query : "").trim()
  // DocSearch (algoliasearch 5) sends the search parameters flat on the request; older clients nest them in `params`.
  const { params: nested, ...flat } = request
  const params: Record<string, unknown> = { ...flat, ...nested }
  const hitsPerPage = typeof params.hitsPerPage === "number" ? params.hitsPerPage : MAX_PAGES
  const empty: SearchResponse = {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    query,
    params: "",
    exhaustiveNbHits: true,
    facets: {},
    index: request.indexName,
  }
  if (query === "") return empty
  let index: LoadedIndex
  try {
    index = await loadPagefind()
  } catch (error) {
    throw new RetryError(`The search index could not be loaded: ${(error as Error).message}`)
  }
  let found: PagefindSearch | null
  let pages: PagefindPage[]
  try {
    const wantsCounts = Array.isArray(params.facets) && params.facets.length > 0
    found = await index.pagefind.search(indexQuery(query, index.vocabulary), {
      filters: filtersToApply(pagefindFilters(params.facetFilters), wantsCounts),
    })
    // DocSearch and the search page show only the newest query's answer: an older one needs no fragments.
    if (call !== latestCall) return { ...empty, nbHits: found?.results.length ?? 0 }
    // Each page's data is one fragment file: load only as many pages as can be shown.
    pages = found ? await Promise.all(found.results.slice(0, Math.max(1, Math.ceil(hitsPerPage / 3))).map((result) => result.data())) : []
  } catch (error) {
    throw new RetryError(`The search index could not be read: ${(error as Error).message}`)
  }
  if (!found) return empty
  const sectionsPerPage = hitsPerPage <= 8 ? 3 : 4
  return {
    ...empty,
    hits: pages.flatMap((page) => hitsForPage(page, query, sectionsPerPage)),
    nbHits: found.results.length,
    nbPages: 1,
    processingTimeMS: Math.round(performance.now() - started),
    facets: found.filters ?? {},
  }
}

/** The `search` method of an Algolia lite client, served from the local index. */
export async function localSearch({ requests }: { requests: SearchRequest[] }): Promise<{ results: SearchResponse[] }> {
  const call = ++latestCall
  return { results: await Promise.all(requests.map((request) => searchOne(request, call))) }
}

/** Starts loading the index (e.g. when the search page opens) without searching. */
export function preloadLocalIndex(): void {
  loadPagefind().catch(() => undefined)
}
