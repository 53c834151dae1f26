import fs from "node:fs"
import path from "node:path"
import { sha1, type CompileBody } from "./static-bodies"

/**
 * Static bodies under `gatsby develop` (README.md of this plugin, "Develop"). Every static page
 * uses the one template module, as in a build, so webpack compiles no doc. The browser asks the
 * develop server for a page's body by route; it is compiled on request with the build's
 * compile function and kept by key, and a saved doc is announced over server-sent events so
 * the open page fetches its body again and renders it in place.
 */

/** What the body route answers: a function body (JavaScript), or a message for the author. */
export interface BodyAnswer {
  status: number
  type: "application/javascript" | "text/plain"
  body: string
}

/** A doc's Markdown as it is on disk now: its body after the front matter, and that front matter's length in lines. */
export interface DocSource {
  body: string
  lineOffset: number
}

/** Where a compile failed: MDX reports a position in the body (1-based line). */
export interface CompileFailure {
  line?: number
  message: string
}

export interface DevelopBodiesOptions {
  /** The doc file of a static page's route, or null when the route is not one. */
  fileOf: (route: string) => string | null
  /** Reads and splits a doc; throws an error with `line` (of the file) for bad front matter. */
  read: (absPath: string) => DocSource
  compile: CompileBody
  /** The compile pipeline's digest (static-bodies.ts, sitePipelineDigest): part of each key. */
  digest: string
  displayPath: (file: string) => string
  /** The failure the last compile reported, if the compile function reports instead of throwing (gatsby-plugin-mdx does). */
  takeFailure?: () => CompileFailure | null
}

/** What publishBodyAssets (static-bodies.ts) says of a body that imports code. */
const CODE_IN_BODY = /a static body cannot import code/

/** A message from an error: the first line of MDX's own, which is followed by a stack. */
const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split("\n")[0]

/**
 * Answers the body of a route: compiles it when its source changed since the last request
 * (one at a time: a compile reports its error through a shared reporter) and keeps the
 * compiled function body of each key.
 */
export function developBodies(options: DevelopBodiesOptions): { answer: (route: string) => Promise<BodyAnswer> } {
  const compiled = new Map<string, string>()
  const keyRoutes = new Map<string, string>()
  let queue: Promise<unknown> = Promise.resolve()
  const text = (status: number, body: string): BodyAnswer => ({ status, type: "text/plain", body })

  async function compileNow(route: string, absPath: string): Promise<BodyAnswer> {
    const shown = options.displayPath(absPath)
    let source: DocSource
    try {
      source = options.read(absPath)
    } catch (error) {
      const line = (error as { line?: number }).line
      return text(500, `${shown}${line ? `:${line}` : ""}: ${reasonOf(error)}`)
    }
    const key = sha1(`${options.digest}\0${route}\0${absPath}\0${source.body}`)
    const known = compiled.get(key)
    if (known !== undefined) return { status: 200, type: "application/javascript", body: known }
    options.takeFailure?.()
    try {
      const { code } = await options.compile({ route, absPath, source: source.body })
      // Only the current source of a route is kept: an author's edits would otherwise pile up.
      for (const [old, oldRoute] of keyRoutes) {
        if (oldRoute !== route) continue
        compiled.delete(old)
        keyRoutes.delete(old)
      }
      compiled.set(key, code)
      keyRoutes.set(key, route)
      return { status: 200, type: "application/javascript", body: code }
    } catch (error) {
      // Which pages are static is decided when the server starts (the site's analysis).
      if (CODE_IN_BODY.test(reasonOf(error))) return text(500, `${shown}: this page now imports code or uses components of its own; restart \`gatsby develop\` to serve it as an MDX page.`)
      const failure = options.takeFailure?.() ?? null
      const line = failure?.line ?? (error as { line?: number }).line
      const reason = failure?.message ?? reasonOf(error)
      return text(500, `${shown}${line ? `:${line + source.lineOffset}` : ""}: ${reason}. Fix the Markdown and save: the page updates by itself.`)
    }
  }

  return {
    answer(route) {
      const absPath = options.fileOf(route)
      if (absPath === null) return Promise.resolve(text(404, `No static doc page has the route ${JSON.stringify(route)}.`))
      const result = queue.then(() => compileNow(route, absPath))
      queue = result.catch(() => undefined)
      return result
    },
  }
}

/** The subset of an HTTP response the event channel writes to (Express's and Node's). */
export interface EventStream {
  writeHead: (status: number, headers: Record<string, string>) => unknown
  write: (chunk: string) => unknown
  on: (event: "close", listener: () => void) => unknown
}

/**
 * Server-sent events to the open pages: `changed(route)` tells each of them that a body
 * changed (a page showing that route fetches it again); `send` announces anything else the
 * develop server knows first (the sidebars, read again when saved).
 */
export function bodyEvents(): {
  attach: (stream: EventStream) => void
  changed: (route: string) => void
  send: (event: string, data: unknown) => void
  size: () => number
} {
  const streams = new Set<EventStream>()
  const send = (event: string, data: unknown) => {
    const message = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
    for (const stream of streams) stream.write(message)
  }
  return {
    attach(stream) {
      // no-transform: the develop server compresses its responses, which would hold the events back.
      stream.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache, no-transform", connection: "keep-alive" })
      // A comment first: the browser's EventSource is open from here on.
      stream.write(": open\n\n")
      streams.add(stream)
      stream.on("close", () => streams.delete(stream))
    },
    changed: (route) => send("body", { route }),
    send,
    size: () => streams.size,
  }
}

/**
 * Calls `onChange` with the path of each file saved under `dir` (once per burst of events:
 * an editor's save is often several). Returns a function that stops watching.
 */
export function watchFiles(dir: string, onChange: (absPath: string) => void, debounceMs = 30): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  const watcher = fs.watch(dir, { recursive: true }, (_event, name) => {
    if (!name) return
    const absPath = path.join(dir, name.toString())
    clearTimeout(timers.get(absPath))
    timers.set(
      absPath,
      setTimeout(() => {
        timers.delete(absPath)
        onChange(absPath)
      }, debounceMs),
    )
  })
  return () => {
    for (const timer of timers.values()) clearTimeout(timer)
    watcher.close()
  }
}

/**
 * Whether the develop server is quiet: no body being compiled and no doc saved for a moment.
 * Other work of the develop server (the background sample check) waits for it, so that an
 * author's edit is not queued behind a batch of type-checking.
 */
export function quietGate(now: () => number = Date.now): {
  begin: () => void
  end: () => void
  touch: () => void
  whenQuiet: (quietMs?: number, pollMs?: number) => Promise<void>
  /** Resolves when the first body has been served: the author's first page is on screen. */
  firstServed: Promise<void>
} {
  let pending = 0
  let last = Number.NEGATIVE_INFINITY
  let served: () => void = () => undefined
  const firstServed = new Promise<void>((resolve) => (served = resolve))
  const touch = () => {
    last = now()
  }
  return {
    firstServed,
    begin: () => {
      pending++
      touch()
    },
    end: () => {
      pending--
      touch()
      served()
    },
    touch,
    async whenQuiet(quietMs = 1000, pollMs = 100) {
      while (pending > 0 || now() - last < quietMs) await new Promise((resolve) => setTimeout(resolve, pollMs))
    },
  }
}

