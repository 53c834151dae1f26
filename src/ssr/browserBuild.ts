/**
 * The hashed file names of the browser build this server renderer belongs to (gatsby-node's
 * webpack config puts them in for `gatsby build`, src/node/browser-assets.ts says why; empty in
 * `gatsby develop`). Compiled into the server bundle so that a change of the browser build alone,
 * such as a CSS rule, makes Gatsby render every page again.
 */
declare const __BROWSER_ASSETS__: readonly string[]

export const browserAssets: readonly string[] = typeof __BROWSER_ASSETS__ === "undefined" ? [] : __BROWSER_ASSETS__

/**
 * The stylesheets a page's head names (`data-href` of an inlined stylesheet, `href` of a
 * stylesheet link) that the browser build did not make: a page rendered with them would ship
 * another build's look. Nothing is checked without a list of assets (develop).
 */
export function foreignStylesheets(hrefs: readonly string[], assets: readonly string[] = browserAssets): string[] {
  if (assets.length === 0) return []
  const known = new Set(assets)
  return hrefs.filter((href) => href.endsWith(".css") && !known.has(href.slice(href.lastIndexOf("/") + 1)))
}
