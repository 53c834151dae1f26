import React from "react"
import { withPrefix } from "gatsby"
import { twinPath } from "../shared/twin-path"
import * as styles from "./CopyPage.module.css"

/**
 * "Copy page" split button beside a doc's title: copies the page as Markdown, and a menu
 * with "View as Markdown" (the twin, `{route}.md`). Plain markup: its behaviour is the
 * <docs-copy-page> element (src/mdx/copy-page-element.ts), defined before hydration, so it costs
 * no React code and works as soon as the page is painted. The status text is set by the
 * element: React renders it as inner HTML so a message written before hydration is no mismatch.
 */
export function CopyPage({ route }: { route: string }): JSX.Element {
  const href = withPrefix(twinPath(route))
  return (
    <docs-copy-page class={styles.copyPage} data-pagefind-ignore="all" suppressHydrationWarning>
      <button type="button" className={styles.copy} data-copy-page={href}>
        Copy page
      </button>
      <details className={styles.menu}>
        <summary className={styles.toggle} aria-label="Markdown options" />
        <ul className={styles.items}>
          <li>
            <a href={href} type="text/markdown">
              View as Markdown
            </a>
          </li>
        </ul>
      </details>
      <span role="status" aria-live="polite" className="visually-hidden" dangerouslySetInnerHTML={{ __html: "" }} />
    </docs-copy-page>
  )
}
