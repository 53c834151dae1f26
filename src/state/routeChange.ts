/**
 * Browser behaviour around route changes, wired into Gatsby's hooks by
 * gatsby-browser.tsx: the progress bar, analytics page views and scroll positions.
 * Loading the next page before the route changes is gatsby-plugin-static-bodies'
 * (plugins/gatsby-plugin-static-bodies/src/navigation.ts).
 * Plain DOM code: it runs outside React and adds almost nothing to the bundle.
 */

/** Route changes faster than this show no progress bar (200 ms, as the current docs site). */
export const PROGRESS_DELAY_MS = 200

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
  }
}

let progressTimer = 0
let progressBar: HTMLElement | null = null

function showProgress(): void {
  if (!progressBar) {
    progressBar = document.createElement("div")
    progressBar.id = "route-progress"
    progressBar.setAttribute("role", "progressbar")
    progressBar.setAttribute("aria-label", "Loading page")
    document.body.appendChild(progressBar)
  }
  progressBar.className = ""
  void progressBar.offsetWidth
  progressBar.className = "route-progress-running"
}

export function finishProgress(): void {
  window.clearTimeout(progressTimer)
  progressTimer = 0
  if (progressBar?.className === "route-progress-running") {
    progressBar.className = "route-progress-done"
    const bar = progressBar
    window.setTimeout(() => {
      if (bar.className === "route-progress-done") bar.className = ""
    }, 400)
  }
}

/**
 * Starts the progress bar for a route change: it appears if the next page takes more
 * than PROGRESS_DELAY_MS to load (wired to the start of route changes by
 * gatsby-browser.tsx; onRouteUpdate finishes it).
 */
export function startProgress(): void {
  window.clearTimeout(progressTimer)
  progressTimer = window.setTimeout(showProgress, PROGRESS_DELAY_MS)
}

let lastTrackedPath: string | null = null

/**
 * One gtag page view per route change, with the new path; hash-only changes
 * (and repeated updates of the same path) send nothing. Without analytics
 * configured `gtag` does not exist and nothing happens.
 */
export function trackPageView(location: { pathname: string; search: string; href: string }): void {
  if (typeof window.gtag !== "function") return
  const path = location.pathname + location.search
  if (path === lastTrackedPath) return
  lastTrackedPath = path
  // Two frames later the Head API has set the new page's title.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      try {
        window.gtag?.("event", "page_view", { page_path: path, page_location: location.href, page_title: document.title })
      } catch (error) {
        console.warn("Analytics failed:", error)
      }
    }),
  )
}

/** Top of the first element not hidden under the sticky navbar. */
function navbarOffset(): number {
  const navbar = document.querySelector<HTMLElement>("header[data-visible]")
  return (navbar?.offsetHeight ?? 60) + 12
}

/**
 * Gatsby's shouldUpdateScroll, decided here and always handled here:
 * back/forward restore the saved position, a hash scrolls to its anchor below
 * the navbar, anything else goes to the top. Gatsby reports "nothing saved"
 * (a new history entry) as 0.
 */
export function updateScroll(location: { hash: string }, saved: [number, number | null | undefined]): false {
  const [x, y] = saved
  if (typeof y === "number" && y > 0) {
    window.scrollTo(x, y)
    return false
  }
  const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : ""
  const target = id ? document.getElementById(id) : null
  if (target) {
    window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - navbarOffset())
  } else {
    window.scrollTo(0, 0)
  }
  return false
}
