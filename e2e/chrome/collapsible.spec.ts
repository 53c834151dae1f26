import { test, expect, type Locator, type Page } from "@playwright/test"
import { DOC, blockAnalytics, gotoHydrated } from "./helpers"

/**
 * The open/close animation's duration is a declared style (src/state/collapse.ts: 150–500 ms,
 * growing with the height), read from the height transition the browser created for it, not
 * timed: the figures do not depend on how busy the machine is (docs/decisions.md).
 */

test.beforeEach(async ({ page }) => {
  await blockAnalytics(page)
  await page.setViewportSize({ width: 1280, height: 900 })
})

const category = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("button", { name, exact: true })

/** The height transition the browser runs on a list: its declared duration (ms) and its end points; null when it jumps. */
type HeightTransition = { duration: number; from: string; to: string } | null
type TransitionWindow = { __transition?: HeightTransition }

/**
 * Clicks (or presses Enter on) `control` and returns the height transition of the list it
 * controls, as the browser created it when the component changed the list's style, then waits
 * until the animation is over.
 */
async function toggleAndReadTransition(
  page: Page,
  control: Locator,
  use: () => Promise<void> = () => control.click(),
): Promise<HeightTransition> {
  const listId = (await control.getAttribute("aria-controls"))!
  await page.evaluate((id) => {
    const list = document.getElementById(id)!
    delete (window as unknown as TransitionWindow).__transition
    // The component sets the start height, the transition and the end height in one layout effect;
    // the observer runs once that is done, and getAnimations() then holds the transition it started.
    new MutationObserver((_, observer) => {
      observer.disconnect()
      const transition = list
        .getAnimations()
        .find((animation) => animation instanceof CSSTransition && animation.transitionProperty === "height")
      const keyframes = transition?.effect instanceof KeyframeEffect ? transition.effect.getKeyframes() : []
      ;(window as unknown as TransitionWindow).__transition = transition
        ? {
            duration: Number(transition.effect!.getTiming().duration),
            from: String(keyframes[0]?.height),
            to: String(keyframes[keyframes.length - 1]?.height),
          }
        : null
    }).observe(list, { attributes: true })
  }, listId)
  await use()
  await page.waitForFunction(() => (window as unknown as TransitionWindow).__transition !== undefined)
  await expect(page.locator(`[id='${listId}']`)).not.toHaveAttribute("data-animating")
  return (await page.evaluate(() => (window as unknown as TransitionWindow).__transition)) as HeightTransition
}

/** The transition, which must exist (the list animated). */
function animated(transition: HeightTransition): NonNullable<HeightTransition> {
  expect(transition, "a height transition on the list").not.toBeNull()
  return transition!
}

test("categories open and shut with an animation whose duration grows with the content height", async ({ page }) => {
  await gotoHydrated(page, DOC)
  const small = category(page, "Small category")
  const big = category(page, "Big category")
  await expect(small).toHaveAttribute("aria-expanded", "false")
  const smallOpen = animated(await toggleAndReadTransition(page, small))
  await expect(small).toHaveAttribute("aria-expanded", "true")
  await expect(
    page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "configureStore" }),
  ).toBeVisible()
  const bigOpen = animated(await toggleAndReadTransition(page, big))
  await expect(page.getByRole("link", { name: "External item 24" })).toBeAttached()
  expect(smallOpen.duration).toBeGreaterThanOrEqual(150)
  expect(bigOpen.duration).toBeGreaterThan(smallOpen.duration)
  expect(bigOpen.duration).toBeLessThanOrEqual(500)
  // The browser interpolates the height from closed to the list's full height.
  const bigHeight = await page
    .locator(`[id='${await big.getAttribute("aria-controls")}']`)
    .evaluate((list) => list.scrollHeight)
  expect(bigHeight).toBeGreaterThan(300)
  expect(bigOpen).toMatchObject({ from: "0px", to: `${bigHeight}px` })
  // Shutting it animates too, back to closed, and leaves the links hidden (not focusable).
  const bigClose = await toggleAndReadTransition(page, big)
  expect(bigClose).toEqual({ duration: bigOpen.duration, from: `${bigHeight}px`, to: "0px" })
  await expect(big).toHaveAttribute("aria-expanded", "false")
  await expect(page.getByRole("link", { name: "External item 1", exact: true })).toBeHidden()
})

test("with prefers-reduced-motion the categories open and shut instantly", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await gotoHydrated(page, DOC)
  const big = category(page, "Big category")
  expect(await toggleAndReadTransition(page, big)).toBeNull()
  await expect(page.getByRole("link", { name: "External item 24" })).toBeVisible()
  expect(await toggleAndReadTransition(page, big)).toBeNull()
  await expect(page.getByRole("link", { name: "External item 24" })).toBeHidden()
})

test("the navbar dropdown animates with the same rule", async ({ page }) => {
  await gotoHydrated(page, DOC)
  const button = page.getByRole("button", { name: "More" })
  const open = animated(
    await toggleAndReadTransition(page, button, async () => {
      await button.focus()
      await page.keyboard.press("Enter")
    }),
  )
  expect(open.duration).toBeGreaterThanOrEqual(150)
  expect(open.duration).toBeLessThanOrEqual(500)
  expect(open.from).toBe("0px")
})
