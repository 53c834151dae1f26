/**
 * The longest query any search entry point takes (docs/decisions.md, "Search queries are capped
 * at 256 characters"): the /search page's `?q=` and box, the early search frame and the modal.
 * A query from a URL is anyone's to write; longer text only costs work (the local index's typo
 * step is per word) and says nothing a reader's search needs.
 */
export const MAX_QUERY_LENGTH = 256

/** The note the /search page shows when the query in its URL was longer. */
export const SHORTENED_NOTE = `Search terms were shortened to the first ${MAX_QUERY_LENGTH} characters.`

/** `query` cut to MAX_QUERY_LENGTH UTF-16 units, never through a surrogate pair (half an emoji cannot be URL-encoded). */
export function limitQuery(query: string): string {
  if (query.length <= MAX_QUERY_LENGTH) return query
  const cut = query.slice(0, MAX_QUERY_LENGTH)
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut
}

/** The same cut as inline ES5 source, for the /search page's script that runs before the bundles (prefill.ts). */
export const LIMIT_QUERY_SOURCE = `function(q){if(q.length<=${MAX_QUERY_LENGTH})return q;q=q.slice(0,${MAX_QUERY_LENGTH});return /[\\ud800-\\udbff]$/.test(q)?q.slice(0,-1):q}`
