import fs from "node:fs"
import path from "node:path"
import { globSync } from "tinyglobby"
import { routeKeyLine, type BrokenDoc, type DocRecord, type Problem } from "./content"
import { displayPath, rootDir } from "./paths"
import { normalizeRoute, routeKey } from "./routes"
import { ERRORS_ROUTE } from "./error-codes"
import { SEARCH_STYLESHEET } from "../shared/search"
import { twinPath } from "../shared/twin-path"
import { FRAGMENTS_DIR } from "../../plugins/gatsby-plugin-static-bodies/src/shared"

/**
 * Routes something other than a doc owns. A doc at one of them would replace that page (or
 * be replaced by it) without a word, so the build stops naming both owners. Other parts of
 * the build add their routes with reserveRoutes and pass the list to analyzeSite.
 */
export interface RouteOwner {
  route: string
  /** Who owns the route, as the author reads it: `the site's search page (src/pages/search.tsx)`. */
  owner: string
  /** The owner has every route under this one too (a folder of public/, or a file no route may pass through). */
  andBelow?: boolean
}

/** Routes claimed by one owner: `reserveRoutes("a redirect in site.config.ts", ["/old"])`. */
export function reserveRoutes(owner: string, routes: Iterable<string>, options: { andBelow?: boolean } = {}): RouteOwner[] {
  return [...routes].map((route) => ({ route: normalizeRoute(route), owner, ...(options.andBelow ? { andBelow: true } : {}) }))
}

/**
 * The routes whose pages would collide with files of public/ (paths in the site, like
 * `/img/logo.svg`): a page at the file's path or below it needs a folder where the file is; a page
 * at `x` writes `x.md` (its Markdown twin) and `x/index.html`.
 */
export function reserveFiles(owner: string, files: Iterable<string>): RouteOwner[] {
  return [...files].flatMap((file) => {
    const route = normalizeRoute(file)
    const pages = [{ route, owner, andBelow: true }]
    if (route.endsWith(".md")) pages.push({ route: route.slice(0, -".md".length), owner: `where its Markdown twin would overwrite ${owner}`, andBelow: false })
    if (route.endsWith("/index.html")) pages.push({ route: normalizeRoute(route.slice(0, -"/index.html".length)), owner: `where its page would overwrite ${owner}`, andBelow: false })
    return pages
  })
}

/**
 * What the build itself writes into public/ besides pages: a doc there would be overwritten,
 * deleted (the search index and the body fragments are replaced whole), or stop the build when
 * the file is written where the page's folder is. `/index` is the home page's page data
 * (Gatsby writes both `/` and `/index` to page-data/index/).
 */
export function buildOutputRoutes(): RouteOwner[] {
  const folders = ["page-data", "static", FRAGMENTS_DIR, "pagefind", "_gatsby", "~partytown"]
  const files = ["sitemap.xml", "robots.txt", "llms.txt", "llms-full.txt", "_redirects", "_headers", "chunk-map.json", "webpack.stats.json", SEARCH_STYLESHEET]
  return [
    ...folders.flatMap((folder) => reserveRoutes(`a folder the build writes (public/${folder}/)`, [folder], { andBelow: true })),
    ...files.flatMap((file) => reserveFiles(`a file the build writes (public/${normalizeRoute(file).slice(1)})`, [file])),
    ...reserveRoutes("the home page's page data (Gatsby writes / and /index to the same page-data/index/)", ["/index"]),
  ]
}

/** Each doc's Markdown twin (`{route}.md`, src/node/llms.ts): a file, so no page may be at its path or below it. */
export function twinRoutes(docs: ReadonlyArray<Pick<DocRecord, "absPath" | "route">>): RouteOwner[] {
  return docs.flatMap((doc) => reserveRoutes(`the Markdown twin of ${displayPath(doc.absPath)}`, [twinPath(doc.route)], { andBelow: true }))
}

/** The files of static/, which Gatsby copies into public/ as they are. */
export function staticFileRoutes(staticDir: string): RouteOwner[] {
  if (!fs.existsSync(staticDir)) return []
  const files = globSync(["**/*"], { cwd: staticDir, dot: true, onlyFiles: true })
  return files.sort().flatMap((file) => reserveFiles(`the static file ${displayPath(path.join(staticDir, file))}`, [file]))
}

const PAGE_FILE = /\.(tsx|ts|jsx|js)$/

/**
 * The site's own pages: every module under src/pages is a Gatsby page at its file path
 * (`search.tsx` → `/search`, `index.tsx` → `/`). Collection routes (`{Mdx.slug}.tsx`) and
 * splats (`[...].tsx`) are left out: their routes come from data.
 */
export function sitePageRoutes(pagesDir: string = path.join(rootDir, "src", "pages")): RouteOwner[] {
  return globSync(["**/*.{tsx,ts,jsx,js}"], { cwd: pagesDir, ignore: ["**/*.test.*", "**/*.d.ts"] })
    .filter((file) => !/[{[]/.test(file))
    .sort()
    .flatMap((file) => {
      const route = normalizeRoute(file.replace(PAGE_FILE, "").replace(/(^|\/)index$/, ""))
      const name = route === "/" ? "home" : route === "/404" ? "not-found" : route.slice(1)
      return reserveRoutes(`the site's ${name} page (${displayPath(path.join(pagesDir, file))})`, [route])
    })
}

/** The routes a route is under, nearest first: `/a/b/c` → `/a/b`, `/a`. */
function ancestors(route: string): string[] {
  const found: string[] = []
  for (let at = route.lastIndexOf("/"); at > 0; at = route.lastIndexOf("/", at - 1)) found.push(route.slice(0, at))
  return found
}

/**
 * Each doc (read or broken) whose route another owner has, compared by routeKey (one file where
 * letter case is not told apart): `file:line: route /search is the site's search page (...); give the doc another "slug"`.
 */
export function reservedRouteProblems(docs: ReadonlyArray<DocRecord | BrokenDoc>, reserved: readonly RouteOwner[]): Problem[] {
  const exact = new Map<string, RouteOwner>()
  const below = new Map<string, RouteOwner>()
  for (const owner of reserved) {
    const key = routeKey(owner.route)
    if (!exact.has(key)) exact.set(key, owner)
    if (owner.andBelow && !below.has(key)) below.set(key, owner)
  }
  return docs.flatMap((doc) => {
    const same = exact.get(routeKey(doc.route))
    const parent = same ? undefined : ancestors(doc.route).find((route) => below.has(routeKey(route)))
    if (!same && parent === undefined) return []
    const line = routeKeyLine(doc.absPath)
    const what = same ? `route ${doc.route} is ${same.owner}` : `route ${doc.route} is inside ${parent}, ${below.get(routeKey(parent!))!.owner}`
    return [{ file: displayPath(doc.absPath), line, message: `${what}; give the doc another "slug" in its front matter${line ? "" : " (or rename the file)"}.` }]
  })
}

/** Every route the site itself owns besides the docs: its pages in src/pages and the error-code page. */
export function siteRoutes(): RouteOwner[] {
  return [...sitePageRoutes(), ...reserveRoutes("the production error-code page (src/templates/errors.tsx)", [ERRORS_ROUTE])]
}
