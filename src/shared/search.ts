/** Where the build writes the search modal's CSS (src/node/search-assets.ts) and where the modal's loader links it. */
export const SEARCH_STYLESHEET = "/docsearch/modal.css"
