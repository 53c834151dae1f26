import "./src/styles/global.css"
import "./src/styles/prism.css"
import { startTransition } from "react"
import { hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { finishProgress, instrumentNavigation, trackPageView, updateScroll } from "./src/state/routeChange"
import { prefetchBodiesOnIntent } from "./src/state/docBodies"
export { wrapPageElement } from "./src/wrapPageElement"

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  instrumentNavigation()
  const loader = window.___loader
  if (loader) prefetchBodiesOnIntent((path) => loader.loadPage(path))
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
 * (Total Blocking Time). Every page here has server-rendered HTML (the 404 page too).
 */
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  ((element: React.ReactElement, container: Element) => {
    startTransition(() => {
      hydrateRoot(container, element)
    })
  }) as unknown as Renderer
