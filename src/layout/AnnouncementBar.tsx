import React from "react"
import { siteData } from "../config/client"
import { useAnnouncementBar } from "../state/announcement"
import { EARLY_ATTRIBUTE, EARLY_CONTROLS } from "../state/early/constants"
import * as styles from "./AnnouncementBar.module.css"

/** The optional bar above the navbar (site.config.ts `announcementBar`). */
export function AnnouncementBar(): JSX.Element | null {
  const bar = siteData.announcementBar
  const { isActive, close } = useAnnouncementBar(bar)
  if (!bar || !isActive) return null
  return (
    <div
      className={styles.bar}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
      role="region"
      aria-label="Announcement"
      data-announcement-bar=""
    >
      {/* Authored in site.config.ts, never user input. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className={styles.close}
          aria-label="Close"
          onClick={close}
          {...{ [EARLY_ATTRIBUTE]: EARLY_CONTROLS.announcementClose }}
        >
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M2 2l11 11M13 2L2 13" />
          </svg>
        </button>
      )}
    </div>
  )
}
