/**
 * The early-controls script: inlined in <head> (gatsby-ssr.tsx), it makes the chrome and
 * body controls answer at once, before the bundles have run or React has hydrated. One
 * click and one keydown listener on the document (event delegation) act for a control
 * only while nothing else does: a React control once React owns its element (the element
 * carries React's fiber key; between hydrateRoot and the hydration commit React itself
 * hydrates on a click, before this bubble-phase listener sees it), a body widget once its
 * custom element is ready (`data-ready`), the search shortcuts once React listens for
 * them. What it does is left in the DOM and storage, where React and the elements read it
 * when they take over (src/state/early/handover.ts), so nothing is lost or applied twice.
 *
 * It does what the widgets do by calling their own functions (select-tab.ts,
 * code-actions.ts, handover.ts, searchKeys.ts): src/node/early-script.ts bundles this
 * module with them at build time (esbuild, minified) and gatsby-ssr.tsx inlines the result
 * (inline.ts). So it must not import React, a stylesheet or a custom element class.
 */
import { CODE_BLOCK_TAG, COPIED_FOR_MS } from "../../mdx/code-block/code-block-markup"
import { codeText, showCopied, toggleWrap, writeClipboard } from "../../mdx/code-block/code-actions"
import { TABS_TAG, TAB_ATTRIBUTES } from "../../mdx/tabs/tabs-attributes"
import { selectTab } from "../../mdx/tabs/select-tab"
import { READY_ATTRIBUTE } from "../../mdx/ready-attribute"
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from "../../state/prepaint"
import { createStorageSlot } from "../../state/storage"
import { searchShortcut } from "../../state/searchKeys"
import { EARLY_ATTRIBUTE, EARLY_CONTROLS, SEARCH_READY_ATTRIBUTE } from "../../state/early/constants"
import {
  closeEarlySearch,
  earlyMenuIsOpen,
  earlySearchFrame,
  earlySearchIsOpen,
  openEarlySearch,
  setEarlyMenu,
} from "../../state/early/handover"

/** The site's settings, given by gatsby-ssr.tsx as the script's one JSON argument. */
export interface EarlyScriptSettings {
  colorModeKey: string
  announcement: { idKey: string; dismissKey: string; id: string } | null
}

function reactOwns(element: Element): boolean {
  for (const key in element) if (key.startsWith("__reactFiber$")) return true
  return false
}

function toggleColorMode(key: string): void {
  const root = document.documentElement
  const mode = root.getAttribute("data-theme") === "dark" ? "light" : "dark"
  root.setAttribute("data-theme", mode)
  root.style.colorScheme = mode
  createStorageSlot(key).set(mode)
}

function toggleCategory(button: HTMLElement): void {
  const open = button.getAttribute("aria-expanded") !== "true"
  button.setAttribute("aria-expanded", String(open))
  const list = document.getElementById(button.getAttribute("aria-controls") ?? "")
  if (list) list.hidden = !open
}

function closeAnnouncement(bar: EarlyScriptSettings["announcement"]): void {
  if (!bar) return
  document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, "true")
  createStorageSlot(bar.idKey).set(bar.id)
  createStorageSlot(bar.dismissKey).set("true")
}

/** A tab or code action clicked in a body widget whose element is not ready yet. */
function widgetAction(host: Element, widget: HTMLElement): void {
  if (widget.getAttribute("role") === "tab") {
    selectTab(host, widget)
    // The group now shows its own attributes, not the pre-paint style of the stored choice.
    host.setAttribute(TAB_ATTRIBUTES.restored, "")
  } else if (widget.getAttribute("data-code-action") === "wrap") {
    toggleWrap(host, widget)
  } else {
    // "Copied" shows at once, without waiting for the clipboard.
    void writeClipboard(codeText(host))
    showCopied(host, widget, true)
    setTimeout(() => showCopied(host, widget, false), COPIED_FOR_MS)
  }
}

export function earlyControls(settings: EarlyScriptSettings): void {
  const root = document.documentElement

  document.addEventListener("click", (event) => {
    const target = event.target
    if (event.defaultPrevented || !(target instanceof Element)) return
    if (target === earlySearchFrame()) return closeEarlySearch()
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return

    const widget = target.closest<HTMLElement>("[role=tab], [data-code-action]")
    const host = widget?.closest(`${TABS_TAG}, ${CODE_BLOCK_TAG}`)
    if (widget && host && !host.hasAttribute(READY_ATTRIBUTE)) return widgetAction(host, widget)

    const owner = target.closest<HTMLElement>(`[${EARLY_ATTRIBUTE}]`)
    if (!owner || reactOwns(owner)) return
    const name = owner.getAttribute(EARLY_ATTRIBUTE)
    if (name === EARLY_CONTROLS.colorMode) toggleColorMode(settings.colorModeKey)
    else if (name === EARLY_CONTROLS.menu) setEarlyMenu(!earlyMenuIsOpen())
    else if (name === EARLY_CONTROLS.menuClose) setEarlyMenu(false)
    else if (name === EARLY_CONTROLS.search) openEarlySearch()
    else if (name === EARLY_CONTROLS.category) toggleCategory(owner)
    else if (name === EARLY_CONTROLS.announcementClose) closeAnnouncement(settings.announcement)
    else return
    event.preventDefault()
  })

  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && earlyMenuIsOpen()) return setEarlyMenu(false)
    if (root.hasAttribute(SEARCH_READY_ATTRIBUTE)) return
    const open = earlySearchIsOpen()
    const shortcut = searchShortcut(event, open)
    if (shortcut === null) return
    if (shortcut === "close" || (shortcut === "toggle" && open)) closeEarlySearch()
    else openEarlySearch()
    event.preventDefault()
  })
}
