import type { NavbarItem, SiteConfig } from "./config/schema"
import { clientSiteConfigSchema } from "../shared/client-config-schema"
import type { ClientNavItem, ClientNavLink, ClientSiteConfig } from "../shared/client-config"

const ICON_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  ico: "image/x-icon",
  gif: "image/gif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
}

/** The favicon link's href and, when its extension tells it, its MIME type. */
export function faviconLink(favicon: string): { href: string; type?: string } {
  const extension = /\.([a-z]+)(?:[?#].*)?$/i.exec(favicon)?.[1]?.toLowerCase()
  const type = extension ? ICON_TYPES[extension] : undefined
  return type ? { href: favicon, type } : { href: favicon }
}

/** Link previews need an absolute image URL: a path under static/ is put on the site's origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`
}

/**
 * The browser's config: doc ids in the config resolved to routes (`routeOf` throws for unknown
 * ids, validated earlier), the favicon typed, the social card absolute. The client schema keeps
 * only its own keys (the build-only ones, like `editUrl`, `redirects` or `docs.include`, are
 * left out), in its order.
 */
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
  return clientSiteConfigSchema.parse({
    ...config,
    favicon: config.favicon === null ? null : faviconLink(config.favicon),
    socialCard: config.socialCard === null ? null : absoluteUrl(config.url, config.socialCard),
    navbar: { ...config.navbar, items: config.navbar.items.map(navItem) },
    footer: {
      ...config.footer,
      groups: config.footer.groups.map((group) => ({
        title: group.title,
        items: group.items.map((link) => ({ label: link.label, href: link.docId ? routeOf(link.docId) : (link.to ?? link.href ?? "/") })),
      })),
    },
  })
}
