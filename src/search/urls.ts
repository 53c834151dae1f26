import { siteData } from "../config/client"

/** The search page for a query (path `search`, parameter `q`). */
export function searchPageUrl(query: string): string {
  return query ? `/search?q=${encodeURIComponent(query)}` : "/search"
}

/** A hit's URL as a path inside the site when it points at this site; other URLs unchanged. */
export function sitePath(url: string, origin: string = siteData.url): string {
  if (url.startsWith("/")) return url
  try {
    const parsed = new URL(url)
    if (parsed.origin !== new URL(origin).origin) return url
    const path = parsed.pathname.replace(/\/+$/, "") || "/"
    return `${path}${parsed.search}${parsed.hash}`
  } catch {
    return url
  }
}
