import { useCallback, useEffect, useState } from "react"
import { createStorageSlot, listenStorage } from "./storage"

export type ColorMode = "light" | "dark"

export const COLOR_MODE_KEY = "theme"
const slot = createStorageSlot(COLOR_MODE_KEY)

const isColorMode = (value: unknown): value is ColorMode => value === "light" || value === "dark"

function applyToDocument(mode: ColorMode): void {
  document.documentElement.setAttribute("data-theme", mode)
  document.documentElement.style.colorScheme = mode
}

/** The mode the pre-paint script already applied (read from <html data-theme>). */
function currentDocumentMode(): ColorMode {
  if (typeof document === "undefined") return "light"
  const mode = document.documentElement.getAttribute("data-theme")
  return isColorMode(mode) ? mode : "light"
}

export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode) => void } {
  // Server render and first client render agree on "light"; the effect below reads the real value.
  const [colorMode, setState] = useState<ColorMode>("light")

  useEffect(() => {
    setState(currentDocumentMode())
    return listenStorage(COLOR_MODE_KEY, (value) => {
      if (!isColorMode(value)) return
      applyToDocument(value)
      setState(value)
    })
  }, [])

  const setColorMode = useCallback((mode: ColorMode) => {
    applyToDocument(mode)
    slot.set(mode)
    setState(mode)
  }, [])

  return { colorMode, setColorMode }
}
