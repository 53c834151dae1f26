import type { Problem } from "../problem"
import { didYouMean } from "../suggest"
import { CONFIG_FILE, formatPath } from "./load"
import type { NavbarItem, SiteConfig } from "./schema"

/**
 * Checks of the validated config that need the content: the doc ids and routes it
 * names must exist. They run in the content analysis (src/node/site.ts).
 */

type Path = Array<string | number>

/** Every doc id the config names, with where it is named. */
export function configDocReferences(config: SiteConfig): Array<{ docId: string; where: string }> {
  const refs: Array<{ docId: string; where: string }> = []
  const fromNav = (item: NavbarItem, path: Path) => {
    if (item.type === "doc") refs.push({ docId: item.docId, where: formatPath([...path, "docId"]) })
    if (item.type === "dropdown") item.items.forEach((child, index) => fromNav(child, [...path, "items", index]))
  }
  config.navbar.items.forEach((item, index) => fromNav(item, ["navbar", "items", index]))
  config.footer.groups.forEach((group, g) =>
    group.items.forEach((link, i) => {
      if (link.docId) refs.push({ docId: link.docId, where: formatPath(["footer", "groups", g, "items", i, "docId"]) })
    }),
  )
  config.docs.versions.forEach((version, v) =>
    refs.push({ docId: version.mainDocId, where: formatPath(["docs", "versions", v, "mainDocId"]) }),
  )
  return refs
}

export function validateConfigDocIds(config: SiteConfig, docIds: Set<string>): Problem[] {
  return configDocReferences(config)
    .filter((ref) => !docIds.has(ref.docId))
    .map((ref) => ({
      file: CONFIG_FILE,
      message: `${ref.where} names doc id "${ref.docId}", which does not exist${didYouMean(ref.docId, docIds)}. Fix the id, or add the page under content/docs/.`,
    }))
}

/** Internal routes the config links to (footer `to` links). */
export function configRouteLinks(config: SiteConfig): Array<{ route: string; where: string }> {
  const links: Array<{ route: string; where: string }> = []
  config.footer.groups.forEach((group, g) =>
    group.items.forEach((link, i) => {
      if (link.to) links.push({ route: link.to, where: formatPath(["footer", "groups", g, "items", i, "to"]) })
    }),
  )
  return links
}
