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
  /** "Last updated on … by …" under the body (src/node/last-updated.ts); null when site.config.ts turns both off. */
  lastUpdated: LastUpdated | null
}

/** A doc's last update: from git history at build time, or the file's modification time outside git. */
export interface LastUpdated {
  /** ISO 8601 (UTC); null when `docs.showLastUpdateTime` is off. */
  date: string | null
  /** `date` for English readers ("Nov 24, 2026"), formatted at build time so server and browser agree. */
  formatted: string | null
  /** The last commit's author; null when `docs.showLastUpdateAuthor` is off or git does not know the file. */
  author: string | null
}
