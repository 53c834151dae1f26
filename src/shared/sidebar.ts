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
  /** The category's generated index page (`/category/<slug>`), listing its items: reachable without the tree; or the doc its `link` names. */
  href: string
  /** Set when the label opens a doc (a Docusaurus category `link: { type: "doc" }`): no index page is generated. */
  docId?: string
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

/** One entry of a category's generated index page. */
export interface CategoryIndexItem {
  label: string
  href: string
  /** The doc's front matter description, a sub-category's item count, or null. */
  description: string | null
}

/** What a category's generated index page receives as pageContext (src/node/category-pages.ts). */
export interface CategoryPageContext {
  route: string
  label: string
  sidebarName: string
  items: CategoryIndexItem[]
}
