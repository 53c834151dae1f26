/** Shapes of sidebars.ts, as authors write them (the site config's types come from its schema, ./schema.ts). */

export interface SidebarDocItem {
  type: "doc"
  id: string
  label?: string
}

export interface SidebarLinkItem {
  type: "link"
  href: string
  label: string
}

export interface SidebarCategoryItem {
  type: "category"
  label: string
  collapsed?: boolean
  collapsible?: boolean
  items: SidebarItemConfig[]
}

/** A bare string is a doc id. */
export type SidebarItemConfig = string | SidebarDocItem | SidebarLinkItem | SidebarCategoryItem

export type SidebarsConfig = Record<string, SidebarItemConfig[]>
