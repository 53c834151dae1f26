import { useCallback, useEffect, useRef, useState } from "react"
import { SEARCH_READY_ATTRIBUTE } from "./early/constants"
import { earlySearchIsOpen } from "./early/handover"
import { searchShortcut } from "./searchKeys"

export { isEditingText } from "./searchKeys"

/**
 * Open state and keyboard shortcuts of the search modal: Ctrl/Cmd+K
 * toggles it, `/` opens it unless the reader is typing in a field, Escape closes
 * it. `onIntent` runs on every shortcut so the modal's code starts loading at once;
 * on close, focus returns to the element `returnFocus` points at.
 */
export function useSearchModal(onIntent: () => void) {
  const [isOpen, setIsOpen] = useState(false)
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined)
  const returnFocus = useRef<HTMLElement | null>(null)

  const open = useCallback(
    (query?: string) => {
      onIntent()
      setInitialQuery(query)
      setIsOpen(true)
    },
    [onIntent],
  )
  const close = useCallback(() => {
    setIsOpen(false)
    returnFocus.current?.focus()
  }, [])

  // The frame the early-controls script opened before hydration becomes the modal (which takes its typed text).
  useEffect(() => {
    if (earlySearchIsOpen()) open()
  }, [open])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = searchShortcut(event, isOpen)
      if (shortcut === "toggle") {
        event.preventDefault()
        if (isOpen) close()
        else open()
      } else if (shortcut === "open") {
        event.preventDefault()
        open()
      } else if (shortcut === "close") {
        close()
      }
    }
    window.addEventListener("keydown", onKeyDown)
    // From here on the shortcuts are ours, not the early-controls script's.
    document.documentElement.setAttribute(SEARCH_READY_ATTRIBUTE, "")
    return () => {
      window.removeEventListener("keydown", onKeyDown)
      document.documentElement.removeAttribute(SEARCH_READY_ATTRIBUTE)
    }
  }, [isOpen, open, close])

  return { isOpen, initialQuery, open, close, returnFocus }
}
