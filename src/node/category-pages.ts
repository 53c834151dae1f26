/**
 * The generated index page of every sidebar category (Docusaurus' "generated-index"):
 * the category's label as title and its items with their descriptions. A closed
 * category renders no links in a page's sidebar (its items are rendered once opened,
 * so pages stay small); its label links here, so every doc stays reachable by links
 * alone, without JavaScript too.
 */
import type { DocRecord } from "./content"
import { allCategories } from "./sidebar"
import type { CategoryIndexItem, CategoryPageContext, ResolvedSidebar, ResolvedSidebarItem } from "../shared/sidebar"

/** Categories with a generated index page: not those whose label opens a doc. */
const indexed = (sidebar: ResolvedSidebar) => allCategories(sidebar.items).filter((category) => !category.docId)

export function categoryRoutes(sidebars: ResolvedSidebar[]): string[] {
  return sidebars.flatMap((sidebar) => indexed(sidebar).map((category) => category.href))
}

function indexItem(item: ResolvedSidebarItem, descriptions: Map<string, string>): CategoryIndexItem {
  if (item.type === "category") {
    const count = item.items.length
    return { label: item.label, href: item.href, description: `${count} ${count === 1 ? "item" : "items"}` }
  }
  return { label: item.label, href: item.href, description: (item.docId && descriptions.get(item.docId)) || null }
}

export function categoryPages(sidebars: ResolvedSidebar[], docs: DocRecord[]): CategoryPageContext[] {
  const descriptions = new Map(docs.flatMap((doc) => (doc.frontmatter.description ? [[doc.docId, doc.frontmatter.description] as const] : [])))
  return sidebars.flatMap((sidebar) =>
    indexed(sidebar).map((category) => ({
      route: category.href,
      label: category.label,
      sidebarName: sidebar.name,
      items: category.items.map((item) => indexItem(item, descriptions)),
    })),
  )
}
