import { siteData } from "../config/client"

/** The search page for a query (path `search`, parameter `q`). */
export function searchPageUrl(query: string): string {
  return query ? `/search?q=${encodeURIComponent(query)}` : "/search"
}

const RELATIVE_BASE = "https://site.invalid"

/**
 * A hit's URL as a path inside the site, or null when it does not point into the site. Hits
 * from a hosted index are not ours: their URLs go into `href` and `navigate()`, so only a
 * root-relative path (`/api/createSlice#reducers`) or an absolute URL of this site's origin
 * under its base URL (made a path without the base and without a trailing slash) passes.
 * `//host`, other origins, `javascript:`, `data:`, relative paths, backslashes (`/\host` is
 * `//host` to a browser) and control characters (the URL parser drops tabs and newlines) are null.
 */
export function sitePath(
  url: string,
  origin: string = siteData.url,
  baseUrl: string = siteData.baseUrl ?? "/",
): string | null {
  if (typeof url !== "string" || /[\\\u0000-\u001f\u007f]/.test(url) || url.startsWith("//")) return null
  if (!url.startsWith("/") && !/^https?:\/\//i.test(url)) return null
  const relative = url.startsWith("/")
  let parsed: URL
  let siteOrigin: string
  try {
    // A root-relative path is resolved on its own: it cannot leave the origin it is resolved against.
    siteOrigin = relative ? RELATIVE_BASE : new URL(origin).origin
    parsed = new URL(url, siteOrigin)
  } catch {
    return null
  }
  if (parsed.origin !== siteOrigin || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) return null
  let path = parsed.pathname
  if (!relative) {
    // An absolute URL of this site: its path below the base URL.
    const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`
    if (base !== "/") {
      if (`${path}/`.indexOf(base) !== 0) return null
      path = path.slice(base.length - 1)
    }
    path = path.replace(/\/+$/, "") || "/"
  }
  // Normalised by the parser (`/a/../b` is `/b`); still a path of this site.
  if (!path.startsWith("/") || path.startsWith("//")) return null
  return `${path}${parsed.search}${parsed.hash}`
}
