/** Names shared by the build (Node) and the browser, so this module imports nothing. */

/** The attribute of the element a doc body is rendered into (DocBody.tsx); the build cuts fragments out of it. */
export const BODY_ATTRIBUTE = "data-doc-body"

/** Where fragments are published, under the site's root: their names are content hashes, so the files are immutable. */
export const FRAGMENTS_DIR = "_bodies"

/** What a static page's context carries: its compiled body's key (server) and its fragment's name (browser). */
export interface StaticBodyRef {
  key: string
  fragment: string
}

/** The static body named in a page context, if the page has one. */
export function staticBodyOf(pageContext: unknown): StaticBodyRef | null {
  const body = (pageContext as { staticBody?: unknown } | null | undefined)?.staticBody
  return body && typeof body === "object" && typeof (body as StaticBodyRef).fragment === "string" ? (body as StaticBodyRef) : null
}

/**
 * Where a static doc body's compiled MDX is kept: one CommonJS module per body, named by
 * its key. Used by the build (node/static-bodies.ts) and the server renderer
 * (serverBody.node.tsx), so it is string operations only.
 */
export function staticBodyFile(dir: string, key: string): string {
  return `${dir.replace(/\/+$/, "")}/${key}.js`
}

/** `gatsby develop`: the route that answers a static page's compiled body (`?route=/api/x`), and the channel announcing edits. */
export const DEVELOP_BODY_PATH = "/__doc-bodies/body"
export const DEVELOP_EVENTS_PATH = "/__doc-bodies/events"
/** The event on that channel carrying every sidebar (name -> resolved items) when the sidebars file is saved. */
export const SIDEBARS_EVENT = "sidebars"

/**
 * A static page's context under `gatsby develop`: the body is asked for by route (DEVELOP_BODY_PATH),
 * so the context does not change when the body does and an edit re-runs no page query of its own.
 */
export const DEVELOP_BODY_REF: StaticBodyRef = { key: "develop", fragment: "develop" }
