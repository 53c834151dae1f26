/**
 * The only Gatsby internals this plugin uses, checked against gatsby 5.16.1
 * (gatsby-internals.test.ts reads the installed gatsby and fails when they change).
 * No public API gives what they give:
 *
 *   - `window.___loader.loadPage(path)`: a page's resources, its page context included,
 *     which names the page's body fragment. Public hooks name only the path
 *     (onPrefetchPathname, onPostPrefetchPathname);
 *   - `window.___navigate`: what <Link>, navigate() and Gatsby's own redirects call.
 *     Wrapping it is the one way to run before the route changes: onPreRouteUpdate runs
 *     after the page's resources loaded and the router moved, too late to load the body
 *     without showing a spinner.
 */

/** Gatsby's PageResourceStatus.Error. */
export const PAGE_RESOURCES_ERROR = "error"

export interface PageResources {
  status?: string
  json?: { pageContext?: unknown }
}

export type Navigate = (to: string | number, options?: unknown) => void

interface GatsbyWindow {
  ___navigate?: Navigate
  ___loader?: { loadPage: (path: string) => Promise<PageResources | null | undefined> }
}

const gatsbyWindow = () => window as unknown as GatsbyWindow

/** A page's resources as Gatsby loads them for a route change; null before Gatsby started. */
export function loadPageResources(path: string): Promise<PageResources | null | undefined> | null {
  return gatsbyWindow().___loader?.loadPage(path) ?? null
}

const WRAPPED = Symbol("wrapped by gatsby-plugin-static-bodies")

/** Puts `wrap(original)` in place of Gatsby's navigate, once; false before Gatsby started. */
export function wrapNavigate(wrap: (original: Navigate) => Navigate): boolean {
  const original = gatsbyWindow().___navigate
  if (!original) return false
  if ((original as { [WRAPPED]?: boolean })[WRAPPED]) return true
  const wrapped = wrap(original)
  ;(wrapped as { [WRAPPED]?: boolean })[WRAPPED] = true
  gatsbyWindow().___navigate = wrapped
  return true
}
