export interface BackgroundServer {
  url: string
  origin: string
  stop(): Promise<void>
}

export function serveInBackground(options: {
  dir?: string
  /** 0 or left out: a free port. */
  port?: number
  host?: string
  prefix?: string
  timeoutMs?: number
}): Promise<BackgroundServer>
