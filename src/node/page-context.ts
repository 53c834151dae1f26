import type { PrevNext } from "../shared/sidebar"
import type { DocPageContext, LastUpdated } from "../shared/page-context"
import type { StaticBodyRef } from "../../plugins/gatsby-plugin-static-bodies/src/shared"

export function docPageContext(input: {
  id: string
  docId: string
  route: string
  sidebarName: string
  prevNext: PrevNext
  editUrl: string
  staticBody: StaticBodyRef | null
  lastUpdated: LastUpdated | null
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
    lastUpdated: input.lastUpdated,
  }
}
