import path from "node:path"
import { globSync } from "tinyglobby"
import { readDocSource, type BrokenDoc, type DocRecord, type Problem } from "./content"
import { frontmatterKeyLine } from "./frontmatter"
import { displayPath, rootDir } from "./paths"
import { normalizeRoute } from "./routes"
import { ERRORS_ROUTE } from "./error-codes"

/**
 * Routes something other than a doc owns. A doc at one of them would replace that page (or
 * be replaced by it) without a word, so the build stops naming both owners. Other parts of
 * the build add their routes with reserveRoutes and pass the list to analyzeSite.
 */
export interface RouteOwner {
  route: string
  /** Who owns the route, as the author reads it: `the site's search page (src/pages/search.tsx)`. */
  owner: string
}

/** Routes claimed by one owner: `reserveRoutes("a redirect in site.config.ts", ["/old"])`. */
export function reserveRoutes(owner: string, routes: Iterable<string>): RouteOwner[] {
  return [...routes].map((route) => ({ route: normalizeRoute(route), owner }))
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

/** Each doc (read or broken) whose route another owner has: `file:line: route /search is the site's search page (...); give the doc another "slug"`. */
export function reservedRouteProblems(docs: ReadonlyArray<DocRecord | BrokenDoc>, reserved: readonly RouteOwner[]): Problem[] {
  const owners = new Map<string, string>()
  for (const { route, owner } of reserved) if (!owners.has(route)) owners.set(route, owner)
  return docs.flatMap((doc) => {
    const owner = owners.get(doc.route)
    if (!owner) return []
    let line: number | undefined
    try {
      line = frontmatterKeyLine(readDocSource(doc.absPath), "slug")
    } catch {
      line = undefined
    }
    return [
      {
        file: displayPath(doc.absPath),
        line,
        message: `route ${doc.route} is ${owner}; give the doc another "slug" in its front matter${line ? "" : " (or rename the file)"}.`,
      },
    ]
  })
}

/** Every route the site itself owns besides the docs: its pages in src/pages and the error-code page. */
export function siteRoutes(): RouteOwner[] {
  return [...sitePageRoutes(), ...reserveRoutes("the production error-code page (src/templates/errors.tsx)", [ERRORS_ROUTE])]
}
