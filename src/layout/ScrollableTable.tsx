import React, { useEffect, useRef, useState } from "react"

/**
 * Wide tables scroll sideways inside their own box. A scrolling box must be
 * reachable by keyboard, so it becomes a focusable, labelled group (not a region: landmarks must be unique) — but only
 * when it actually overflows, to avoid needless tab stops.
 */
export function ScrollableTable(props: React.TableHTMLAttributes<HTMLTableElement>): JSX.Element {
  const wrapper = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = wrapper.current
    if (!element) return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div
      ref={wrapper}
      className="table-scroll"
      {...(overflows ? { tabIndex: 0, role: "group", "aria-label": "Scrollable table" } : {})}
    >
      <table {...props} />
    </div>
  )
}
