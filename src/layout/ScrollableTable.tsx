import React from "react"

/**
 * Wide tables scroll sideways inside their own box. A scrolling box must be
 * reachable by keyboard, so src/mdx/enhance.ts makes it a focusable, labelled
 * group (not a region: landmarks must be unique), but only while it actually
 * overflows, to avoid needless tab stops.
 */
export function ScrollableTable(props: React.TableHTMLAttributes<HTMLTableElement>): JSX.Element {
  return (
    <div className="table-scroll">
      <table {...props} />
    </div>
  )
}
