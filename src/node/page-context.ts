import type { PrevNext } from "./sidebar"
import type { StaticBodyRef } from "../../plugins/gatsby-plugin-static-bodies/src/shared"

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
   * For a body that ships as HTML only (see isStaticBody in mdast.ts), its compiled
   * module's key and its fragment's name (plugins/gatsby-plugin-static-bodies);
   * null for a body that is compiled MDX.
   */
  staticBody: StaticBodyRef | null
}

export function docPageContext(input: {
  id: string
  docId: string
  route: string
  sidebarName: string
  prevNext: PrevNext
  editUrl: string
  staticBody: StaticBodyRef | null
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
