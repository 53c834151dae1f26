/**
 * Tab-group choices: which tab a `groupId` shows. Kept in storage under
 * `docusaurus.tab.{groupId}`, shared by every group with that id on the page
 * (a window event), across pages (storage) and across browser tabs (storage
 * events). `?{queryKey}=value` in the URL wins over storage (tabs-element.ts).
 */
import { createStorageSlot, listenStorage } from "../../state/storage"
import { TAB_STORAGE_PREFIX } from "./tabs-attributes"

function tabStorageKey(groupId: string): string {
  return `${TAB_STORAGE_PREFIX}${groupId}`
}

/** The stored choice of a group, or null (also when storage is blocked). */
export function storedTab(groupId: string): string | null {
  return createStorageSlot(tabStorageKey(groupId)).get()
}

interface TabChoice {
  groupId: string
  value: string
}

const TAB_CHOICE_EVENT = "docs:tab-choice"

/** Remembers a group's choice and tells every group with that id on this page. */
export function storeTab(groupId: string, value: string): void {
  createStorageSlot(tabStorageKey(groupId)).set(value)
  window.dispatchEvent(new CustomEvent<TabChoice>(TAB_CHOICE_EVENT, { detail: { groupId, value } }))
}

/** Choices for `groupId` made on this page (storeTab) and in other browser tabs (storage events). */
export function listenTabChoices(groupId: string, listener: (value: string) => void): () => void {
  const onEvent = (event: Event) => {
    const choice = (event as CustomEvent<TabChoice>).detail
    if (choice.groupId === groupId) listener(choice.value)
  }
  window.addEventListener(TAB_CHOICE_EVENT, onEvent)
  const offStorage = listenStorage(tabStorageKey(groupId), (value) => {
    if (value !== null) listener(value)
  })
  return () => {
    window.removeEventListener(TAB_CHOICE_EVENT, onEvent)
    offStorage()
  }
}
