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
}

export function docPageContext(input: {
  id: string
  docId: string
  route: string
  sidebarName: string
  prevNext: PrevNext
  editUrl: string
}): DocPageContext {
  return {
    id: input.id,
    docId: input.docId,
    route: input.route,
    sidebarName: input.sidebarName,
    previous: input.prevNext.previous,
    next: input.prevNext.next,
    editUrl: input.editUrl,
  }
}
