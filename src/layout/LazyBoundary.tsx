/**
 * LazyBoundary: renders a component whose code is loaded on demand, with the
 * loading states readers see:
 *
 *   - nothing for the first `delay` ms (default 200), so fast loads never flash;
 *   - then a spinner (role="status", "Loading…");
 *   - after `timeout` ms (default 10 000) still a spinner, plus "This is taking
 *     longer than expected." and a "Retry" button;
 *   - on failure a red box (role="alert"): "Failed to load {label}." with the
 *     error message and a "Retry" button that loads it again;
 *   - once loaded, the component with `props`.
 *
 * Usage:
 *
 *   const loadModal = () => import("../search/SearchModal")   // module with a default export
 *   <LazyBoundary load={loadModal} props={{ onClose }} label="search" />
 *
 *   // Start loading on first intent (hover, focus, keyboard shortcut):
 *   preloadLazy(loadModal)
 *
 * `load` must be a stable function (module scope): results are cached per
 * function; a failed load is forgotten so the next preload tries again, and
 * Retry always starts a fresh load (also when the previous one is stuck).
 * `fallbackClassName` styles the spinner/error wrapper, e.g. to centre it
 * inside a modal. `useLazyComponent(load, { delay, timeout })` is the same
 * logic as a hook, for callers that render the states themselves.
 */
import React, { useCallback, useEffect, useState } from "react"
import * as styles from "./LazyBoundary.module.css"

type Module<P> = { default: React.ComponentType<P> }
export type LazyLoader<P> = () => Promise<Module<P>>

const cache = new Map<LazyLoader<never>, Promise<Module<never>>>()

/** Starts (or reuses) the load; a failed load is dropped from the cache. */
export function preloadLazy<P>(load: LazyLoader<P>): Promise<Module<P>> {
  const key = load as unknown as LazyLoader<never>
  let promise = cache.get(key) as Promise<Module<P>> | undefined
  if (!promise) {
    promise = load()
    cache.set(key, promise as unknown as Promise<Module<never>>)
    promise.catch(() => cache.delete(key))
  }
  return promise
}

type Status = "waiting" | "loading" | "timedOut" | "error" | "loaded"

export function useLazyComponent<P>(
  load: LazyLoader<P>,
  { delay = 200, timeout = 10_000 }: { delay?: number; timeout?: number } = {},
): { status: Status; Component: React.ComponentType<P> | null; error: Error | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ status: Status; Component: React.ComponentType<P> | null; error: Error | null }>({
    status: "waiting",
    Component: null,
    error: null,
  })

  useEffect(() => {
    let live = true
    setState((previous) => (previous.status === "loaded" ? previous : { status: "waiting", Component: null, error: null }))
    const delayTimer = window.setTimeout(() => live && setState((s) => (s.status === "waiting" ? { ...s, status: "loading" } : s)), delay)
    const timeoutTimer = window.setTimeout(
      () => live && setState((s) => (s.status === "waiting" || s.status === "loading" ? { ...s, status: "timedOut" } : s)),
      timeout,
    )
    preloadLazy(load).then(
      (module) => live && setState({ status: "loaded", Component: module.default, error: null }),
      (error: unknown) =>
        live && setState({ status: "error", Component: null, error: error instanceof Error ? error : new Error(String(error)) }),
    )
    return () => {
      live = false
      window.clearTimeout(delayTimer)
      window.clearTimeout(timeoutTimer)
    }
  }, [load, delay, timeout, attempt])

  // A retry starts a fresh load, also when the previous one is merely stuck.
  const retry = useCallback(() => {
    cache.delete(load as unknown as LazyLoader<never>)
    setAttempt((n) => n + 1)
  }, [load])
  return { ...state, retry }
}

export function LazyBoundary<P extends object>({
  load,
  props,
  label = "this part of the page",
  delay,
  timeout,
  fallbackClassName,
}: {
  load: LazyLoader<P>
  props: P
  label?: string
  delay?: number
  timeout?: number
  fallbackClassName?: string
}): JSX.Element | null {
  const { status, Component, error, retry } = useLazyComponent(load, { delay, timeout })
  if (status === "loaded" && Component) return <Component {...props} />
  if (status === "waiting") return null
  if (status === "error") {
    return (
      <div className={`${styles.error} ${fallbackClassName ?? ""}`} role="alert">
        <p className={styles.errorTitle}>Failed to load {label}.</p>
        {error && <p className={styles.errorMessage}>{error.message}</p>}
        <button type="button" className={styles.retry} onClick={retry}>
          Retry
        </button>
      </div>
    )
  }
  return (
    <div className={`${styles.loading} ${fallbackClassName ?? ""}`}>
      <div role="status" className={styles.status}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>Loading…</span>
      </div>
      {status === "timedOut" && (
        <p className={styles.slow}>
          This is taking longer than expected.{" "}
          <button type="button" className={styles.retry} onClick={retry}>
            Retry
          </button>
        </p>
      )}
    </div>
  )
}
