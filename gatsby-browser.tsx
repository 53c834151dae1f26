import "./src/styles/global.css"
import "./src/styles/prism.css"
import { startTransition } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { finishProgress, startProgress, trackPageView, updateScroll } from "./src/state/routeChange"
import { onNavigationStart } from "./plugins/gatsby-plugin-static-bodies/src/navigation"
import { defineBodyElements } from "./src/mdx/body-elements"
export { wrapPageElement } from "./src/wrapPageElement"

/**
 * Scroll positions are restored by Gatsby's scroll handler (updateScroll below), not by the
 * browser: with the default ("auto") the browser scrolls the page being left to the saved
 * position of the entry being entered as soon as back or forward is pressed, and Gatsby then
 * records that position under the old page's entry, so a later forward lands there.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual"
  // Tabs, code blocks and wide tables wake up wherever their HTML is, before React hydrates.
  defineBodyElements()
}

/** Route changes are held until the next page is ready by gatsby-plugin-static-bodies; a slow one shows the progress bar. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  onNavigationStart(startProgress)
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  finishProgress()
  trackPageView(location)
}

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) => {
  const { location } = routerProps
  return updateScroll(location, getSavedScrollPosition(location) as [number, number | null | undefined])
}

/**
 * Hydration as a transition: React then works in slices of a few milliseconds and
 * yields to the browser in between, instead of one long task that blocks input
 * (Total Blocking Time). Every built page has server-rendered HTML (the 404 page too);
 * `gatsby develop` serves an empty shell, which is rendered, not hydrated (as Gatsby's own default).
 */
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  ((element: React.ReactElement, container: Element) => {
    let root: Root | undefined
    startTransition(() => {
      if (container.children.length > 0) root = hydrateRoot(container, element)
      else (root = createRoot(container)).render(element)
    })
    return () => root?.unmount()
  }) as unknown as Renderer
