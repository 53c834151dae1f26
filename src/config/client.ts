/**
 * The part of site.config.ts the browser needs, resolved at build time (doc ids
 * become routes) and injected by webpack's DefinePlugin as `__SITE_CONFIG__`
 * (see src/node/client-config.ts). Evaluating site.config.ts in the browser would
 * read a different `process.env` than the build did.
 */
import type { AnnouncementConfig, DocsVersion, HostedSearchConfig } from "./types"

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

export interface ClientSiteConfig {
  title: string
  tagline: string
  url: string
  baseUrl: string
  repositoryUrl: string
  searchIssueUrl: string
  logo: { src: string; alt: string }
  navbar: { title: string; hideOnScroll: boolean; items: ClientNavItem[] }
  footer: {
    groups: Array<{ title: string; items: Array<{ label: string; href: string }> }>
    logo: { src: string; alt: string; href: string }
    copyright: string
  }
  announcementBar: AnnouncementConfig | null
  colorMode: { defaultMode: "light" | "dark"; disableSwitch: boolean; respectPrefersColorScheme: boolean }
  docs: { pluginId: string; versions: Array<DocsVersion & { mainDocRoute: string }> }
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number }
  search: { hosted: HostedSearchConfig | null; facets: { language: string; docsTag: string } }
  /** The gtag id is public (it is in every page's HTML); null = no analytics at all. */
  analytics: { enabled: boolean; gtagTrackingId: string | null }
}

declare const __SITE_CONFIG__: ClientSiteConfig

export const siteData: ClientSiteConfig = __SITE_CONFIG__
