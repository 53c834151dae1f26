import fs from "node:fs"
import path from "node:path"
import type { SidebarsConfig } from "./config/sidebars"
import type { SiteConfig } from "./config/schema"
import { formatProblem, unmatchedIncludes, type ContentModel, type DocRecord, type Problem } from "./content"
import { validateConfigDocIds, configRouteLinks } from "./config/references"
import { resolveSidebars, flattenDocLinks } from "./sidebar"
import type { ResolvedSidebar, ResolvedSidebarItem } from "../shared/sidebar"
import { resolveLink } from "./links"
import { categoryRoutes } from "./category-pages"
import { displayPath, rootDir, sidebarsFileShown } from "./paths"
import { closest } from "./suggest"
import { buildOutputRoutes, reserveRoutes, reservedRouteProblems, siteRoutes, staticFileRoutes, twinRoutes, type RouteOwner } from "./reserved-routes"
import { missingImageProblems } from "./images"
import { validateRedirects, configLineFinder } from "./redirects"

export interface SiteAnalysis {
  docs: DocRecord[]
  sidebars: ResolvedSidebar[]
  /** Doc id → name of the sidebar that lists it. */
  sidebarOfDoc: Map<string, string>
  errors: Problem[]
  warnings: Problem[]
}

export interface AnalyzeOptions {
  config: SiteConfig
  sidebars: SidebarsConfig
  /** The docs, read once (src/node/content.ts). */
  content: ContentModel
  staticDir: string
  /** Routes that exist but are no docs, with their owner; a doc at one stops the build. Default: the site's pages (src/pages). */
  reservedRoutes?: readonly RouteOwner[]
}

function staticFileExists(staticDir: string, route: string): boolean {
  const candidate = path.join(staticDir, route)
  return candidate.startsWith(staticDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()
}

/** site.config.ts as written, for the line numbers of redirect errors; empty when it is not there (tests). */
function readConfigText(): string {
  const file = path.join(rootDir, "site.config.ts")
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : ""
}

export function analyzeSite({ config, sidebars, content, staticDir, reservedRoutes = siteRoutes() }: AnalyzeOptions): SiteAnalysis {
  const errors: Problem[] = []
  const warnings: Problem[] = []
  const contentDir = content.contentDir
  errors.push(...content.errors)
  const docs = content.docs
  // What the build and static/ put into public/ is no page: reserved here, not counted as routes links may name.
  errors.push(...reservedRouteProblems([...docs, ...content.broken], [...reservedRoutes, ...buildOutputRoutes(), ...staticFileRoutes(staticDir)]))
  errors.push(...missingImageProblems(docs, staticDir))
  // Broken docs (their error is in content.errors) count as existing, so nothing naming them is reported again.
  const docsById = new Map([...content.broken, ...docs].map((doc) => [doc.docId, doc]))
  const docsByRoute = new Map(docs.map((doc) => [doc.route, doc]))
  const docsByFile = new Map([...content.broken, ...docs].map((doc) => [doc.absPath, doc]))
  errors.push(...validateConfigDocIds(config, new Set(docsById.keys())))
  const includeSource = process.env.DOCS_INCLUDE ? "DOCS_INCLUDE" : "site.config.ts"
  for (const glob of unmatchedIncludes(contentDir, config.docs.include)) {
    errors.push({
      file: includeSource,
      message: `docs.include glob "${glob}" matches no .md or .mdx file under ${displayPath(contentDir)}. Fix the glob (it is relative to that folder), or remove it.`,
    })
  }

  const resolved = resolveSidebars(sidebars, docsById, sidebarsFileShown(), displayPath(contentDir))
  errors.push(...resolved.problems)
  const sidebarOfDoc = new Map<string, string>()
  for (const sidebar of resolved.sidebars) {
    for (const link of flattenDocLinks(sidebar.items)) if (link.docId) sidebarOfDoc.set(link.docId, sidebar.name)
  }

  const categories = reserveRoutes("a sidebar category's index page (sidebars.ts)", categoryRoutes(resolved.sidebars))
  errors.push(...reservedRouteProblems(docs, [...categories, ...twinRoutes(docs)]))
  const routes = new Set<string>([
    ...reservedRoutes.map((reserved) => reserved.route),
    ...categories.map((category) => category.route),
    ...docsByRoute.keys(),
    ...content.broken.map((doc) => doc.route),
  ])
  const routeExists = (route: string) => routes.has(route) || staticFileExists(staticDir, route)
  errors.push(...validateRedirects(config.redirects, routes, configLineFinder(readConfigText())))
  const broken: Problem[] = []
  const hint = (route: string) => {
    const match = closest(route, routes)
    return match ? ` (did you mean ${match}?)` : ""
  }

  for (const doc of docs) {
    const file = displayPath(doc.absPath)
    for (const link of doc.links) {
      const target = resolveLink(link.url, {
        fromFile: doc.absPath,
        fromRoute: doc.route,
        contentDir,
        routeOfFile: (absPath) => docsByFile.get(absPath)?.route ?? null,
      })
      if (target.kind === "external") continue
      if (target.kind === "file" && target.route === null) {
        const relTarget = path.relative(path.dirname(doc.absPath), target.targetFile).split(path.sep).join("/")
        const suggestion = closest(target.targetFile, docsByFile.keys())
        warnings.push({
          file,
          line: link.line,
          message: `link to ${link.url} does not resolve: no file ${displayPath(target.targetFile)}${suggestion ? ` (did you mean ./${path.relative(path.dirname(doc.absPath), suggestion).split(path.sep).join("/")}?)` : ""}. The link is left as written (${relTarget}).`,
        })
        continue
      }
      const route = target.route as string
      if (!routeExists(route)) {
        broken.push({ file, line: link.line, message: `${route}${hint(route)}` })
        continue
      }
      const targetDoc = docsByRoute.get(route)
      if (target.hash && targetDoc && !targetDoc.headings.some((heading) => heading.id === target.hash)) {
        const anchors = targetDoc.headings.map((heading) => heading.id)
        const near = closest(target.hash, anchors)
        warnings.push({
          file,
          line: link.line,
          message: `link ${link.url}: page ${route} has no heading with id "#${target.hash}"${near ? ` (did you mean #${near}?)` : ""}.`,
        })
      }
    }
  }

  const checkInternal = (href: string, file: string, where: string) => {
    if (!href.startsWith("/") || href.startsWith("//")) return
    const route = href.split("#")[0].split("?")[0]
    if (!routeExists(route)) broken.push({ file, message: `${route} (${where})${hint(route)}` })
  }
  const visitSidebar = (items: ResolvedSidebarItem[], name: string) => {
    for (const item of items) {
      if (item.type === "category") visitSidebar(item.items, name)
      else if (!item.docId) checkInternal(item.href, "sidebars.ts", `sidebar "${name}" link "${item.label}"`)
    }
  }
  resolved.sidebars.forEach((sidebar) => visitSidebar(sidebar.items, sidebar.name))
  for (const link of configRouteLinks(config)) checkInternal(link.route, "site.config.ts", link.where)
  config.navbar.items.forEach((item, index) => {
    if (item.type === "link") checkInternal(item.href, "site.config.ts", `navbar.items[${index}]`)
  })

  if (broken.length > 0) {
    errors.push({
      file: "Broken links",
      message: `${broken.length} link(s) point at routes that do not exist. Fix each target (or add the page):\n${broken
        .map((b) => `  ${b.file}${b.line ? `:${b.line}` : ""} → ${b.message}`)
        .join("\n")}`,
    })
  }
  return { docs, sidebars: resolved.sidebars, sidebarOfDoc, errors, warnings }
}

export function formatProblems(problems: Problem[]): string {
  return problems.map(formatProblem).join("\n")
}
