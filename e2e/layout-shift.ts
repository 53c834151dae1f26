import type { Page } from "@playwright/test"

export interface LayoutShift {
  /** Cumulative layout shift of shifts without recent input. */
  value: number
  /** What moved, for the failure message: `tag#id.class (value)`. */
  sources: string[]
}

/** Layout shift of the loaded page (buffered since navigation), observed for `settleMs` more. */
export function layoutShift(page: Page, settleMs: number): Promise<LayoutShift> {
  return page.evaluate(
    (wait) =>
      new Promise<LayoutShift>((resolve) => {
        const result: LayoutShift = { value: 0, sources: [] }
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue
            result.value += entry.value
            for (const source of entry.sources ?? []) {
              const node = source.node
              const element = node instanceof Element ? node : node?.parentElement
              const name = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.split(" ").join(".")}` : ""}` : "(gone)"
              result.sources.push(`${name} (${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms)`)
            }
          }
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve(result), wait)
      }),
    settleMs,
  )
}
