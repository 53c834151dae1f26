import React, { useEffect, useState } from "react"
import { graphql } from "gatsby"
import * as styles from "./TableOfContents.module.css"

export const query = graphql`
  fragment DocToc on Mdx {
    fields {
      toc {
        id
        depth
        html
      }
    }
  }
`

export interface TocEntry {
  id: string
  depth: number
  html: string
}

export function tocEntriesInRange(entries: readonly TocEntry[], min: number, max: number): TocEntry[] {
  return entries.filter((entry) => entry.depth >= min && entry.depth <= max)
}

/** The heading that was last scrolled past the top of the viewport (below the navbar). */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  useEffect(() => {
    if (ids.length === 0) return
    let frame = 0
    const update = () => {
      frame = 0
      const offset = 100
      let current: string | null = null
      for (const id of ids) {
        const element = document.getElementById(id)
        if (element && element.getBoundingClientRect().top <= offset) current = id
      }
      setActive(current ?? ids[0])
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [ids.join(" ")])
  return active
}

export function TableOfContents({ entries }: { entries: TocEntry[] }): JSX.Element | null {
  const active = useActiveHeading(entries.map((entry) => entry.id))
  if (entries.length === 0) return null
  const minDepth = Math.min(...entries.map((entry) => entry.depth))
  return (
    <nav className={styles.toc} aria-labelledby="toc-heading">
      <h2 id="toc-heading" className={styles.heading}>
        On this page
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} style={{ paddingLeft: `${(entry.depth - minDepth) * 0.85}rem` }}>
            <a
              href={`#${entry.id}`}
              className={`${styles.link} ${active === entry.id ? styles.active : ""}`}
              aria-current={active === entry.id ? "location" : undefined}
              dangerouslySetInnerHTML={{ __html: entry.html }}
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}
