import type { PrevNext } from "./sidebar"

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
   * For a body that ships as HTML only (see isStaticBody in src/node/mdast.ts), the key of its
   * compiled module (src/node/static-bodies.ts); null for a body that is compiled MDX.
   */
  staticBody: string | null
}
