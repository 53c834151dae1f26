/**
 * The shared entry of gatsby-plugin-static-bodies (README.md, "Entries"): names and types that
 * build code and browser code both use. It imports nothing.
 */
export { BODY_ATTRIBUTE, FRAGMENTS_DIR, SIDEBARS_EVENT, DEVELOP_BODY_PATH, DEVELOP_EVENTS_PATH, type StaticBodyRef } from "./src/shared"
