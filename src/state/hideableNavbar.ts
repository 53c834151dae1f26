import { useEffect, useRef, useState } from "react"

/**
 * Navbar visibility while scrolling: hidden when the reader scrolls down, shown
 * when they scroll up, come near the top, move focus into it, or land on a new
 * route without a hash (a hash scrolls to an anchor and keeps the view clear).
 */
export function useHideableNavbar(
  enabled: boolean,
  location: { pathname: string; hash: string },
): { isVisible: boolean; navbarRef: React.RefObject<HTMLElement> } {
  const [isVisible, setVisible] = useState(true)
  const navbarRef = useRef<HTMLElement>(null)
  const lastY = useRef(0)

  useEffect(() => {
    if (!enabled) return
    lastY.current = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      const height = navbarRef.current?.offsetHeight ?? 60
      if (y < height) setVisible(true)
      else if (y > lastY.current + 2) setVisible(false)
      else if (y < lastY.current - 2) setVisible(true)
      lastY.current = y
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    const onFocusIn = () => setVisible(true)
    window.addEventListener("scroll", onScroll, { passive: true })
    const navbar = navbarRef.current
    navbar?.addEventListener("focusin", onFocusIn)
    return () => {
      window.removeEventListener("scroll", onScroll)
      navbar?.removeEventListener("focusin", onFocusIn)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [enabled])

  useEffect(() => {
    if (!enabled || location.hash) return
    setVisible(true)
    lastY.current = window.scrollY
  }, [enabled, location.pathname, location.hash])

  return { isVisible: !enabled || isVisible, navbarRef }
}
