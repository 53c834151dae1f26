import { useCallback, useEffect, useState } from "react"
import type { AnnouncementBarConfig } from "../shared/client-config"
import { createStorageSlot } from "./storage"
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from "./prepaint"

export const ANNOUNCEMENT_DISMISS_KEY = "docusaurus.announcement.dismiss"
export const ANNOUNCEMENT_ID_KEY = "docusaurus.announcement.id"
const dismissSlot = createStorageSlot(ANNOUNCEMENT_DISMISS_KEY)
const idSlot = createStorageSlot(ANNOUNCEMENT_ID_KEY)

/** The pre-paint script's verdict (src/state/prepaint.ts), so hydration never flashes the bar. */
function dismissedBeforePaint(): boolean {
  return document.documentElement.getAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE) === "true"
}

/**
 * Visibility of the announcement bar. A dismissal is stored with the id it was
 * made for; a new announcement id resets it.
 */
export function useAnnouncementBar(bar: AnnouncementBarConfig | null): { isActive: boolean; close: () => void } {
  // The first render matches the server's (bar shown); the pre-paint script's
  // attribute already hides a dismissed bar, so reading it after hydration does not flash.
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    setDismissed(dismissedBeforePaint())
    if (!bar) return
    if (idSlot.get() !== bar.id) {
      idSlot.set(bar.id)
      dismissSlot.set("false")
    }
  }, [bar])

  const close = useCallback(() => {
    if (bar) idSlot.set(bar.id)
    dismissSlot.set("true")
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, "true")
    setDismissed(true)
  }, [bar])

  return { isActive: bar !== null && !(bar.isCloseable && dismissed), close }
}
