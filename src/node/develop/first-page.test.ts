import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { afterFirstPage } from "./index"

// Fake timers: the grace time is tested in virtual milliseconds, whatever the machine's load.
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe("afterFirstPage (when the background sample check may start)", () => {
  it("resolves as soon as the first page has its body", async () => {
    let served: () => void = () => undefined
    const firstPage = new Promise<void>((resolve) => (served = resolve))
    let started = false
    const waiting = afterFirstPage(firstPage, 60_000).then(() => (started = true))
    await vi.advanceTimersByTimeAsync(59_999)
    expect(started).toBe(false)
    served()
    await waiting
    expect(started).toBe(true)
    // The grace timer is cleared, not left to fire later.
    expect(vi.getTimerCount()).toBe(0)
  })

  it("resolves after the grace time when no page is opened", async () => {
    const never = new Promise<void>(() => undefined)
    let started = false
    void afterFirstPage(never, 30).then(() => (started = true))
    await vi.advanceTimersByTimeAsync(29)
    expect(started).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(started).toBe(true)
  })
})
