/**
 * The part of site.config.ts the browser gets, resolved at build time (doc ids are
 * routes, the social card is an absolute URL). Shared by the build, which produces it
 * (src/node/client-config.ts), and the browser, which reads it (src/config/client.ts):
 * plain types only, so browser code never imports build code or the config schema.
 */

export interface ClientNavLink {
  type: "link"
  label: string
  href: string
  ariaLabel?: string
  /** Route prefix that marks the item active; absent for external links. */
  activeBasePath?: string
}

export interface ClientNavDropdown {
  type: "dropdown"
  label: string
  items: ClientNavLink[]
}

export type ClientNavItem = ClientNavLink | ClientNavDropdown

export interface AnnouncementBarConfig {
  /** A new id shows the bar again to readers who closed an earlier one. */
  id: string
  /** HTML (links allowed). Authored in the config, never user input. */
  content: string
  backgroundColor: string
  textColor: string
  isCloseable: boolean
}

export interface ColorModeConfig {
  defaultMode: "light" | "dark"
  /** Hides the light/dark toggle: every reader sees the default mode (or the system's). */
  disableSwitch: boolean
  respectPrefersColorScheme: boolean
}

export interface HostedSearchConfig {
  appId: string
  apiKey: string
  indexName: string
}

export interface ClientDocsVersion {
  name: string
  label: string
  path: string
  isLatest: boolean
}

export interface ClientSiteConfig {
  title: string
  /** Follows a page's own title in `<title>`: `createSlice | Redux Toolkit`. */
  titleSuffix: string
  tagline: string
  /** Production origin, no trailing slash. */
  url: string
  baseUrl: string
  searchIssueUrl: string
  locale: { htmlLang: string; direction: "ltr" | "rtl" }
  /** null: no icon link. `type` is the MIME type, when the file extension tells it. */
  favicon: { href: string; type?: string } | null
  /** Absolute URL of the Open Graph / Twitter image; null: pages carry no image. */
  socialCard: string | null
  logo: { src: string }
  navbar: { title: string; hideOnScroll: boolean; items: ClientNavItem[] }
  footer: {
    groups: Array<{ title: string; items: Array<{ label: string; href: string }> }>
    logo: { src: string; alt: string; href: string }
    copyright: string
  }
  announcementBar: AnnouncementBarConfig | null
  colorMode: ColorModeConfig
  docs: { pluginId: string; versions: ClientDocsVersion[] }
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number }
  search: { hosted: HostedSearchConfig | null; facets: { language: string; docsTag: string } }
  /** The gtag id is public (it is in every page's HTML); null = no analytics at all. */
  analytics: { gtagTrackingId: string | null }
}
