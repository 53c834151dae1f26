/**
 * Three things DocSearch 4.6.3 does not show although our search screens need them:
 *
 * - "No recent searches": its start screen renders nothing when there are none
 *   (the `noRecentSearchesText` translation is never used);
 * - "Unable to fetch results": it sets the error status when a search rejects
 *   with a RetryError, but autocomplete-core resets the status to idle right after
 *   (onInput's `finally`), so the no-results screen shows instead;
 * - "Try searching for": its suggestions are stored as an object without a
 *   `length`, so the list never renders.
 *
 * Both are rendered into DocSearch's dropdown with its own class names, so they
 * look like the library's screens. `failed` tells whether the last search failed.
 */
import React, { useEffect, useState } from "react"
import { createPortal } from "react-dom"
import { SEARCH_SUGGESTIONS } from "./suggestions"

interface ModalDom {
  modal: Element | null
  dropdown: Element | null
  /** The no-results screen, when it lacks the suggestions list. */
  noResults: Element | null
  query: string
  hasItems: boolean
}

function readDom(): ModalDom {
  const modal = document.querySelector(".DocSearch-Modal")
  const input = modal?.querySelector<HTMLInputElement>(".DocSearch-Input")
  const dropdown = modal?.querySelector(".DocSearch-Dropdown") ?? null
  const noResults = dropdown?.querySelector(".DocSearch-NoResults") ?? null
  return {
    modal: modal ?? null,
    dropdown,
    noResults: noResults && !noResults.querySelector(".DocSearch-NoResults-Prefill-List:not(.ours)") ? noResults : null,
    query: input?.value ?? "",
    hasItems: Boolean(dropdown?.querySelector(".DocSearch-Dropdown-Container .DocSearch-Hit")),
  }
}

function useModalDom(): ModalDom {
  const [dom, setDom] = useState<ModalDom>({ modal: null, dropdown: null, noResults: null, query: "", hasItems: false })
  useEffect(() => {
    const update = () =>
      setDom((previous) => {
        const next = readDom()
        const same =
          next.modal === previous.modal &&
          next.dropdown === previous.dropdown &&
          next.noResults === previous.noResults &&
          next.query === previous.query &&
          next.hasItems === previous.hasItems
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
  const { modal, dropdown, noResults, query, hasItems } = useModalDom()
  if (!modal) return null
  // With no recent or favourite searches DocSearch renders no dropdown at all.
  if (query === "" && !hasItems) {
    return createPortal(
      <div className="DocSearch-Dropdown-Ours">
        <div className="DocSearch-StartScreen">
          <p className="DocSearch-Help">No recent searches</p>
        </div>
      </div>,
      dropdown ?? modal,
    )
  }
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
