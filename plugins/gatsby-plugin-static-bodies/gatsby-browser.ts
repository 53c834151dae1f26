import type { GatsbyBrowser } from "gatsby"
import { holdRouteChanges, prefetchBodiesOnIntent } from "./src/navigation"

/** Gatsby's router exists from here on: route changes wait for the next page's body, and links fetch it on intent. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  holdRouteChanges()
  prefetchBodiesOnIntent()
}
