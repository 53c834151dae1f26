/**
 * The behaviour of what Markdown renders into, as plain DOM code over the
 * rendered HTML: the same code serves pages whose body React hydrates and
 * pages whose body ships as HTML only (docs/decisions.md, "Static doc bodies").
 *
 *   - tab groups (ARIA tabs, automatic activation): click, arrow keys, Home and
 *     End; `?key=value` and the stored choice restored; groups with one groupId
 *     in sync on the page, across pages and across browser tabs (state/tabs.ts);
 *   - code blocks: copy (announces "Copied") and the word-wrap toggle;
 *   - wide tables: a focusable, labelled group only while they overflow;
 *   - with `navigateLinks`: internal links navigate client-side.
 *
 * enhanceBody(root) marks the root `data-enhanced` and returns the cleanup.
 */
import { navigate } from "gatsby"
import { isInternalHref } from "../components/SmartLink"
import { listenTabChoices, storeTab, storedTab } from "../state/tabs"
import { COPIED_ICON, COPY_ICON } from "./CodeBlock"

const COPIED_FOR_MS = 2000

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

function tabsOf(group: HTMLElement): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(":scope > [role=tablist] > [role=tab]")]
}

/** Shows `value` in one group; false when the group has no such tab. */
function showTab(group: HTMLElement, value: string): boolean {
  const tabs = tabsOf(group)
  if (!tabs.some((tab) => tab.dataset.value === value)) return false
  for (const tab of tabs) {
    const selected = tab.dataset.value === value
    tab.setAttribute("aria-selected", String(selected))
    tab.tabIndex = selected ? 0 : -1
  }
  for (const panel of group.querySelectorAll<HTMLElement>(":scope > [role=tabpanel]")) {
    panel.hidden = panel.dataset.value !== value
  }
  return true
}

function selectTab(group: HTMLElement, value: string): void {
  if (!showTab(group, value)) return
  const { groupId, queryKey } = group.dataset
  if (groupId) storeTab(groupId, value)
  if (queryKey) {
    const url = new URL(window.location.href)
    url.searchParams.set(queryKey, value)
    window.history.replaceState(window.history.state, "", url.toString())
  }
}

/** The URL's choice wins over the stored one; either only if the group has that tab. */
function restoreTabs(group: HTMLElement): void {
  const { groupId, queryKey } = group.dataset
  const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null
  for (const value of [fromQuery, groupId ? storedTab(groupId) : null]) {
    if (value !== null && showTab(group, value)) break
  }
  // From here on the group obeys its own attributes, not the pre-paint style.
  group.setAttribute("data-tabs-restored", "")
}

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    return
  } catch {
    // Fall back for insecure origins and older browsers.
  }
  const area = document.createElement("textarea")
  area.value = text
  area.setAttribute("readonly", "")
  area.style.position = "fixed"
  area.style.opacity = "0"
  document.body.appendChild(area)
  area.select()
  document.execCommand("copy")
  area.remove()
}

const copiedTimers = new WeakMap<HTMLElement, number>()

function showCopied(button: HTMLElement, status: Element | null, copied: boolean): void {
  button.setAttribute("aria-label", copied ? "Copied" : "Copy code to clipboard")
  button.title = copied ? "Copied" : "Copy"
  button.toggleAttribute("data-copied", copied)
  button.querySelector("path")?.setAttribute("d", copied ? COPIED_ICON : COPY_ICON)
  if (status) status.textContent = copied ? "Copied" : ""
}

async function codeAction(button: HTMLElement): Promise<void> {
  const block = button.closest<HTMLElement>("[data-language]")
  const pre = block?.querySelector("pre")
  if (!block || !pre) return
  if (button.dataset.codeAction === "wrap") {
    const wrap = !pre.hasAttribute("data-wrap")
    pre.toggleAttribute("data-wrap", wrap)
    button.setAttribute("aria-pressed", String(wrap))
    return
  }
  // The DOM holds exactly the shown code: magic comments were removed at build time.
  await writeClipboard(pre.querySelector("code")?.textContent ?? "")
  const status = block.querySelector("[role=status]")
  showCopied(button, status, true)
  window.clearTimeout(copiedTimers.get(button))
  copiedTimers.set(
    button,
    window.setTimeout(() => showCopied(button, status, false), COPIED_FOR_MS),
  )
}

function measureTable(wrapper: Element): void {
  const overflows = wrapper.scrollWidth > wrapper.clientWidth + 1
  if (overflows) {
    wrapper.setAttribute("tabindex", "0")
    wrapper.setAttribute("role", "group")
    wrapper.setAttribute("aria-label", "Scrollable table")
  } else {
    for (const name of ["tabindex", "role", "aria-label"]) wrapper.removeAttribute(name)
  }
}

/** A plain left click on an internal link: navigate client-side, as <Link> would. */
function linkToFollow(event: MouseEvent, root: HTMLElement): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null
  const link = (event.target as Element).closest("a[href]")
  if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return null
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null
  return isInternalHref(link.getAttribute("href") ?? "") ? link : null
}

export function enhanceBody(root: HTMLElement, { navigateLinks }: { navigateLinks: boolean }): () => void {
  const groups = [...root.querySelectorAll<HTMLElement>("[data-tabs]")]
  groups.forEach(restoreTabs)
  const offChoices = listenTabChoices(
    groups.flatMap((group) => (group.dataset.groupId ? [group.dataset.groupId] : [])),
    ({ groupId, value }) => {
      for (const group of groups) if (group.dataset.groupId === groupId) showTab(group, value)
    },
  )

  const tables = root.querySelectorAll(".table-scroll")
  const observer = typeof ResizeObserver === "function" ? new ResizeObserver((entries) => entries.forEach((entry) => measureTable(entry.target))) : null
  tables.forEach((table) => {
    measureTable(table)
    observer?.observe(table)
  })

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element
    const tab = target.closest<HTMLElement>("[role=tab]")
    const group = tab?.closest<HTMLElement>("[data-tabs]")
    if (tab && group && root.contains(group)) {
      selectTab(group, tab.dataset.value ?? "")
      return
    }
    const button = target.closest<HTMLElement>("[data-code-action]")
    if (button && root.contains(button)) {
      void codeAction(button)
      return
    }
    const link = navigateLinks ? linkToFollow(event, root) : null
    if (link) {
      event.preventDefault()
      void navigate(link.pathname + link.search + link.hash)
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>("[role=tab]")
    const group = tab?.closest<HTMLElement>("[data-tabs]")
    const move = MOVES[event.key]
    if (!tab || !group || !move || !root.contains(group)) return
    event.preventDefault()
    const tabs = tabsOf(group)
    const next = tabs[move(tabs.indexOf(tab), tabs.length)]
    if (!next) return
    selectTab(group, next.dataset.value ?? "")
    next.focus()
  }

  root.addEventListener("click", onClick)
  root.addEventListener("keydown", onKeyDown)
  // Tests (and anyone curious) can tell when the body responds.
  root.setAttribute("data-enhanced", "")
  return () => {
    root.removeAttribute("data-enhanced")
    root.removeEventListener("click", onClick)
    root.removeEventListener("keydown", onKeyDown)
    observer?.disconnect()
    offChoices()
  }
}
