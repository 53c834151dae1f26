import React from "react"
import { siteData } from "../config/client"
import { useColorMode } from "../state/colorMode"
import { EARLY_ATTRIBUTE, EARLY_CONTROLS } from "../state/early/constants"
import * as styles from "./ColorModeToggle.module.css"

/** The light/dark switch; absent when site.config.ts sets `colorMode.disableSwitch`. */
export function ColorModeToggle(): JSX.Element | null {
  return siteData.colorMode.disableSwitch ? null : <Toggle />
}

function Toggle(): JSX.Element {
  const { colorMode, setColorMode } = useColorMode()
  const next = colorMode === "dark" ? "light" : "dark"
  return (
    <button
      type="button"
      className={styles.toggle}
      {...{ [EARLY_ATTRIBUTE]: EARLY_CONTROLS.colorMode }}
      onClick={() => setColorMode(next)}
      aria-label={`Switch between dark and light mode (currently ${colorMode} mode)`}
      title={`Switch between dark and light mode (currently ${colorMode} mode)`}
    >
      <svg className={styles.sun} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5a1 1 0 0 1 1 1v1.5a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Zm0 17.5a1 1 0 0 1 1 1V22a1 1 0 1 1-2 0v-1.5a1 1 0 0 1 1-1ZM3 11h1.5a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2Zm16.5 0H21a1 1 0 1 1 0 2h-1.5a1 1 0 1 1 0-2ZM5.6 4.2l1.1 1.1a1 1 0 0 1-1.4 1.4L4.2 5.6a1 1 0 0 1 1.4-1.4Zm12.1 12.1 1.1 1.1a1 1 0 0 1-1.4 1.4l-1.1-1.1a1 1 0 0 1 1.4-1.4ZM18.4 4.2a1 1 0 0 1 0 1.4l-1.1 1.1a1 1 0 1 1-1.4-1.4l1.1-1.1a1 1 0 0 1 1.4 0ZM6.7 17.7l-1.1 1.1a1 1 0 1 1-1.4-1.4l1.1-1.1a1 1 0 0 1 1.4 1.4Z"
        />
      </svg>
      <svg className={styles.moon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5Z" />
      </svg>
    </button>
  )
}
