/**
 * Route changes to a page with a static body (README.md of this plugin): the next
 * page's code, data and body fragment are loaded before the route changes, so the new
 * page appears whole; bodies are fetched on intent (links inside a static body
 * navigate client-side: followInternalLinks.ts). Plain DOM code: it runs outside React.
 */
import { PAGE_RESOURCES_ERROR, loadPageResources, wrapNavigate, type Navigate, type PageResources } from "./gatsby-internals"
import { isLoaded, loadBody } from "./bodies"
import { staticBodyOf } from "./shared"

const startListeners = new Set<() => void>()

/** Called when a client-side route change to another page starts (the site's progress bar). */
export function onNavigationStart(listener: () => void): () => void {
  startListeners.add(listener)
  return () => startListeners.delete(listener)
}

const bodyFragmentOf = (resources: PageResources | null | undefined) => staticBodyOf(resources?.json?.pageContext)?.fragment

/**
 * Holds every client-side route change until the next page is ready. A page whose
 * code or data cannot be loaded gets a console warning, then Gatsby's own full page
 * load; a body that cannot be loaded gets the same warning and a full page load.
 */
export function holdRouteChanges(): boolean {
  return wrapNavigate((original: Navigate): Navigate => (to, options) => {
    const target = typeof to === "string" ? new URL(to, window.location.href) : null
    const same = target && target.pathname === window.location.pathname && target.search === window.location.search
    const resources = target && !same ? loadPageResources(target.pathname + target.search) : null
    if (!target || !resources) {
      original(to, options)
      return
    }
    startListeners.forEach((listener) => listener())
    resources.then(
      (loaded) => {
        if (!loaded || loaded.status === PAGE_RESOURCES_ERROR) {
          console.warn(`Failed to load the code or data for ${target.pathname}; reloading the page in full.`)
          original(to, options)
          return
        }
        const fragment = bodyFragmentOf(loaded)
        if (!fragment) {
          original(to, options)
          return
        }
        loadBody(fragment).then(
          () => original(to, options),
          () => {
            console.warn(`Failed to load the body of ${target.pathname}; reloading the page in full.`)
            window.location.assign(target.href)
          },
        )
      },
      () => original(to, options),
    )
  })
}

/** Data saving and 2g connections prefetch nothing, as Gatsby's own prefetching. */
function prefetchAllowed(): boolean {
  const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection
  return !(connection?.saveData || (connection?.effectiveType ?? "").includes("2g"))
}

/** An internal page link under the pointer or focus: its page's body is fetched before the click. */
export function prefetchBodiesOnIntent(): () => void {
  const requested = new Set<string>()
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]")
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === "_blank") return
    const route = link.pathname
    if (route === window.location.pathname || requested.has(route) || !prefetchAllowed()) return
    const resources = loadPageResources(route)
    if (!resources) return
    requested.add(route)
    resources.then(
      (loaded) => {
        const fragment = bodyFragmentOf(loaded)
        if (fragment && !isLoaded(fragment)) loadBody(fragment).catch(() => requested.delete(route))
      },
      () => requested.delete(route),
    )
  }
  document.addEventListener("pointerover", onIntent, { passive: true })
  document.addEventListener("focusin", onIntent)
  return () => {
    document.removeEventListener("pointerover", onIntent)
    document.removeEventListener("focusin", onIntent)
  }
}
