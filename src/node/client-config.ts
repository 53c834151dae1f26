import type { SiteConfig, NavbarItem } from "../config/types"
import type { ClientSiteConfig, ClientNavItem, ClientNavLink } from "../config/client"

/** Resolves doc ids in the config to routes; `routeOf` throws for unknown ids (validated earlier). */
export function toClientConfig(config: SiteConfig, routeOf: (docId: string) => string): ClientSiteConfig {
  const folderOf = (route: string) => route.slice(0, route.lastIndexOf("/") + 1) || "/"
  const navLink = (item: Exclude<NavbarItem, { type: "dropdown" }>): ClientNavLink =>
    item.type === "doc"
      ? {
          type: "link",
          label: item.label,
          href: routeOf(item.docId),
          activeBasePath: item.activeBasePath ?? folderOf(routeOf(item.docId)),
        }
      : { type: "link", label: item.label, href: item.href, ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}) }
  const navItem = (item: NavbarItem): ClientNavItem =>
    item.type === "dropdown" ? { type: "dropdown", label: item.label, items: item.items.map(navLink) } : navLink(item)
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    repositoryUrl: config.repositoryUrl,
    searchIssueUrl: config.searchIssueUrl,
    logo: config.logo,
    navbar: { title: config.navbar.title, hideOnScroll: config.navbar.hideOnScroll, items: config.navbar.items.map(navItem) },
    footer: {
      groups: config.footer.groups.map((group) => ({
        title: group.title,
        items: group.items.map((link) => ({
          label: link.label,
          href: link.docId ? routeOf(link.docId) : (link.to ?? link.href ?? "/"),
        })),
      })),
      logo: config.footer.logo,
      copyright: config.footer.copyright,
    },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    docs: {
      pluginId: config.docs.pluginId,
      versions: config.docs.versions.map((version) => ({ ...version, mainDocRoute: routeOf(version.mainDocId) })),
    },
    tableOfContents: config.tableOfContents,
    search: config.search,
    analytics: { enabled: config.analytics.gtagTrackingId !== null, gtagTrackingId: config.analytics.gtagTrackingId },
  }
}
