export interface BackgroundServer {
  url: string
  origin: string
  stop(): Promise<void>
}

export function serveInBackground(options: {
  dir?: string
  port: number
  host?: string
  prefix?: string
  timeoutMs?: number
}): Promise<BackgroundServer>
