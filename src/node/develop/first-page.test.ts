import { describe, expect, it } from "vitest"
import { afterFirstPage } from "./index"

describe("afterFirstPage (when the background sample check may start)", () => {
  it("resolves as soon as the first page has its body", async () => {
    let served: () => void = () => undefined
    const firstPage = new Promise<void>((resolve) => (served = resolve))
    let started = false
    const waiting = afterFirstPage(firstPage, 60_000).then(() => (started = true))
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(started).toBe(false)
    served()
    await waiting
    expect(started).toBe(true)
  })

  it("resolves after the grace time when no page is opened", async () => {
    const never = new Promise<void>(() => undefined)
    const begun = Date.now()
    await afterFirstPage(never, 30)
    expect(Date.now() - begun).toBeGreaterThanOrEqual(25)
  })
})
