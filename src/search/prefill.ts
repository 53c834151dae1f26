/** The /search page's first paint for the query in its URL (src/pages/search.tsx). */
import { LIMIT_QUERY_SOURCE } from "./queryLimit"

/** The heading around a query; `\u2068…\u2069` isolate the query's writing direction, as <bdi> would. */
const TITLE_BEFORE = "Search results for \u201c\u2068"
const TITLE_AFTER = "\u2069\u201d"

/** The page's heading for a (trimmed) query. */
export function searchTitle(trimmed: string): string {
  return trimmed ? `${TITLE_BEFORE}${trimmed}${TITLE_AFTER}` : "Search the documentation"
}

export const TITLE_ID = "search-title"
export const INPUT_ID = "search-page-input"
export const STATUS_ID = "search-status-text"
export const SEARCHING = "Searching…"

/**
 * Runs while the page is parsed, before its first paint: the HTML is the same for every query
 * (a static page), so this writes the query from the URL into the heading, the box and the status,
 * exactly as the first client render will (`searchTitle`, the loading state), and React hydrates
 * what it would have rendered. The reader sees their query at once, not "Search the documentation".
 * The query is cut as the page cuts it (`limitQuery`).
 */
export const PREFILL_SCRIPT = `(function(){var q=(${LIMIT_QUERY_SOURCE})(new URLSearchParams(location.search).get("q")||""),t=q.trim();if(!t)return;var h=document.getElementById("${TITLE_ID}"),i=document.getElementById("${INPUT_ID}"),s=document.getElementById("${STATUS_ID}");if(h)h.textContent=${JSON.stringify(TITLE_BEFORE)}+t+${JSON.stringify(TITLE_AFTER)};if(i)i.value=q;if(s)s.textContent=${JSON.stringify(SEARCHING)}})()`

