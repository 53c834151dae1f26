/**
 * Static doc bodies in the browser (README.md of this plugin): a page whose Markdown
 * is plain content ships its body as HTML only. The first visit shows the body the
 * server rendered into the page and fetches nothing; a client-side navigation fetches
 * the next page's body fragment, `/_bodies/<name>.html`, named in its page context.
 * Fragments are fetched before the route changes (navigation.ts), on intent (hover or
 * focus of a link), and kept for the session.
 */
import { withPrefix } from "gatsby"
import { FRAGMENTS_DIR } from "./shared"

/** A body kept for the session: its HTML, or the pristine copy of a body the server rendered, serialized when needed. */
type Kept = string | (() => string)
const kept = new Map<string, Kept>()
const pending = new Map<string, Promise<string>>()

export const fragmentUrl = (fragment: string) => withPrefix(`/${FRAGMENTS_DIR}/${fragment}.html`)

/** A fragment already loaded, without waiting. */
export function cachedBody(fragment: string): string | undefined {
  const body = kept.get(fragment)
  if (typeof body !== "function") return body
  const html = body()
  kept.set(fragment, html)
  return html
}

export const isLoaded = (fragment: string) => kept.has(fragment) || pending.has(fragment)

/**
 * Keeps the body the server rendered for a later visit of its page in this session
 * (back/forward): a copy of its nodes, taken before any script changed them, which is
 * turned into HTML only if that visit comes.
 */
export function keepRenderedBody(fragment: string, element: Element): void {
  if (kept.has(fragment)) return
  const copy = element.cloneNode(true) as Element
  kept.set(fragment, () => copy.innerHTML)
}

/** Loads a fragment once; a failed load is forgotten so the next attempt tries again. */
export function loadBody(fragment: string): Promise<string> {
  const known = cachedBody(fragment)
  if (known !== undefined) return Promise.resolve(known)
  let promise = pending.get(fragment)
  if (!promise) {
    const url = fragmentUrl(fragment)
    promise = fetch(url, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
        return response.text()
      })
      .then((html) => {
        kept.set(fragment, html)
        return html
      })
      .finally(() => pending.delete(fragment))
    pending.set(fragment, promise)
  }
  return promise
}
