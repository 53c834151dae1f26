/**
 * The early-controls script: inlined in <head> (gatsby-ssr.tsx), it makes the chrome and
 * body controls answer at once, before the bundles have run or React has hydrated. One
 * click and one keydown listener on the document (event delegation) act for a control
 * only while nothing else does: a React control once React owns its element (the element
 * carries React's fiber key; between hydrateRoot and the hydration commit React itself
 * hydrates on a click, before this bubble-phase listener sees it), a body widget once its
 * custom element is ready (`data-ready`), the search shortcuts once React listens for
 * them. What it does is left in the DOM and storage, where React and the elements read it
 * when they take over (handover.ts), so nothing is lost or applied twice.
 *
 * `earlyControls` is inlined as source text: it must stay self-contained (no imports,
 * no helpers, its settings come as one JSON argument) and plain enough for any browser.
 */
import { CODE_BLOCK_TAG, COPIED_FOR_MS, COPIED_ICON, COPY_ICON } from "../../mdx/code-block/code-block-markup"
import { TABS_TAG, TAB_ATTRIBUTES, TAB_STORAGE_PREFIX } from "../../mdx/tabs/tabs-attributes"
import { READY_ATTRIBUTE } from "../../mdx/ready-attribute"
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from "../prepaint"
import { MAX_QUERY_LENGTH } from "../../search/queryLimit"
import {
  EARLY_ATTRIBUTE,
  EARLY_CONTROLS,
  EARLY_MENU_ATTRIBUTE,
  EARLY_SEARCH_ID,
  EARLY_SEARCH_INPUT_ID,
  SEARCH_READY_ATTRIBUTE,
} from "./constants"

export interface EarlyOptions {
  early: string
  controls: typeof EARLY_CONTROLS
  ready: string
  codeTag: string
  menuAttribute: string
  searchReadyAttribute: string
  searchId: string
  searchInputId: string
  searchMaxLength: number
  colorModeKey: string
  announcement: { attribute: string; idKey: string; dismissKey: string; id: string } | null
  tabs: { tag: string; value: string; groupId: string; queryKey: string; restored: string; storagePrefix: string }
  copy: { copyIcon: string; copiedIcon: string; copiedForMs: number }
}

export function earlyControls(o: EarlyOptions): void {
  var d = document
  var root = d.documentElement
  function store(key: string, value: string) {
    try {
      localStorage.setItem(key, value)
    } catch (e) {
      // Blocked storage: the choice holds for this page only.
    }
  }
  function reactOwns(element: Element): boolean {
    for (var key in element) if (key.indexOf("__reactFiber$") === 0) return true
    return false
  }
  function control(name: string): HTMLElement | null {
    return d.querySelector<HTMLElement>("[" + o.early + '="' + name + '"]')
  }

  function toggleColorMode() {
    var mode = root.getAttribute("data-theme") === "dark" ? "light" : "dark"
    root.setAttribute("data-theme", mode)
    root.style.colorScheme = mode
    store(o.colorModeKey, mode)
  }

  function setMenu(open: boolean) {
    var toggle = control(o.controls.menu)
    if (open) root.setAttribute(o.menuAttribute, "")
    else root.removeAttribute(o.menuAttribute)
    if (toggle) toggle.setAttribute("aria-expanded", String(open))
    var next = open ? control(o.controls.menuClose) : toggle
    if (next) next.focus()
  }

  function searchFrame(): HTMLElement | null {
    return d.getElementById(o.searchId)
  }
  function setSearch(open: boolean) {
    var frame = searchFrame()
    if (!open) {
      if (frame) frame.remove()
      var button = control(o.controls.search)
      if (button) button.focus()
      return
    }
    if (frame) return
    frame = d.createElement("div")
    frame.id = o.searchId
    frame.setAttribute("role", "dialog")
    frame.setAttribute("aria-modal", "true")
    frame.setAttribute("aria-label", "Search docs")
    var box = d.createElement("div")
    var input = d.createElement("input")
    input.id = o.searchInputId
    input.type = "search"
    input.placeholder = "Search docs"
    input.setAttribute("aria-label", "Search docs")
    input.setAttribute("autocomplete", "off")
    input.maxLength = o.searchMaxLength
    box.appendChild(input)
    frame.appendChild(box)
    d.body.appendChild(frame)
    input.focus()
  }

  function toggleCategory(button: HTMLElement) {
    var open = button.getAttribute("aria-expanded") !== "true"
    button.setAttribute("aria-expanded", String(open))
    var list = d.getElementById(button.getAttribute("aria-controls") || "")
    if (list) list.hidden = !open
  }

  function closeAnnouncement() {
    var bar = o.announcement
    if (!bar) return
    root.setAttribute(bar.attribute, "true")
    store(bar.idKey, bar.id)
    store(bar.dismissKey, "true")
  }

  function selectTab(group: Element, tab: Element) {
    var value = tab.getAttribute(o.tabs.value) || ""
    var children = group.children
    for (var i = 0; i < children.length; i++) {
      var child = children[i] as HTMLElement
      if (child.getAttribute("role") === "tabpanel") child.hidden = child.getAttribute(o.tabs.value) !== value
      if (child.getAttribute("role") !== "tablist") continue
      var tabs = child.children
      for (var j = 0; j < tabs.length; j++) {
        var selected = tabs[j].getAttribute(o.tabs.value) === value
        tabs[j].setAttribute("aria-selected", String(selected))
        ;(tabs[j] as HTMLElement).tabIndex = selected ? 0 : -1
      }
    }
    // The group now shows its own attributes, not the pre-paint style of the stored choice.
    group.setAttribute(o.tabs.restored, "")
    var groupId = group.getAttribute(o.tabs.groupId)
    var queryKey = group.getAttribute(o.tabs.queryKey)
    if (groupId) store(o.tabs.storagePrefix + groupId, value)
    if (queryKey) {
      var url = new URL(location.href)
      url.searchParams.set(queryKey, value)
      history.replaceState(history.state, "", url.toString())
    }
  }

  function codeAction(block: Element, button: HTMLElement) {
    var pre = block.querySelector("pre")
    if (button.getAttribute("data-code-action") === "wrap") {
      if (!pre) return
      var wrap = !pre.hasAttribute("data-wrap")
      pre.toggleAttribute("data-wrap", wrap)
      button.setAttribute("aria-pressed", String(wrap))
      return
    }
    var code = block.querySelector("pre code")
    var text = code ? code.textContent || "" : ""
    var fallback = function () {
      var area = d.createElement("textarea")
      area.value = text
      area.style.position = "fixed"
      area.style.opacity = "0"
      d.body.appendChild(area)
      area.select()
      d.execCommand("copy")
      area.remove()
    }
    if (navigator.clipboard) navigator.clipboard.writeText(text).catch(fallback)
    else fallback()
    var show = function (copied: boolean) {
      button.setAttribute("aria-label", copied ? "Copied" : "Copy code to clipboard")
      button.title = copied ? "Copied" : "Copy"
      button.toggleAttribute("data-copied", copied)
      var path = button.querySelector("path")
      if (path) path.setAttribute("d", copied ? o.copy.copiedIcon : o.copy.copyIcon)
      var status = block.querySelector("[role=status]")
      if (status) status.textContent = copied ? "Copied" : ""
    }
    show(true)
    setTimeout(function () {
      show(false)
    }, o.copy.copiedForMs)
  }

  d.addEventListener("click", function (event) {
    var target = event.target
    if (event.defaultPrevented || !(target instanceof Element)) return
    var frame = searchFrame()
    if (frame && target === frame) return setSearch(false)
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return

    var widget = target.closest("[role=tab], [data-code-action]")
    var host = widget && widget.closest(o.tabs.tag + ", " + o.codeTag)
    if (widget && host && !host.hasAttribute(o.ready)) {
      if (widget.getAttribute("role") === "tab") selectTab(host, widget)
      else codeAction(host, widget as HTMLElement)
      return
    }

    var owner = target.closest<HTMLElement>("[" + o.early + "]")
    if (!owner || reactOwns(owner)) return
    var name = owner.getAttribute(o.early)
    if (name === o.controls.colorMode) toggleColorMode()
    else if (name === o.controls.menu) setMenu(!root.hasAttribute(o.menuAttribute))
    else if (name === o.controls.menuClose) setMenu(false)
    else if (name === o.controls.search) setSearch(true)
    else if (name === o.controls.category) toggleCategory(owner)
    else if (name === o.controls.announcementClose) closeAnnouncement()
    else return
    event.preventDefault()
  })

  d.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && root.hasAttribute(o.menuAttribute)) return setMenu(false)
    if (root.hasAttribute(o.searchReadyAttribute)) return
    var target = event.target as HTMLElement | null
    var typing =
      target !== null &&
      (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) &&
      !/^(button|checkbox|radio|range|color|file|image|reset|submit)$/.test((target as HTMLInputElement).type || "")
    var open = searchFrame() !== null
    if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) setSearch(!open)
    else if (event.key === "/" && !open && !event.metaKey && !event.ctrlKey && !event.altKey && !typing) setSearch(true)
    else if (event.key === "Escape" && open) setSearch(false)
    else return
    event.preventDefault()
  })
}

export interface EarlyScriptSettings {
  colorModeKey: string
  announcement: { idKey: string; dismissKey: string; id: string } | null
}

/** The script's settings for this site, from the names the markup and the elements use. */
export function earlyControlsOptions(settings: EarlyScriptSettings): EarlyOptions {
  return {
    early: EARLY_ATTRIBUTE,
    controls: EARLY_CONTROLS,
    ready: READY_ATTRIBUTE,
    codeTag: CODE_BLOCK_TAG,
    menuAttribute: EARLY_MENU_ATTRIBUTE,
    searchReadyAttribute: SEARCH_READY_ATTRIBUTE,
    searchId: EARLY_SEARCH_ID,
    searchInputId: EARLY_SEARCH_INPUT_ID,
    searchMaxLength: MAX_QUERY_LENGTH,
    colorModeKey: settings.colorModeKey,
    announcement: settings.announcement && { attribute: ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ...settings.announcement },
    tabs: { tag: TABS_TAG, ...TAB_ATTRIBUTES, storagePrefix: TAB_STORAGE_PREFIX },
    copy: { copyIcon: COPY_ICON, copiedIcon: COPIED_ICON, copiedForMs: COPIED_FOR_MS },
  }
}

/** The inline script's source text for this site's settings; comment lines and indentation dropped (it is in every page). */
export function earlyControlsScript(settings: EarlyScriptSettings): string {
  const source = earlyControls.toString().replace(/^\s*\/\/.*$/gm, "").replace(/\n\s*/g, "\n")
  return `(${source})(${JSON.stringify(earlyControlsOptions(settings))})`
}
