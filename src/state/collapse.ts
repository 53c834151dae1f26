/**
 * Duration of an open/close animation for content `height` px tall: about
 * 25 ms per 100 px on top of a short base, bounded so tall lists stay snappy.
 */
export const MIN_COLLAPSE_MS = 150
export const MAX_COLLAPSE_MS = 500

export function collapseDuration(height: number): number {
  const ms = Math.round(100 + (Math.max(0, height) / 100) * 25)
  return Math.min(MAX_COLLAPSE_MS, Math.max(MIN_COLLAPSE_MS, ms))
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
}
