/**
 * Internal links in HTML that React does not render (a static doc body) navigate
 * client-side with Gatsby's `navigate`, as <Link> would. Only a plain left click on a
 * same-origin link is taken: modifier keys, another target, `download`, other origins
 * and hash-only links keep the browser's behaviour.
 */
import { navigate } from "gatsby"
import { isInternalHref } from "../../../src/components/SmartLink"

/** Set on the root while its links navigate client-side (tests wait for it: it also means React has hydrated). */
export const FOLLOWS_LINKS_ATTRIBUTE = "data-client-links"

function linkToFollow(event: MouseEvent, root: HTMLElement): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null
  if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return null
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null
  return isInternalHref(link.getAttribute("href") ?? "") ? link : null
}

/** Follows the internal links inside `root` client-side; returns what stops it. */
export function followInternalLinks(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const link = linkToFollow(event, root)
    if (!link) return
    event.preventDefault()
    void navigate(link.pathname + link.search + link.hash)
  }
  root.addEventListener("click", onClick)
  root.setAttribute(FOLLOWS_LINKS_ATTRIBUTE, "")
  return () => {
    root.removeEventListener("click", onClick)
    root.removeAttribute(FOLLOWS_LINKS_ATTRIBUTE)
  }
}
