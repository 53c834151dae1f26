/**
 * Tab-group choices: which tab a `groupId` shows. Kept in storage under
 * `docusaurus.tab.{groupId}`, shared by every group with that id on the page
 * (a tiny in-memory channel), across pages (storage) and across browser tabs
 * (storage events). `?{queryKey}=value` in the URL wins over storage.
 */
import { useCallback, useEffect, useLayoutEffect, useState } from "react"
import { createStorageSlot, listenStorage } from "./storage"

export const TAB_STORAGE_PREFIX = "docusaurus.tab."

export function tabStorageKey(groupId: string): string {
  return `${TAB_STORAGE_PREFIX}${groupId}`
}

type Listener = (value: string) => void
const channels = new Map<string, Set<Listener>>()

function subscribe(groupId: string, listener: Listener): () => void {
  let listeners = channels.get(groupId)
  if (!listeners) {
    listeners = new Set()
    channels.set(groupId, listeners)
  }
  listeners.add(listener)
  return () => listeners!.delete(listener)
}

function publish(groupId: string, value: string): void {
  for (const listener of channels.get(groupId) ?? []) listener(value)
}

// Layout effect on the client (applied before paint, so the stored tab never flashes); no-op warning-free on the server.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect

export interface UseTabsOptions {
  values: readonly string[]
  defaultValue: string
  groupId?: string
  /** `true` uses the groupId as the URL parameter name. */
  queryString?: boolean | string
}

export interface TabsState {
  selected: string
  select: (value: string) => void
  /** False until the client restored the stored choice (the pre-paint CSS applies until then). */
  restored: boolean
}

export function queryKeyOf(queryString: boolean | string | undefined, groupId: string | undefined): string | undefined {
  if (typeof queryString === "string" && queryString !== "") return queryString
  return queryString === true ? groupId : undefined
}

export function useTabs({ values, defaultValue, groupId, queryString }: UseTabsOptions): TabsState {
  const [selected, setSelected] = useState(defaultValue)
  const [restored, setRestored] = useState(false)
  const queryKey = queryKeyOf(queryString, groupId)
  const valuesKey = values.join("\0")

  useIsomorphicLayoutEffect(() => {
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null
    const fromStorage = groupId ? createStorageSlot(tabStorageKey(groupId)).get() : null
    const initial = [fromQuery, fromStorage].find((value): value is string => value !== null && values.includes(value))
    if (initial !== undefined) setSelected(initial)
    setRestored(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restore once per group identity
  }, [groupId, queryKey, valuesKey])

  useEffect(() => {
    if (!groupId) return undefined
    const accept = (value: string | null) => {
      if (value !== null && values.includes(value)) setSelected(value)
    }
    const offChannel = subscribe(groupId, accept)
    const offStorage = listenStorage(tabStorageKey(groupId), accept)
    return () => {
      offChannel()
      offStorage()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- values are compared through valuesKey
  }, [groupId, valuesKey])

  const select = useCallback(
    (value: string) => {
      setSelected(value)
      if (groupId) {
        createStorageSlot(tabStorageKey(groupId)).set(value)
        publish(groupId, value)
      }
      if (queryKey) {
        const url = new URL(window.location.href)
        url.searchParams.set(queryKey, value)
        window.history.replaceState(window.history.state, "", url.toString())
      }
    },
    [groupId, queryKey],
  )

  return { selected, select, restored }
}
