/**
 * The browser entry of gatsby-plugin-static-bodies (README.md, "Entries"): what a site's
 * components use. Webpack bundles it into the browser, server-render and develop bundles.
 */
export { DocBody, type DocBodySite, type LazyLoader } from "./src/DocBody"
export { onNavigationStart } from "./src/navigation"
// Replaced in the develop bundles by developBody.develop.tsx (gatsby-node.ts): keep the request ending in developBody.
export { useDevelopSidebars } from "./src/developBody"
export * from "./shared"
