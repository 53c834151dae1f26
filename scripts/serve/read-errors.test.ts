// A file that cannot be read ends its own response, never the server.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { Readable } from "node:stream"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { serveInBackground } from "./background.mjs"
import { startServer, type RunningServer } from "./server.mjs"
import { request } from "./test-request"

const PAGE = `<h1>page</h1>${"<p>text</p>".repeat(500)}`

let dir: string
let server: RunningServer
let socketServer: net.Server
const logged: string[] = []
const children: { stop(): Promise<void> }[] = []

beforeAll(async () => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "serve-errors-")), "public")
  fs.mkdirSync(dir)
  fs.writeFileSync(path.join(dir, "index.html"), "<h1>Home</h1>")
  fs.writeFileSync(path.join(dir, "404.html"), "<h1>Not here</h1>")
  fs.writeFileSync(path.join(dir, "page.html"), PAGE)
  fs.writeFileSync(path.join(dir, "large.bin"), Buffer.alloc(4 * 1024 * 1024, 7))
  // What a stray process can leave in a build folder: a socket and a FIFO.
  socketServer = net.createServer()
  await new Promise<void>((resolve) => socketServer.listen(path.join(dir, "socket.html"), resolve))
  execFileSync("mkfifo", [path.join(dir, "fifo.html")])
  server = await startServer({ dir, port: 0, host: "127.0.0.1", log: (line) => logged.push(line) })
})

afterEach(() => {
  vi.restoreAllMocks()
  logged.length = 0
})

afterAll(async () => {
  await Promise.all(children.map((child) => child.stop()))
  await server.close()
  await new Promise((resolve) => socketServer.close(resolve))
  fs.rmSync(path.dirname(dir), { recursive: true, force: true })
})

const fileError = (code: string) => Object.assign(new Error(`${code}: failed`), { code })

describe("files that cannot be read", () => {
  it("answers 404 for a socket or a FIFO in the folder, and never opens them", async () => {
    const open = vi.spyOn(fs, "openSync")
    for (const rawPath of ["/socket.html", "/socket", "/fifo.html", "/fifo"]) {
      const response = await request(server.origin, rawPath)
      expect(response.status, rawPath).toBe(404)
      expect(response.body.toString(), rawPath).toBe("<h1>Not here</h1>")
    }
    const opened = open.mock.calls.map(([file]) => String(file))
    expect(opened.filter((file) => /socket|fifo/.test(file))).toEqual([])
    expect((await request(server.origin, "/page")).body.toString()).toBe(PAGE)
  })

  it("answers 500 and logs one line when the file cannot be opened (EMFILE, EACCES)", async () => {
    for (const code of ["EMFILE", "EACCES"]) {
      vi.spyOn(fs, "openSync").mockImplementationOnce(() => {
        throw fileError(code)
      })
      const response = await request(server.origin, "/page")
      expect(response.status, code).toBe(500)
    }
    expect(logged).toEqual([`serve: cannot read ${path.join(dir, "page.html")}: EMFILE`, `serve: cannot read ${path.join(dir, "page.html")}: EACCES`])
    expect((await request(server.origin, "/page")).body.toString()).toBe(PAGE)
  })

  it("answers 404 for a file deleted between the lookup and the open", async () => {
    vi.spyOn(fs, "openSync").mockImplementationOnce(() => {
      throw fileError("ENOENT")
    })
    expect((await request(server.origin, "/page")).status).toBe(404)
    expect((await request(server.origin, "/page")).status).toBe(200)
  })

  it("cuts the connection when a read fails after the headers, logs it, and serves the next request", async () => {
    vi.spyOn(fs, "createReadStream").mockImplementationOnce(((_file: string, options: { fd: number }) => {
      fs.closeSync(options.fd)
      return new Readable({
        read() {
          this.push(PAGE.slice(0, 100))
          this.destroy(fileError("EIO"))
        },
      })
    }) as unknown as typeof fs.createReadStream)
    await expect(request(server.origin, "/page")).rejects.toThrow()
    expect(logged).toEqual([`serve: cannot read ${path.join(dir, "page.html")}: EIO`])
    expect((await request(server.origin, "/page")).body.toString()).toBe(PAGE)
  })

  it("cuts the connection when the file ends early (truncated while sent): a part is never a whole", async () => {
    vi.spyOn(fs, "createReadStream").mockImplementationOnce(((_file: string, options: { fd: number }) => {
      fs.closeSync(options.fd)
      return Readable.from([Buffer.from(PAGE.slice(0, 100))])
    }) as unknown as typeof fs.createReadStream)
    await expect(request(server.origin, "/page", { headers: { "Accept-Encoding": "gzip" } })).rejects.toThrow()
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/^serve: cannot read .*page\.html: short read/)
    expect((await request(server.origin, "/page")).body.toString()).toBe(PAGE)
  })

  it("closes the file when the client leaves mid-way (no descriptor left open)", async () => {
    const realCreate = fs.createReadStream
    const streams: fs.ReadStream[] = []
    vi.spyOn(fs, "createReadStream").mockImplementationOnce(((...args: Parameters<typeof fs.createReadStream>) => {
      const stream = realCreate(...args)
      streams.push(stream)
      return stream
    }) as typeof fs.createReadStream)
    const { hostname, port } = new URL(server.origin)
    await new Promise<void>((resolve, reject) => {
      const req = http.get({ hostname, port, path: "/large.bin", agent: false }, (res) => {
        res.once("data", () => {
          req.destroy()
          resolve()
        })
      })
      req.on("error", (error) => (req.destroyed ? undefined : reject(error)))
    })
    expect(streams).toHaveLength(1)
    await expect.poll(() => streams[0].destroyed).toBe(true)
    expect(logged).toEqual([])
  })

  it("serves a file replaced while the server runs, with the length of the bytes it sends", async () => {
    const file = path.join(dir, "page.html")
    const next = `${PAGE}<p>rebuilt</p>`
    // Replaced between the lookup (stat) and the open: the length comes from the open file.
    const realOpen = fs.openSync
    vi.spyOn(fs, "openSync").mockImplementationOnce((...args: Parameters<typeof fs.openSync>) => {
      fs.writeFileSync(`${file}.tmp`, next)
      fs.renameSync(`${file}.tmp`, file)
      return realOpen(...args)
    })
    try {
      const response = await request(server.origin, "/page")
      expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(next)))
      expect(response.body.toString()).toBe(next)
    } finally {
      fs.writeFileSync(file, PAGE)
    }
  })

  it("never reads a FIFO as 404.html, _redirects or _headers (a read that would block the whole server)", async () => {
    // In a child process: if it blocked, only that server would hang, not the test run.
    const other = path.join(path.dirname(dir), "fifo-config")
    fs.mkdirSync(other)
    fs.writeFileSync(path.join(other, "index.html"), "<h1>Home</h1>")
    for (const name of ["404.html", "_redirects", "_headers"]) execFileSync("mkfifo", [path.join(other, name)])
    const background = await serveInBackground({ dir: other })
    children.push(background)
    const missing = await request(background.origin, "/nope")
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toBe("Not found")
    expect((await request(background.origin, "/")).body.toString()).toBe("<h1>Home</h1>")
  })
})
