import React, { useEffect, useState, useSyncExternalStore } from "react"
import { Fragment, jsx, jsxs } from "react/jsx-runtime"
import { useMDXComponents } from "@mdx-js/react"
import { DEVELOP_BODY_PATH, DEVELOP_EVENTS_PATH, SIDEBARS_EVENT } from "./shared"

type Content = () => JSX.Element
type State = { content: Content } | { error: string } | null

/** Callbacks per route, told when the develop server announces that route's body changed. */
const listeners = new Map<string, Set<() => void>>()
let events: EventSource | null = null

/** The sidebars pushed last (null until a save of the sidebars file), and who renders them. */
let sidebars: Record<string, unknown> | null = null
const sidebarListeners = new Set<() => void>()

/** The develop server's event channel, opened once for the page's lifetime. */
function listen(): void {
  if (events) return
  events = new EventSource(DEVELOP_EVENTS_PATH)
  events.addEventListener("body", (event) => {
    const { route: changed } = JSON.parse((event as MessageEvent<string>).data) as { route: string }
    for (const notify of listeners.get(changed) ?? []) notify()
  })
  events.addEventListener(SIDEBARS_EVENT, (event) => {
    sidebars = JSON.parse((event as MessageEvent<string>).data) as Record<string, unknown>
    for (const notify of sidebarListeners) notify()
  })
}

function onSidebarsChanged(listener: () => void): () => void {
  listen()
  sidebarListeners.add(listener)
  return () => sidebarListeners.delete(listener)
}

/**
 * The sidebars as the develop server last pushed them (name -> resolved items), or null: the
 * sidebar shows a saved sidebars file at once instead of waiting for Gatsby's static query.
 */
export function useDevelopSidebars(): Record<string, unknown> | null {
  return useSyncExternalStore(onSidebarsChanged, () => sidebars, () => null)
}

function onBodyChanged(route: string, listener: () => void): () => void {
  listen()
  const set = listeners.get(route) ?? new Set()
  set.add(listener)
  listeners.set(route, set)
  return () => set.delete(listener)
}

/** Runs a compiled MDX function body as @mdx-js/mdx's `run` does, with the page's MDXProvider components. */
function contentOf(code: string): Content {
  // The develop server's compiled MDX (trusted, local); this module is never in a production bundle.
  const run = new Function(code) as (runtime: object) => { default: Content }
  return run({ Fragment, jsx, jsxs, useMDXComponents }).default
}

/**
 * A static page's body under `gatsby develop`: compiled by the develop server when asked
 * (this plugin's node/develop.ts) and fetched again whenever the doc is saved, then
 * rendered in place, so the page keeps its scroll position.
 */
export function DevelopBody({ route }: { route: string }): JSX.Element {
  const [state, setState] = useState<State>(null)
  useEffect(() => {
    let current = true
    const load = () =>
      fetch(`${DEVELOP_BODY_PATH}?route=${encodeURIComponent(route)}`)
        .then(async (response) => {
          const text = await response.text()
          if (!response.ok) throw new Error(text)
          return contentOf(text)
        })
        .then(
          (content) => current && setState({ content }),
          (error: Error) => current && setState({ error: error.message }),
        )
    void load()
    const stop = onBodyChanged(route, () => void load())
    return () => {
      current = false
      stop()
    }
  }, [route])
  if (state === null) return <></>
  if ("error" in state) return <pre role="alert">{state.error}</pre>
  return <Rendered content={state.content} />
}

/**
 * Each fetch of a body makes a new MDXContent function: rendered as a component of its own it
 * would be a new component type, and React would replace the whole body (widgets set up
 * again, the browser's scroll anchor lost). Called here, its elements are compared with the
 * last ones and only what the edit changed is written. It uses one hook (the MDX components'
 * context), whatever the body, so this component's hooks stay the same.
 */
function Rendered({ content }: { content: Content }): JSX.Element {
  return content()
}
