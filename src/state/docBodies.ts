/**
 * Static doc bodies (docs/decisions.md, "Static doc bodies"): a page whose
 * Markdown is plain content ships its body as HTML only. The first visit reads
 * it from the server-rendered DOM; a client-side navigation fetches the page's
 * own HTML file (the one a reload would get) and takes the body out of it.
 * Bodies are fetched before the route changes (routeChange.ts), on intent
 * (hover or focus of a link), and kept for the session.
 */

export const BODY_ATTRIBUTE = "data-doc-body"

const loaded = new Map<string, string>()
const pending = new Map<string, Promise<string>>()

/** The body the server rendered into the current document, if it is this route's. */
export function bodyInDocument(route: string): string | undefined {
  if (typeof document === "undefined") return undefined
  const element = document.querySelector(`[${BODY_ATTRIBUTE}]`)
  return element && element.getAttribute("data-route") === route ? element.innerHTML : undefined
}

/** A body already loaded (or in the current document, which is then kept for later visits), without waiting. */
export function cachedBody(route: string): string | undefined {
  const known = loaded.get(route)
  if (known !== undefined) return known
  const inDocument = bodyInDocument(route)
  if (inDocument !== undefined) loaded.set(route, inDocument)
  return inDocument
}

/** Takes the doc body out of a page's HTML; throws when the page has none. */
export function extractBody(html: string, route: string): string {
  const parsed = new DOMParser().parseFromString(html, "text/html")
  const element = parsed.querySelector(`[${BODY_ATTRIBUTE}]`)
  if (!element || element.getAttribute("data-route") !== route) throw new Error(`${route} has no doc body`)
  return element.innerHTML
}

/** Loads a route's body once; a failed load is forgotten so the next attempt tries again. */
export function loadBody(route: string): Promise<string> {
  const known = cachedBody(route)
  if (known !== undefined) return Promise.resolve(known)
  let promise = pending.get(route)
  if (!promise) {
    promise = fetch(route, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`${route}: HTTP ${response.status}`)
        return response.text()
      })
      .then((html) => {
        const body = extractBody(html, route)
        loaded.set(route, body)
        return body
      })
      .finally(() => pending.delete(route))
    pending.set(route, promise)
  }
  return promise
}

type PageResources = { status?: string; json?: { pageContext?: { staticBody?: string | null } } } | null | undefined

/** Whether Gatsby's page resources belong to a page with a static body. */
export function hasStaticBody(resources: PageResources): boolean {
  return typeof resources?.json?.pageContext?.staticBody === "string"
}

/** Data saving and 2g connections prefetch nothing (SPEC §9), as Gatsby's own prefetching. */
function prefetchAllowed(): boolean {
  const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection
  return !(connection?.saveData || (connection?.effectiveType ?? "").includes("2g"))
}

/** Internal page link under the pointer or focus: its body is fetched before the click. */
export function prefetchBodiesOnIntent(loadPage: (path: string) => Promise<PageResources>): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]")
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === "_blank") return
    const route = link.pathname
    if (route === window.location.pathname || loaded.has(route) || pending.has(route) || !prefetchAllowed()) return
    loadPage(route).then(
      (resources) => {
        if (hasStaticBody(resources)) loadBody(route).catch(() => undefined)
      },
      () => undefined,
    )
  }
  document.addEventListener("pointerover", onIntent, { passive: true })
  document.addEventListener("focusin", onIntent)
}
