import type { Page } from "@playwright/test"

/** Cumulative layout shift of the loaded page (shifts without recent input), observed for `settleMs`. */
export function layoutShift(page: Page, settleMs: number): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve(total), wait)
      }),
    settleMs,
  )
}
