import { withPrefix } from "gatsby"

/**
 * `useBaseUrl` for pages brought from Docusaurus (`import useBaseUrl from
 * '@docusaurus/useBaseUrl'`, aliased here by gatsby-node.ts): a site path gets the site's base
 * URL; full URLs, protocol-relative URLs, anchors and relative paths are returned as they are.
 */
export default function useBaseUrl(url: string, options: { forcePrependBaseUrl?: boolean } = {}): string {
  if (url === "" || /^[a-z][a-z\d+.-]*:|^\/\/|^#/i.test(url)) return url
  if (!url.startsWith("/") && !options.forcePrependBaseUrl) return url
  return withPrefix(url.startsWith("/") ? url : `/${url}`)
}
