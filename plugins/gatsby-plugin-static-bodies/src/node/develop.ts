import fs from "node:fs"
import path from "node:path"
import { assetIsCurrent, publishAssets, sha1, type BodyAsset, type CompileBody } from "./static-bodies"

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
  /**
   * Where compiled bodies are kept between develop sessions (the plugin's cache folder), so a
   * warm start answers the first page without compiling it; none: memory only.
   */
  cacheDir?: string
  /** Where the files a body refers to (images beside a page) are published: the site's public/. */
  publicDir?: string
}

/** A compiled body on disk: its function body, and the files it refers to. */
interface StoredBody {
  code: string
  assets: BodyAsset[]
}

/**
 * The develop cache on disk: one JSON file per route and key (`<route id>-<key>.json`); saving a
 * new key of a route removes that route's older files, so edits do not pile up across sessions.
 */
function diskCache(dir: string) {
  const routeId = (route: string) => sha1(route).slice(0, 12)
  const file = (route: string, key: string) => path.join(dir, `${routeId(route)}-${key}.json`)
  return {
    read(route: string, key: string): StoredBody | null {
      try {
        return JSON.parse(fs.readFileSync(file(route, key), "utf8")) as StoredBody
      } catch {
        return null
      }
    },
    write(route: string, key: string, body: StoredBody): void {
      try {
        fs.mkdirSync(dir, { recursive: true })
        const target = file(route, key)
        // Written whole under a temporary name: a stopped server never leaves half a body.
        fs.writeFileSync(`${target}.tmp`, JSON.stringify(body))
        fs.renameSync(`${target}.tmp`, target)
        const prefix = `${routeId(route)}-`
        for (const name of fs.readdirSync(dir)) {
          if (name.startsWith(prefix) && path.join(dir, name) !== target) fs.rmSync(path.join(dir, name), { force: true })
        }
      } catch {
        // The cache only saves time: a body that cannot be kept is compiled again next session.
      }
    },
  }
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
export function developBodies(options: DevelopBodiesOptions): {
  answer: (route: string) => Promise<BodyAnswer>
  /** The routes whose current body shows `absPath` (an image beside a doc): a new version of it means a new body. */
  routesShowing: (absPath: string) => string[]
} {
  const compiled = new Map<string, string>()
  const assetsOfRoute = new Map<string, BodyAsset[]>()
  // A body names its images by their content: one whose image changed since is compiled again.
  const current = (assets: BodyAsset[] | undefined) => (assets ?? []).every(assetIsCurrent)
  const keyRoutes = new Map<string, string>()
  const disk = options.cacheDir ? diskCache(options.cacheDir) : null
  const publish = (assets: BodyAsset[]) => {
    if (options.publicDir) publishAssets(assets, options.publicDir)
  }
  /** Keeps the current body of a route in memory (only the current one: an author's edits would otherwise pile up). */
  const remember = (route: string, key: string, code: string, assets: BodyAsset[]) => {
    assetsOfRoute.set(route, assets)
    for (const [old, oldRoute] of keyRoutes) {
      if (oldRoute !== route) continue
      compiled.delete(old)
      keyRoutes.delete(old)
    }
    compiled.set(key, code)
    keyRoutes.set(key, route)
  }
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
    if (known !== undefined && current(assetsOfRoute.get(route))) return { status: 200, type: "application/javascript", body: known }
    const stored = disk?.read(route, key)
    if (stored && current(stored.assets)) {
      publish(stored.assets)
      remember(route, key, stored.code, stored.assets)
      return { status: 200, type: "application/javascript", body: stored.code }
    }
    options.takeFailure?.()
    try {
      const { code, assets } = await options.compile({ route, absPath, source: source.body })
      publish(assets)
      remember(route, key, code, assets)
      disk?.write(route, key, { code, assets })
      return { status: 200, type: "application/javascript", body: code }
    } catch (error) {
      // The site decides again which pages are static when a doc is saved; until its page is made again, say so.
      if (CODE_IN_BODY.test(reasonOf(error))) return text(500, `${shown}: this page now imports code or uses components of its own; it is being rebuilt as an MDX page and shows here when that is done.`)
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
    routesShowing(absPath) {
      return [...assetsOfRoute].flatMap(([route, assets]) => (assets.some((asset) => asset.source === absPath) ? [route] : []))
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

