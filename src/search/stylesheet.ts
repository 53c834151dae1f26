const loaded = new Map<string, Promise<void>>()

/** Links a stylesheet once and resolves when it applies; a failed load can be retried. */
export function loadStylesheet(href: string): Promise<void> {
  let promise = loaded.get(href)
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const link = document.createElement("link")
      link.rel = "stylesheet"
      link.href = href
      link.onload = () => resolve()
      link.onerror = () => {
        link.remove()
        loaded.delete(href)
        reject(new Error(`Could not load ${href}.`))
      }
      document.head.appendChild(link)
    })
    loaded.set(href, promise)
  }
  return promise
}
