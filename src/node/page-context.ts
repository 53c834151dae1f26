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
  /** The body ships as HTML only (no JavaScript): see isStaticBody in mdast.ts. */
  staticBody: boolean
}

export function docPageContext(input: {
  id: string
  docId: string
  route: string
  sidebarName: string
  prevNext: PrevNext
  editUrl: string
  staticBody: boolean
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
