import fs from "node:fs"
import path from "node:path"
import type { Problem } from "./content"
import { CONFIG_FILE } from "./config/load"
import { publicFile } from "./public-path"

/**
 * Old URLs that must keep working (site.config.ts `redirects`). Each is answered three ways, so
 * it works on any host: a `_redirects` file (Netlify format, also read by `npm run serve`), a
 * static page at the old path that forwards at once (for hosts that read no redirect file), and
 * Gatsby's `createRedirect` (for hosting adapters).
 */

export interface Redirect {
  from: string
  to: string
}

const SPLAT = "/*"
const isSplat = (route: string) => route.endsWith(SPLAT)
/** `/docs/*` → `/docs`; `/*` → `` (the site root). */
const splatPrefix = (route: string) => route.slice(0, -SPLAT.length)

/** Whether `route` is answered by a redirect's `from`. */
function matches(redirect: Redirect, route: string): boolean {
  return isSplat(redirect.from) ? route.startsWith(`${splatPrefix(redirect.from)}/`) : route === redirect.from
}

const describe = (redirects: readonly Redirect[], index: number) => `redirects[${index}] (${redirects[index].from} → ${redirects[index].to})`

/**
 * The line of site.config.ts that names `from`, so an error points at it; undefined when the
 * config is built in code and the text does not appear.
 */
export function configLineFinder(configText: string): (from: string) => number | undefined {
  const lines = configText.split("\n")
  return (from) => {
    const index = lines.findIndex((line) => line.includes(`"${from}"`) || line.includes(`'${from}'`) || line.includes(`\`${from}\``))
    return index === -1 ? undefined : index + 1
  }
}

/**
 * Every problem of the list, each naming the entry and the fix. Routes are compared exactly:
 * `/Errors` and `/errors` are different paths, since a static host's file system may be
 * case-sensitive.
 */
export function validateRedirects(
  redirects: readonly Redirect[],
  routes: ReadonlySet<string>,
  lineOf: (from: string) => number | undefined = () => undefined,
): Problem[] {
  const problems: Problem[] = []
  const report = (index: number, message: string) => problems.push({ file: CONFIG_FILE, line: lineOf(redirects[index].from), message: `${describe(redirects, index)}: ${message}` })
  const next = (route: string) => redirects.findIndex((redirect) => matches(redirect, route))

  redirects.forEach((redirect, index) => {
    const { from, to } = redirect
    if (from.includes("*") && !isSplat(from)) return report(index, `"*" may only end a path, as in "/docs/*".`)
    const dotted = [from, to].find((route) => route.split("/").some((segment) => segment === "." || segment === ".."))
    if (dotted) return report(index, `${dotted} has a "." or ".." part; write the path as the browser shows it, without them.`)
    if (isSplat(from) !== isSplat(to)) {
      return report(index, `"from" and "to" must both end in "/*" (a splat: "/docs/*" → "/*") or neither.`)
    }
    const earlier = redirects.findIndex((other) => other.from === from)
    if (earlier !== index) return report(index, `redirects[${earlier}] already redirects ${from}; keep one of them.`)

    if (isSplat(from)) {
      const prefix = splatPrefix(from)
      const shadowed = [...routes].filter((route) => route === prefix || route.startsWith(`${prefix}/`))
      if (shadowed.length > 0) return report(index, `${from} would hide pages of the site (${shadowed.slice(0, 3).join(", ")}); redirect from a path no page uses.`)
      const target = splatPrefix(to)
      if (![...routes].some((route) => target === "" || route.startsWith(`${target}/`))) {
        return report(index, `no page of the site is under ${to}; point it at a folder of pages, like "/api/*".`)
      }
      return
    }

    if (routes.has(from)) return report(index, `${from} is a page of the site; a redirect from it would hide the page. Remove the entry or the page.`)
    // Follow the chain: every hop costs the reader a round trip, and a loop never lands.
    const seen = [index]
    let hop = next(to)
    while (hop !== -1 && !seen.includes(hop)) {
      seen.push(hop)
      const target = redirects[hop].to
      hop = isSplat(redirects[hop].from) ? -1 : next(target)
    }
    if (hop !== -1) {
      return report(index, `is a redirect loop: ${seen.map((i) => describe(redirects, i)).join(" → ")} → back to ${describe(redirects, hop)}. Point one of them at a page.`)
    }
    if (seen.length > 1) {
      return report(index, `is a chain: its target is redirected again by ${seen.slice(1).map((i) => describe(redirects, i)).join(", then ")}. Point it at the final page instead.`)
    }
    if (!routes.has(to)) {
      const other = [...routes].find((route) => route.toLowerCase() === to.toLowerCase())
      report(index, `${to} is not a page of the site${other ? ` (did you mean ${other}? routes are case-sensitive)` : ""}. Point it at a doc route, a site page or /errors.`)
    }
  })
  return problems
}

/**
 * The list with splats spelled out as one plain redirect per page under the target folder
 * (`/docs/*` → `/*` gives `/docs/api/createSlice` → `/api/createSlice` for every doc route),
 * so hosts without redirect rules still answer each old URL with a page.
 */
export function expandRedirects(redirects: readonly Redirect[], docRoutes: readonly string[]): Redirect[] {
  return redirects.flatMap((redirect) => {
    if (!isSplat(redirect.from)) return [redirect]
    const from = splatPrefix(redirect.from)
    const to = splatPrefix(redirect.to)
    return docRoutes.filter((route) => to === "" || route.startsWith(`${to}/`)).map((route) => ({ from: from + route.slice(to.length), to: route }))
  })
}

/** `public/_redirects` in Netlify's format: `from  to  301`, a splat's target written with `:splat`. */
export function netlifyRedirects(redirects: readonly Redirect[]): string {
  const lines = redirects.map(({ from, to }) => `${from}  ${isSplat(to) ? `${splatPrefix(to)}/:splat` : to}  301`)
  return `# Old URLs of the site (site.config.ts \`redirects\`); written by the build.\n${lines.join("\n")}\n`
}

const REDIRECT_MARKER = '<meta name="x-redirect-page" content="site.config.ts redirects">'

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/**
 * The same on every forwarding page (the target is read from the page's own meta tag), so the
 * Content-Security-Policy allows all of them with one hash.
 */
export const FORWARD_SCRIPT =
  'location.replace(document.querySelector(\'meta[name="x-redirect-target"]\').content+location.search+location.hash)'

/**
 * A page that forwards at once: a script keeps the query string and the hash (`/Errors?code=3`
 * → `/errors?code=3`), the refresh is the fallback without JavaScript. noindex and the
 * canonical link keep the old URL out of search results.
 */
export function redirectPageHtml(to: string, siteUrl: string): string {
  const target = escapeAttribute(to)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${REDIRECT_MARKER}
<title>Moved to ${target}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeAttribute(siteUrl)}${target}">
<meta http-equiv="refresh" content="0; url=${target}">
<meta name="x-redirect-target" content="${target}">
<script>${FORWARD_SCRIPT}</script>
</head>
<body><p>This page has moved to <a href="${target}">${target}</a>.</p></body>
</html>
`
}

/** The file of the forwarding page for `from`, as a path in the site (`/old/index.html`). */
export const redirectPagePath = (from: string) => `${from.replace(/\/+$/, "")}/index.html`

/** Whether a built HTML file is one of these forwarding pages (written by an earlier build), not a page of the site. */
export const isRedirectPage = (html: string) => html.includes(REDIRECT_MARKER)

export interface RedirectPagesResult {
  written: number
  /** `from` paths whose file is already a page of the site (a case-insensitive file system: `Errors/` is `errors/`). */
  skipped: string[]
}

/**
 * Writes `public/<from>/index.html` for each plain redirect. A file that is already there and
 * is not one of these pages belongs to a real page: on a case-insensitive file system
 * `public/Errors/index.html` is `public/errors/index.html`, so the redirect page is left out
 * rather than overwrite the page it points at (that host serves the page at both paths anyway).
 */
export function writeRedirectPages(publicDir: string, redirects: readonly Redirect[], siteUrl: string): RedirectPagesResult {
  const result: RedirectPagesResult = { written: 0, skipped: [] }
  for (const { from, to } of redirects) {
    const file = publicFile(publicDir, redirectPagePath(from))
    if (fs.existsSync(file) && !isRedirectPage(fs.readFileSync(file, "utf8"))) {
      result.skipped.push(from)
      continue
    }
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, redirectPageHtml(to, siteUrl))
    result.written++
  }
  return result
}

/** Everything the build writes for the redirects into public/. */
export function writeRedirects(publicDir: string, redirects: readonly Redirect[], docRoutes: readonly string[], siteUrl: string): RedirectPagesResult {
  fs.writeFileSync(publicFile(publicDir, "_redirects"), netlifyRedirects(redirects))
  return writeRedirectPages(publicDir, expandRedirects(redirects, docRoutes), siteUrl)
}
