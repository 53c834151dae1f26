import type { RequestListener, Server } from "node:http"

export interface ServeOptions {
  /** The build folder (Gatsby's public/); default "public". */
  dir?: string
  /** 0 (the default) picks a free port. */
  port?: number
  /** Without it, every local address (IPv4 and IPv6). */
  host?: string
  /** Mounts the site under this path, e.g. "/docs". */
  prefix?: string
  /** Receives one line per file that could not be read; default: standard error. */
  log?: (line: string) => void
}

export interface RunningServer {
  server: Server
  origin: string
  /** The site's root URL (with the prefix). */
  url: string
  close(): Promise<void>
}

export interface RedirectRule {
  from: string
  to: string
  status: number
}

export function parseRedirects(text: string): RedirectRule[]
export function redirectFor(rules: RedirectRule[], pathname: string): { status: number; location: string } | null
/** Whether a Location value is a path of this origin (one leading `/`, no `\\`, no control character). */
export function isSameOriginPath(location: string): boolean
/** The single byte range of a Range header for a file of `size` bytes; null to send the whole file. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null
export function cacheControlFor(pathname: string): string
export function createRequestListener(options: { dir: string; prefix?: string; log?: (line: string) => void }): RequestListener
export function startServer(options?: ServeOptions): Promise<RunningServer>

export interface HeadersBlock {
  path: string
  headers: [string, string][]
}
export function parseHeadersFile(text: string): HeadersBlock[]
export function headersFor(blocks: HeadersBlock[], pathname: string): Record<string, string>
