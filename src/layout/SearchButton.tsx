import React, { useCallback } from "react"
import { createPortal } from "react-dom"
import { LazyBoundary, preloadLazy } from "./LazyBoundary"
import { useSearchModal } from "../state/searchModal"
import type { SearchModalProps } from "../search/SearchModal"
import { loadStylesheet } from "../search/stylesheet"
import { SEARCH_STYLESHEET } from "../shared/search"
import { EARLY_ATTRIBUTE, EARLY_CONTROLS } from "../state/early/constants"
import * as styles from "./SearchButton.module.css"

/** The DocSearch modal's chunk and its stylesheet: loaded on first intent, never with the page. */
const loadSearchModal = () =>
  Promise.all([
    import(/* webpackChunkName: "search-modal" */ "../search/SearchModal"),
    loadStylesheet(SEARCH_STYLESHEET),
  ]).then(([module]) => module)

/**
 * Opens the search modal. Without JavaScript it is a plain link to /search (also what a modified click opens). Hover,
 * focus or a shortcut (see useSearchModal) starts loading the modal's code.
 */
export function SearchButton(): JSX.Element {
  const preload = useCallback(() => {
    preloadLazy(loadSearchModal).catch(() => undefined)
  }, [])
  const { isOpen, initialQuery, open, close, returnFocus } = useSearchModal(preload)
  return (
    <>
      <a
        href="/search"
        ref={(element) => {
          returnFocus.current = element
        }}
        className={styles.button}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        {...{ [EARLY_ATTRIBUTE]: EARLY_CONTROLS.search }}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          open()
        }}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path
            d="M14.4 13l4.3 4.3-1.4 1.4-4.3-4.3a7.5 7.5 0 1 1 1.4-1.4ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.keys} aria-hidden="true">
          Ctrl K
        </kbd>
      </a>
      {isOpen &&
        createPortal(
          <LazyBoundary<SearchModalProps>
            load={loadSearchModal}
            props={{ onClose: close, initialQuery }}
            label="search"
            fallbackClassName={styles.loading}
          />,
          document.body,
        )}
    </>
  )
}
