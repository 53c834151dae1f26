import { useCallback, useEffect, useRef, useState } from "react"
import { takeEarlyMenu } from "./early/handover"

/** Widths at or below this show the mobile menu instead of the navbar links and sidebar (996 px, as the current docs site). */
export const MOBILE_BREAKPOINT = 996

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  )
}

/**
 * The mobile menu's state and behaviour: locks page scroll while open, closes on
 * navigation (including the back button), Escape, and growing past the mobile
 * breakpoint; traps focus in the panel and gives it back to the toggle.
 */
export function useMobileMenu(pathname: string) {
  const [isOpen, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const restoreFocus = useRef(false)

  const open = useCallback(() => setOpen(true), [])
  const close = useCallback((returnFocus = true) => {
    restoreFocus.current = returnFocus
    setOpen(false)
  }, [])

  // Any route change (a link in the panel, back/forward) closes the panel.
  useEffect(() => {
    setOpen(false)
  }, [pathname])

  // Opened before hydration (the early-controls script showed the static menu): this panel takes its
  // place. After the route effect above, which would otherwise close it again in the same commit.
  useEffect(() => {
    if (takeEarlyMenu()) setOpen(true)
  }, [])

  useEffect(() => {
    if (!isOpen) {
      if (restoreFocus.current) toggleRef.current?.focus()
      restoreFocus.current = false
      return
    }
    const { body } = document
    const previousOverflow = body.style.overflow
    body.style.overflow = "hidden"
    const panel = panelRef.current
    if (panel) focusables(panel)[0]?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault()
        close()
        return
      }
      if (event.key !== "Tab" || !panel) return
      const items = focusables(panel)
      if (items.length === 0) return
      const first = items[0]
      const last = items[items.length - 1]
      const active = document.activeElement as HTMLElement | null
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      if (panel && !panel.contains(event.target as Node)) focusables(panel)[0]?.focus()
    }
    const onResize = () => {
      if (window.innerWidth > MOBILE_BREAKPOINT) close(false)
    }
    const onPopState = () => close(false)
    document.addEventListener("keydown", onKeyDown)
    document.addEventListener("focusin", onFocusIn)
    window.addEventListener("resize", onResize)
    window.addEventListener("popstate", onPopState)
    return () => {
      body.style.overflow = previousOverflow
      document.removeEventListener("keydown", onKeyDown)
      document.removeEventListener("focusin", onFocusIn)
      window.removeEventListener("resize", onResize)
      window.removeEventListener("popstate", onPopState)
    }
  }, [isOpen, close])

  return { isOpen, open, close, toggleRef, panelRef }
}
