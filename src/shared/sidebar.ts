/**
 * The sidebar as build and browser both see it: resolved by the build
 * (src/node/sidebar.ts) from sidebars.ts, rendered by src/layout/Sidebar.tsx.
 */
export interface SidebarLink {
  type: "link"
  label: string
  href: string
  /** Set for docs; absent for plain links. */
  docId?: string
}

export interface SidebarCategory {
  type: "category"
  label: string
  collapsed: boolean
  collapsible: boolean
  items: ResolvedSidebarItem[]
}

export type ResolvedSidebarItem = SidebarLink | SidebarCategory

export interface ResolvedSidebar {
  name: string
  items: ResolvedSidebarItem[]
}

/** The neighbours of a doc in reading order, for the links under its body. */
export interface PrevNext {
  previous: { label: string; href: string } | null
  next: { label: string; href: string } | null
}
