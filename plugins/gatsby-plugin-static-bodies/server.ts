/**
 * The server entry of gatsby-plugin-static-bodies (README.md, "Entries"): the component that
 * renders a compiled static body on the server (what the server bundle uses in place of
 * src/serverBody.ts), for rendering one outside Gatsby, as a site's tests do.
 */
export { ServerBody } from "./src/serverBody.node"
