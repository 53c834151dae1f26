import "./src/styles/global.css"
import "./src/styles/prism.css"
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
