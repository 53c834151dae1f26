import type { SiteConfig, NavbarItem, FooterLink } from "../config/types"
import type { Problem } from "./content"
import { didYouMean } from "./suggest"

const CONFIG_FILE = "site.config.ts"
const NAVBAR_TYPES = ["doc", "link", "dropdown"]

const problem = (message: string): Problem => ({ file: CONFIG_FILE, message })

function isNonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== ""
}

/** Shape checks that need no content: run as soon as the config loads. */
export function validateConfigShape(config: SiteConfig): Problem[] {
  const problems: Problem[] = []
  const requireString = (value: unknown, where: string) => {
    if (!isNonEmptyString(value)) problems.push(problem(`${where} must be a non-empty string, got ${JSON.stringify(value)}.`))
  }
  requireString(config.title, "title")
  requireString(config.tagline, "tagline")
  if (!/^https?:\/\/[^/]+$/.test(config.url ?? "")) {
    problems.push(problem(`url must be an origin like "https://example.com" (no path, no trailing slash), got ${JSON.stringify(config.url)}.`))
  }
  if (!/^\/(.*\/)?$/.test(config.baseUrl ?? "")) {
    problems.push(problem(`baseUrl must start and end with "/", got ${JSON.stringify(config.baseUrl)}.`))
  }
  if (!/^https?:\/\//.test(config.repositoryUrl ?? "")) problems.push(problem(`repositoryUrl must be an https URL.`))
  if (!/^https?:\/\/.*\/$/.test(config.editUrl ?? "")) {
    problems.push(problem(`editUrl must be an https URL ending in "/", got ${JSON.stringify(config.editUrl)}.`))
  }
  const checkNavItem = (item: NavbarItem, where: string, allowDropdown: boolean) => {
    const type = (item as { type?: unknown }).type
    if (typeof type !== "string" || !NAVBAR_TYPES.includes(type) || (!allowDropdown && type === "dropdown")) {
      const allowed = allowDropdown ? NAVBAR_TYPES : NAVBAR_TYPES.filter((t) => t !== "dropdown")
      problems.push(
        problem(
          `${where} has unknown navbar item type ${JSON.stringify(type)}${typeof type === "string" ? didYouMean(type, allowed) : ""}; use one of ${allowed.map((t) => `"${t}"`).join(", ")}.`,
        ),
      )
      return
    }
    requireString(item.label, `${where}.label`)
    if (item.type === "dropdown") {
      if (!Array.isArray(item.items) || item.items.length === 0) problems.push(problem(`${where}.items must list at least one link.`))
      else item.items.forEach((child, index) => checkNavItem(child, `${where}.items[${index}]`, false))
    }
    if (item.type === "link") requireString(item.href, `${where}.href`)
    if (item.type === "doc") requireString(item.docId, `${where}.docId`)
  }
  config.navbar.items.forEach((item, index) => checkNavItem(item, `navbar.items[${index}]`, true))
  const groupTitles = config.footer.groups.map((group) => group.title)
  for (const required of ["Docs", "Community", "More"]) {
    if (!groupTitles.includes(required)) problems.push(problem(`footer.groups must include a group titled "${required}".`))
  }
  config.footer.groups.forEach((group, g) =>
    group.items.forEach((link, i) => {
      const targets = [link.to, link.docId, link.href].filter((value) => value !== undefined)
      if (targets.length !== 1) {
        problems.push(problem(`footer.groups[${g}].items[${i}] ("${link.label}") must have exactly one of "to", "docId" or "href".`))
      }
    }),
  )
  const bar = config.announcementBar
  if (bar) {
    requireString(bar.id, "announcementBar.id")
    requireString(bar.content, "announcementBar.content")
  }
  if (!["light", "dark"].includes(config.colorMode.defaultMode)) {
    problems.push(problem(`colorMode.defaultMode must be "light" or "dark", got ${JSON.stringify(config.colorMode.defaultMode)}.`))
  }
  const { minHeadingLevel, maxHeadingLevel } = config.tableOfContents
  if (!Number.isInteger(minHeadingLevel) || !Number.isInteger(maxHeadingLevel) || minHeadingLevel < 2 || maxHeadingLevel > 6 || minHeadingLevel > maxHeadingLevel) {
    problems.push(problem(`tableOfContents levels must be whole numbers with 2 ≤ minHeadingLevel ≤ maxHeadingLevel ≤ 6, got ${minHeadingLevel}–${maxHeadingLevel}.`))
  }
  const versions = config.docs.versions
  if (versions.length === 0) problems.push(problem(`docs.versions must list at least one version.`))
  if (versions.filter((version) => version.isLatest).length !== 1) problems.push(problem(`docs.versions must mark exactly one version isLatest.`))
  const hosted = config.search.hosted
  if (hosted) {
    for (const key of ["appId", "apiKey", "indexName"] as const) requireString(hosted[key], `search.hosted.${key}`)
  }
  const gtag = config.analytics.gtagTrackingId
  if (gtag !== null && !/^(G|UA|AW|DC)-[A-Z0-9-]+$/i.test(gtag)) {
    problems.push(problem(`analytics.gtagTrackingId (GATSBY_GTAG_ID) must look like "G-XXXXXXX", got ${JSON.stringify(gtag)}.`))
  }
  return problems
}

/** Every doc id the config names, with where it is named. */
export function configDocReferences(config: SiteConfig): Array<{ docId: string; where: string }> {
  const refs: Array<{ docId: string; where: string }> = []
  const fromNav = (item: NavbarItem, where: string) => {
    if (item.type === "doc") refs.push({ docId: item.docId, where })
    if (item.type === "dropdown") item.items.forEach((child, index) => fromNav(child, `${where}.items[${index}]`))
  }
  config.navbar.items.forEach((item, index) => fromNav(item, `navbar.items[${index}]`))
  config.footer.groups.forEach((group, g) =>
    group.items.forEach((link: FooterLink, i) => {
      if (link.docId) refs.push({ docId: link.docId, where: `footer.groups[${g}].items[${i}]` })
    }),
  )
  config.docs.versions.forEach((version, v) => refs.push({ docId: version.mainDocId, where: `docs.versions[${v}].mainDocId` }))
  return refs
}

export function validateConfigDocIds(config: SiteConfig, docIds: Set<string>): Problem[] {
  return configDocReferences(config)
    .filter((ref) => !docIds.has(ref.docId))
    .map((ref) =>
      problem(`${ref.where} names doc id "${ref.docId}", which does not exist${didYouMean(ref.docId, docIds)}. Fix the id, or add the page under content/docs/.`),
    )
}

/** Internal routes the config links to (footer `to` links). */
export function configRouteLinks(config: SiteConfig): Array<{ route: string; where: string }> {
  const links: Array<{ route: string; where: string }> = []
  config.footer.groups.forEach((group, g) =>
    group.items.forEach((link, i) => {
      if (link.to) links.push({ route: link.to, where: `footer.groups[${g}].items[${i}]` })
    }),
  )
  return links
}
