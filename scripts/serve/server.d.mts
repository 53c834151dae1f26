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
export function cacheControlFor(pathname: string): string
export function createRequestListener(options: { dir: string; prefix?: string }): RequestListener
export function startServer(options?: ServeOptions): Promise<RunningServer>

export interface HeadersBlock {
  path: string
  headers: [string, string][]
}
export function parseHeadersFile(text: string): HeadersBlock[]
export function headersFor(blocks: HeadersBlock[], pathname: string): Record<string, string>
