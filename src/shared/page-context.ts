import type { PrevNext } from "./sidebar"
import type { StaticBodyRef } from "../../plugins/gatsby-plugin-static-bodies/src/shared"

/** What every doc page receives as pageContext, computed once at build time (src/node/page-context.ts). */
export interface DocPageContext {
  id: string
  docId: string
  route: string
  sidebarName: string
  previous: PrevNext["previous"]
  next: PrevNext["next"]
  editUrl: string
  /**
   * For a body that ships as HTML only (see isStaticBody in src/node/mdast.ts), its compiled
   * module's key and its fragment's name (plugins/gatsby-plugin-static-bodies); null for a
   * body that is compiled MDX.
   */
  staticBody: StaticBodyRef | null
}
