import { siteData } from "../config/client"

/**
 * The attributes that tell Pagefind (src/node/search-index.ts) what to index on a
 * doc page: the element carrying them is the only indexed part of the page, with
 * its facets and the meta the search hits show. Meta values are read from data
 * attributes (`key[attribute]`), so titles with commas or colons stay whole.
 */
export function searchIndexAttributes({ title, group, docsTag }: { title: string; group: string; docsTag: string }) {
  return {
    "data-pagefind-body": "",
    "data-pagefind-filter": `language:${siteData.search.facets.language}, docusaurus_tag:${docsTag}`,
    "data-search-title": title,
    "data-search-group": group,
    "data-pagefind-meta": "title[data-search-title], lvl0[data-search-group]",
  }
}
