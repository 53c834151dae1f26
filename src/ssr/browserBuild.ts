/**
 * The hashed names of the stylesheets of the browser build this server renderer belongs to
 * (gatsby-node's webpack config puts them in for `gatsby build`, src/node/browser-assets.ts says
 * why; empty in `gatsby develop`). Compiled into the server bundle so that a change of the CSS
 * alone, such as one rule, makes Gatsby render every page again.
 */
declare const __BROWSER_STYLESHEETS__: readonly string[]

export const browserStylesheets: readonly string[] = typeof __BROWSER_STYLESHEETS__ === "undefined" ? [] : __BROWSER_STYLESHEETS__

/**
 * The stylesheets a page's head names (`data-href` of an inlined stylesheet, `href` of a
 * stylesheet link) that the browser build did not make: a page rendered with them would ship
 * another build's look. Nothing is checked without a list (develop).
 */
export function foreignStylesheets(hrefs: readonly string[], stylesheets: readonly string[] = browserStylesheets): string[] {
  if (stylesheets.length === 0) return []
  const known = new Set(stylesheets)
  return hrefs.filter((href) => href.endsWith(".css") && !known.has(href.slice(href.lastIndexOf("/") + 1)))
}
