/**
 * Names shared by the early-controls script (script.ts, inlined in <head>), the markup
 * that carries them and the React code that takes over at hydration (handover.ts).
 */

/** On a chrome control: which early handler answers it before React does. */
export const EARLY_ATTRIBUTE = "data-early"

export const EARLY_CONTROLS = {
  colorMode: "color-mode",
  menu: "menu",
  menuClose: "menu-close",
  search: "search",
  category: "category",
  announcementClose: "announcement-close",
} as const

/** Set on <html> while the menu opened before hydration is shown (the static menu, as a drawer). */
export const EARLY_MENU_ATTRIBUTE = "data-early-menu"

/** Set on <html> once React listens for the search shortcuts: from then on the early script leaves them alone. */
export const SEARCH_READY_ATTRIBUTE = "data-search-ready"

/** The search frame the early script shows until the modal's code arrives. */
export const EARLY_SEARCH_ID = "early-search"
export const EARLY_SEARCH_INPUT_ID = "early-search-input"
