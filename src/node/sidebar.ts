import type { SidebarItemConfig, SidebarsConfig } from "./config/sidebars"
import type { Problem } from "./content"
import { didYouMean } from "./suggest"
import type { PrevNext, ResolvedSidebar, ResolvedSidebarItem, SidebarCategory, SidebarLink } from "../shared/sidebar"

export interface SidebarDoc {
  docId: string
  route: string
  sidebarLabel: string
}

const SIDEBARS_FILE = "sidebars.ts"

/** Resolves doc ids to routes and labels. Unknown ids and malformed entries become problems. */
export function resolveSidebars(
  config: SidebarsConfig,
  docs: Map<string, SidebarDoc>,
): { sidebars: ResolvedSidebar[]; problems: Problem[] } {
  const problems: Problem[] = []
  // Every category gets its own index page; a label used twice gets `-2`, `-3` so each route is one category.
  const usedRoutes = new Set<string>()
  const categoryRoute = (label: string) => {
    const base = `${CATEGORY_ROUTE_PREFIX}${slugOf(label) || "category"}`
    let route = base
    for (let n = 2; usedRoutes.has(route); n++) route = `${base}-${n}`
    usedRoutes.add(route)
    return route
  }
  const resolveItem = (item: SidebarItemConfig, where: string): ResolvedSidebarItem | null => {
    if (typeof item === "string") return resolveItem({ type: "doc", id: item }, where)
    if (item === null || typeof item !== "object") {
      problems.push({ file: SIDEBARS_FILE, message: `${where} must be a doc id string or an object with a "type", got ${JSON.stringify(item)}.` })
      return null
    }
    switch (item.type) {
      case "doc": {
        const doc = docs.get(item.id)
        if (!doc) {
          problems.push({
            file: SIDEBARS_FILE,
            message: `${where} names doc id "${item.id}", which does not exist${didYouMean(item.id, docs.keys())}. Fix the id, or add the page as content/docs/${item.id}.mdx.`,
          })
          return null
        }
        return { type: "link", label: item.label ?? doc.sidebarLabel, href: doc.route, docId: item.id }
      }
      case "link":
        return { type: "link", label: item.label, href: item.href }
      case "category":
        return {
          type: "category",
          label: item.label,
          href: categoryRoute(item.label),
          collapsed: item.collapsed ?? true,
          collapsible: item.collapsible ?? true,
          items: item.items
            .map((child, index) => resolveItem(child, `${where} → "${item.label}" item ${index + 1}`))
            .filter((child): child is ResolvedSidebarItem => child !== null),
        }
      default: {
        const unknownType = (item as { type?: unknown }).type
        problems.push({
          file: SIDEBARS_FILE,
          message: `${where} has unknown type ${JSON.stringify(unknownType)}; use "doc", "link" or "category".`,
        })
        return null
      }
    }
  }
  const sidebars = Object.entries(config).map(([name, items]) => ({
    name,
    items: items
      .map((item, index) => resolveItem(item, `sidebar "${name}" item ${index + 1}`))
      .filter((item): item is ResolvedSidebarItem => item !== null),
  }))
  return { sidebars, problems }
}

/** Where the generated category index pages live (src/node/category-pages.ts). */
export const CATEGORY_ROUTE_PREFIX = "/category/"

/** A label as a URL segment: `Using RTK Query` → `using-rtk-query`. */
export function slugOf(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** Every category, depth first. */
export function allCategories(items: ResolvedSidebarItem[]): SidebarCategory[] {
  return items.flatMap((item) => (item.type === "category" ? [item, ...allCategories(item.items)] : []))
}

/** Doc links in reading order: the basis of previous/next links. */
export function flattenDocLinks(items: ResolvedSidebarItem[]): SidebarLink[] {
  return items.flatMap((item) => (item.type === "category" ? flattenDocLinks(item.items) : item.docId ? [item] : []))
}

export function prevNextFor(docId: string, flat: SidebarLink[]): PrevNext {
  const index = flat.findIndex((link) => link.docId === docId)
  if (index === -1) return { previous: null, next: null }
  const pick = (link: SidebarLink | undefined) => (link ? { label: link.label, href: link.href } : null)
  return { previous: pick(flat[index - 1]), next: pick(flat[index + 1]) }
}
