// Requests for the static server's tests, sent as written: fetch would normalise the path first.
import http from "node:http"
import net from "node:net"

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  /** Default: a new connection per request. */
  agent?: http.Agent | false
}

/**
 * One request with http.request and `path` set verbatim. Rejects when the connection breaks
 * before the response is complete (the server cut it).
 */
export function request(origin: string, rawPath: string, options: RequestOptions = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: rawPath, method: options.method ?? "GET", headers: options.headers, agent: options.agent ?? false },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("error", reject)
        res.on("aborted", () => reject(new Error("response aborted")))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on("error", reject)
    req.end()
  })
}

/**
 * Whether http.request sends this method and path as they are (it refuses spaces, control
 * characters and anything past U+00FF in a path, and a method that is not a token).
 */
export function sendableByHttpRequest(method: string, rawPath: string): boolean {
  return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(method) && /^[\u0021-\u00ff]*$/.test(rawPath)
}

/**
 * One request written byte for byte on a socket (`Connection: close`, no Accept-Encoding, so the
 * answer carries a Content-Length or ends with the connection): for request-targets no client
 * library would send. The target is sent as UTF-8.
 */
export function rawRequest(origin: string, method: string, rawTarget: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(origin)
  const lines = [`${method} ${rawTarget} HTTP/1.1`, `Host: ${hostname}:${port}`, "Connection: close", ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)]
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", reject)
    socket.on("end", () => {
      const data = Buffer.concat(chunks)
      const split = data.indexOf("\r\n\r\n")
      if (split === -1) return reject(new Error(`no HTTP response: ${JSON.stringify(data.toString("latin1").slice(0, 200))}`))
      const [statusLine, ...headerLines] = data.subarray(0, split).toString("latin1").split("\r\n")
      const parsed: http.IncomingHttpHeaders = {}
      for (const line of headerLines) {
        const colon = line.indexOf(":")
        parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      let body = data.subarray(split + 4)
      const length = method === "HEAD" ? "0" : parsed["content-length"]
      if (length !== undefined) {
        if (body.length < Number(length)) return reject(new Error(`body cut at ${body.length} of ${length} bytes`))
        body = body.subarray(0, Number(length))
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers: parsed, body })
    })
    // write, not end: a half-closed connection ends the server's answer before a file is streamed.
    socket.write(`${lines.join("\r\n")}\r\n\r\n`)
  })
}
