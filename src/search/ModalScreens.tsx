/**
 * Two things DocSearch 3.9.0 does not show although our search screens need them:
 *
 * - "Unable to fetch results": it sets the error status when a search rejects
 *   with a RetryError, but autocomplete-core resets the status to idle right after
 *   (onInput's `finally`), so the no-results screen shows instead;
 * - "Try searching for" on a first query: it suggests only the sidebar groups of an
 *   earlier query's hits, so with none it shows no list; ours (the suggestions the
 *   /search page offers) fill in then.
 *
 * Both are rendered into DocSearch's dropdown with its own class names, so they
 * look like the library's screens. `failedQuery` is the query whose search failed.
 */
import React, { useEffect, useState } from "react"
import { createPortal } from "react-dom"
import { SEARCH_SUGGESTIONS } from "./suggestions"

interface ModalDom {
  dropdown: Element | null
  /** The no-results screen, when it lacks the suggestions list. */
  noResults: Element | null
  query: string
}

function readDom(): ModalDom {
  const modal = document.querySelector(".DocSearch-Modal")
  const input = modal?.querySelector<HTMLInputElement>(".DocSearch-Input")
  const dropdown = modal?.querySelector(".DocSearch-Dropdown") ?? null
  const noResults = dropdown?.querySelector(".DocSearch-NoResults") ?? null
  return {
    dropdown,
    noResults: noResults && !noResults.querySelector(".DocSearch-NoResults-Prefill-List:not(.ours)") ? noResults : null,
    query: input?.value ?? "",
  }
}

function useModalDom(): ModalDom {
  const [dom, setDom] = useState<ModalDom>({ dropdown: null, noResults: null, query: "" })
  useEffect(() => {
    const update = () =>
      setDom((previous) => {
        const next = readDom()
        const same = next.dropdown === previous.dropdown && next.noResults === previous.noResults && next.query === previous.query
        return same ? previous : next
      })
    const observer = new MutationObserver(update)
    observer.observe(document.body, { childList: true, subtree: true })
    document.addEventListener("input", update, true)
    update()
    return () => {
      observer.disconnect()
      document.removeEventListener("input", update, true)
    }
  }, [])
  return dom
}

/** Types a suggestion into DocSearch's field the way a reader would, so it searches. */
function prefill(text: string) {
  const input = document.querySelector<HTMLInputElement>(".DocSearch-Modal .DocSearch-Input")
  if (!input) return
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text)
  input.dispatchEvent(new Event("input", { bubbles: true }))
  input.focus()
}

export function ModalScreens({ failedQuery }: { failedQuery: string | null }): JSX.Element | null {
  const { dropdown, noResults, query } = useModalDom()
  if (!dropdown) return null
  if (failedQuery !== null && query.trim() !== "" && query.trim() === failedQuery) {
    return createPortal(
      <div className="DocSearch-ErrorScreen DocSearch-ErrorScreen--ours" role="alert">
        <p className="DocSearch-Title">Unable to fetch results</p>
        <p className="DocSearch-Help">You might want to check your network connection.</p>
      </div>,
      dropdown,
    )
  }
  if (noResults) {
    return createPortal(
      <div className="DocSearch-NoResults-Prefill-List ours">
        <p className="DocSearch-Help">Try searching for:</p>
        <ul>
          {SEARCH_SUGGESTIONS.map((suggestion) => (
            <li key={suggestion}>
              <button className="DocSearch-Prefill" type="button" onClick={() => prefill(suggestion)}>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      </div>,
      noResults,
    )
  }
  return null
}
