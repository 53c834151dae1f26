/** Shapes of site.config.ts and sidebars.ts. Validated at build start by src/node/config.ts. */

export interface DocLinkItem {
  type: "doc"
  /** Doc id, e.g. `introduction/getting-started`. */
  docId: string
  label: string
  position?: "left" | "right"
  /** Route prefix that marks this item active, e.g. `/api/`. Defaults to the doc's folder. */
  activeBasePath?: string
}

export interface HrefLinkItem {
  type: "link"
  href: string
  label: string
  position?: "left" | "right"
  ariaLabel?: string
}

export interface DropdownItem {
  type: "dropdown"
  label: string
  position?: "left" | "right"
  items: Array<DocLinkItem | HrefLinkItem>
}

export type NavbarItem = DocLinkItem | HrefLinkItem | DropdownItem

export interface FooterLink {
  label: string
  /** Either an internal route (`/tutorials/overview`) or an absolute URL. */
  to?: string
  docId?: string
  href?: string
}

export interface FooterGroup {
  title: string
  items: FooterLink[]
}

export interface AnnouncementConfig {
  id: string
  /** HTML (links allowed). Authored here, never from user input. */
  content: string
  backgroundColor: string
  textColor: string
  isCloseable: boolean
}

export interface DocsVersion {
  name: string
  label: string
  path: string
  isLatest: boolean
  mainDocId: string
}

export interface HostedSearchConfig {
  appId: string
  apiKey: string
  indexName: string
}

export interface SiteConfig {
  title: string
  titleSuffix: string
  tagline: string
  /** Production origin, no trailing slash. */
  url: string
  /** Base path the site is served under: `/`. */
  baseUrl: string
  repositoryUrl: string
  /** Prefix for "Edit this page" links; the doc's path under content/docs is appended. */
  editUrl: string
  /** Issue link used by the search "Let us know." link; `{query}` is replaced. */
  searchIssueUrl: string
  favicon: string
  logo: { src: string; alt: string }
  socialCard: string
  i18n: {
    defaultLocale: string
    locales: string[]
    localeConfigs: Record<string, { label: string; direction: "ltr" | "rtl"; htmlLang: string }>
  }
  navbar: {
    title: string
    hideOnScroll: boolean
    items: NavbarItem[]
  }
  footer: {
    groups: FooterGroup[]
    logo: { src: string; alt: string; href: string }
    copyright: string
  }
  announcementBar: AnnouncementConfig | null
  colorMode: {
    defaultMode: "light" | "dark"
    disableSwitch: boolean
    respectPrefersColorScheme: boolean
  }
  docs: {
    pluginId: string
    sidebarId: string
    versions: DocsVersion[]
    /** Folders under content/docs that are part of the site. */
    include: string[]
  }
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number }
  search: {
    /** null: the local static index built after `gatsby build`. */
    hosted: HostedSearchConfig | null
    facets: { language: string; docsTag: string }
  }
  analytics: { gtagTrackingId: string | null }
}

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
