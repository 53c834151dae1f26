import type { PrevNext } from "./sidebar"

/** What every doc page receives as pageContext, computed once at build time. */
export interface DocPageContext {
  id: string
  docId: string
  route: string
  sidebarName: string
  previous: PrevNext["previous"]
  next: PrevNext["next"]
  editUrl: string
  /**
   * For a body that ships as HTML only (see isStaticBody in mdast.ts), the key of its
   * compiled module (src/node/static-bodies.ts); null for a body that is compiled MDX.
   */
  staticBody: string | null
}

export function docPageContext(input: {
  id: string
  docId: string
  route: string
  sidebarName: string
  prevNext: PrevNext
  editUrl: string
  staticBody: string | null
}): DocPageContext {
  return {
    id: input.id,
    docId: input.docId,
    route: input.route,
    sidebarName: input.sidebarName,
    previous: input.prevNext.previous,
    next: input.prevNext.next,
    editUrl: input.editUrl,
    staticBody: input.staticBody,
  }
}
