import { siteData } from "../config/client"

/**
 * The attributes that tell Pagefind (src/node/search-index.ts) what to index on a
 * doc page: the element carrying them is the only indexed part of the page, with
 * its facets and the meta the search hits show. Filter and meta values are read
 * from data attributes (`key[attribute]`): Pagefind takes only one inline
 * `key:value` per attribute, and titles may hold commas or colons.
 */
export function searchIndexAttributes({ title, group, docsTag }: { title: string; group: string; docsTag: string }) {
  return {
    "data-pagefind-body": "",
    "data-pagefind-filter": "language[data-search-language], docusaurus_tag[data-search-docs-tag]",
    "data-search-language": siteData.search.facets.language,
    "data-search-docs-tag": docsTag,
    "data-search-title": title,
    "data-search-group": group,
    "data-pagefind-meta": "title[data-search-title], lvl0[data-search-group]",
  }
}
