/**
 * The one module that touches `localStorage`. When storage is unavailable
 * (private mode, blocked by policy, quota) it warns once and then silently
 * ignores every operation, so the site keeps working for the session.
 */

export interface StorageSlot {
  get(): string | null
  set(value: string): void
  del(): void
}

interface StorageState {
  warned: boolean
  unavailable: boolean
}

const STATE = Symbol.for("docs.storage-state")

/** One state per page, shared by every copy of this module (the early-controls script bundles its own): one warning, whichever meets the failure first. */
function state(): StorageState {
  const holder = globalThis as unknown as Record<symbol, StorageState | undefined>
  return (holder[STATE] ??= { warned: false, unavailable: false })
}

function warnOnce(error: unknown): void {
  const shared = state()
  shared.unavailable = true
  if (shared.warned) return
  shared.warned = true
  const reason = error instanceof Error ? error.message : String(error)
  console.warn(
    `Browser storage is not available; preferences will not be saved for this session. (${reason})`,
  )
}

function storage(): Storage | null {
  if (typeof window === "undefined" || state().unavailable) return null
  try {
    return window.localStorage
  } catch (error) {
    warnOnce(error)
    return null
  }
}

export function createStorageSlot(key: string): StorageSlot {
  return {
    get() {
      const store = storage()
      if (!store) return null
      try {
        return store.getItem(key)
      } catch (error) {
        warnOnce(error)
        return null
      }
    },
    set(value) {
      const store = storage()
      if (!store) return
      try {
        store.setItem(key, value)
      } catch (error) {
        warnOnce(error)
      }
    },
    del() {
      const store = storage()
      if (!store) return
      try {
        store.removeItem(key)
      } catch (error) {
        warnOnce(error)
      }
    },
  }
}

/** Subscribe to changes of `key` made in other tabs. Returns an unsubscribe function. */
export function listenStorage(key: string, onChange: (value: string | null) => void): () => void {
  if (typeof window === "undefined") return () => {}
  const handler = (event: StorageEvent) => {
    if (event.key === key) onChange(event.newValue)
  }
  window.addEventListener("storage", handler)
  return () => window.removeEventListener("storage", handler)
}

/** Test hook: forget the warned/unavailable state. */
export function resetStorageStateForTests(): void {
  Object.assign(state(), { warned: false, unavailable: false })
}
