import React, { useEffect, useLayoutEffect, useRef } from "react"
import { collapseDuration, prefersReducedMotion } from "../state/collapse"

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect

type Props = {
  open: boolean
  as?: "ul" | "div"
  id?: string
  className?: string
  children: React.ReactNode
}

/**
 * Content that animates its height open and shut (duration from its height, see
 * src/state/collapse.ts; instant with prefers-reduced-motion). Closed content is
 * `hidden`, so it is neither visible nor focusable; the server render matches.
 */
export function Collapsible({ open, as: Tag = "div", id, className, children }: Props): JSX.Element {
  const ref = useRef<HTMLElement>(null)
  const first = useRef(true)

  useIsomorphicLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    if (first.current) {
      first.current = false
      return
    }
    const finish = () => {
      element.style.removeProperty("height")
      element.style.removeProperty("overflow")
      element.style.removeProperty("transition")
      element.removeAttribute("data-animating")
      element.hidden = !open
    }
    element.hidden = false
    const height = element.scrollHeight
    if (prefersReducedMotion() || height === 0) {
      finish()
      return
    }
    const duration = collapseDuration(height)
    element.setAttribute("data-animating", String(duration))
    // `clip`, not `hidden`: a clipped box is not a scroll container, so focusing a link inside
    // it mid-animation (a mousedown does) cannot scroll its content under the pointer and
    // move the click's target to its neighbour.
    element.style.overflow = "clip"
    element.style.height = open ? "0px" : `${height}px`
    // Force the start height to apply before the transition begins.
    void element.offsetHeight
    element.style.transition = `height ${duration}ms ease-in-out`
    element.style.height = open ? `${height}px` : "0px"
    const timer = window.setTimeout(finish, duration + 50)
    const onEnd = (event: TransitionEvent) => {
      if (event.target !== element) return
      window.clearTimeout(timer)
      finish()
    }
    element.addEventListener("transitionend", onEnd)
    return () => {
      window.clearTimeout(timer)
      element.removeEventListener("transitionend", onEnd)
    }
  }, [open])

  return React.createElement(Tag, { ref, id, className, hidden: !open }, children)
}
