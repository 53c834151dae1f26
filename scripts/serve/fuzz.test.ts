// Property test of the static server: thousands of seeded pseudo-random requests (odd paths,
// methods and headers) against the CLI over a small build whose files are replaced and deleted
// during part of the run. Whatever comes in, the server answers, sends no Location off this
// origin, and sends no wrong bytes. SERVE_FUZZ_SEED=<n> replays another seed.
import { spawn, execFileSync, type ChildProcess } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { afterAll, beforeAll, expect, it } from "vitest"
import { seededRandom } from "../../src/shared/testing"
import { rawRequest, request, sendableByHttpRequest, type RawResponse } from "./test-request"

const SEED = Number(process.env.SERVE_FUZZ_SEED ?? 20_250_611)
const COUNT = 2000
const CONCURRENCY = 8

const bytes = (seed: number, length: number) => {
  const random = seededRandom(seed)
  return Buffer.from(Array.from({ length }, () => random.int(256)))
}

/** The build: every version any file ever has during the run (the server must send one of them, whole). */
const FILES: Record<string, Buffer[]> = {
  "index.html": [Buffer.from("<h1>Home</h1>")],
  "404.html": [Buffer.from("<h1>Not found</h1>")],
  "a.txt": [Buffer.from("alpha\n".repeat(40))],
  "bin.dat": [bytes(1, 3000)],
  "big.js": [Buffer.from("console.log('big');\n".repeat(1000))],
  "dir/index.html": [Buffer.from("<p>dir</p>")],
  "page.html": [Buffer.from("<p>page</p>".repeat(30))],
  "unicodé.html": [Buffer.from("<p>é</p>")],
  "empty.txt": [Buffer.alloc(0)],
  "new/x.html": [Buffer.from("<p>new x</p>")],
  // Replaced (write beside, rename over) and deleted while requests run.
  "churn.txt": [Buffer.from("one\n".repeat(250)), bytes(2, 70_000), Buffer.from("three")],
  "gone.txt": [Buffer.from("gone v1\n".repeat(100)), Buffer.from("gone v2\n".repeat(7))],
}
const REDIRECTS = "/docs/*  /:splat  301\n/old/*  /new/:splat  302\n/x  /page  301\n/abs/*  https://evil.example/:splat  301\n/twice/*  //:splat  301\n"
const HEADERS = "/*\n  X-Fuzz: yes\n"

const digest = (body: Buffer) => crypto.createHash("sha1").update(body).digest("hex")
// The build's own _redirects and _headers are files like any other to this server.
const VERSIONS = [...Object.values(FILES).flat(), Buffer.from(REDIRECTS), Buffer.from(HEADERS)]
const WHOLE = new Set(VERSIONS.map(digest))

// Path pieces: names of the build and of the redirect rules, and what breaks parsers.
const NAMES = [
  ...["", "index.html", "a.txt", "bin.dat", "big.js", "big", "dir", "dir/", "page", "page.html", "churn.txt", "gone.txt", "empty.txt"],
  ...["unicod%C3%A9.html", "unicodé.html", "fifo.html", "fifo", "socket.html", "socket", "docs", "old", "x", "abs", "twice", "new", "_redirects"],
]
const ODD = [
  ...[".", "..", "%2e", "%2e%2e", "%2E%2e", "%2f", "%2F", "%5c", "%5C", "\\", "/", "//", "%00", "\0", "%", "%zz", "%c0%ae%c0%ae", "%e0%80%af", "%ff"],
  ...["é", "%C3%A9", "💥", "$&", "$'", "$`", ":splat", "?q=1", "?\\x", "#frag", "\t", " ", "\r", ";", "@evil.example", "http:", "~", "%252e"],
]

interface RangeCase {
  header: string
  /** What RFC 9110 asks of a file of `size` bytes: a range, unsatisfiable, or the whole file. */
  expected: (size: number) => [number, number] | "unsatisfiable" | null
}

function rangeCase(random: ReturnType<typeof seededRandom>): RangeCase | undefined {
  const a = random.int(4000)
  const b = random.int(4000)
  const n = random.int(4000)
  const cases: RangeCase[] = [
    { header: `bytes=${a}-${b}`, expected: (size) => (b < a ? null : a >= size ? "unsatisfiable" : [a, Math.min(b, size - 1)]) },
    { header: `bytes=${a}-`, expected: (size) => (a >= size ? "unsatisfiable" : [a, size - 1]) },
    { header: `bytes=-${n}`, expected: (size) => (n === 0 ? "unsatisfiable" : size === 0 ? null : [Math.max(0, size - n), size - 1]) },
    { header: "bytes=0-0", expected: (size) => (size === 0 ? "unsatisfiable" : [0, 0]) },
    { header: "bytes=-5", expected: (size) => (size === 0 ? null : [Math.max(0, size - 5), size - 1]) },
    { header: "bytes=5-3", expected: () => null },
    { header: "bytes=0-99999999999999999999", expected: (size) => (size === 0 ? "unsatisfiable" : [0, size - 1]) },
    { header: "bytes=-0", expected: () => "unsatisfiable" },
    { header: `bytes=0-1,${a}-${a + 1}`, expected: () => null },
    { header: "items=0-1", expected: () => null },
    { header: "bytes=abc", expected: () => null },
    { header: "bytes=", expected: () => null },
  ]
  return random.next() < 0.4 ? random.pick(cases) : undefined
}

interface Case {
  method: string
  target: string
  headers: Record<string, string>
  range?: RangeCase
}

function makeCases(seed: number, count: number): Case[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => {
    // A third are plain names of the build, so ranges and bodies get checked often.
    const plain = random.next() < 0.35
    const parts = plain ? [random.pick(NAMES)] : Array.from({ length: 1 + random.int(3) }, () => random.pick(random.next() < 0.7 ? NAMES : ODD))
    let target = `/${parts.join(random.next() < 0.8 ? "/" : "")}`
    if (random.next() < 0.3) target = `/${random.pick(["docs", "old", "abs", "twice", "x"])}${target}`
    if (random.next() < 0.02) target += random.pick(["a", "%2e/", "é"]).repeat(800 + random.int(2500))
    if (random.next() < 0.1) target += random.pick(["?a=1", "?a=\\b", "?%", "?x=$&"])
    const method = random.pick([...Array(12).fill("GET"), "HEAD", "HEAD", "HEAD", "POST", "OPTIONS", "PUT", "FOO", "G@T"])
    const headers: Record<string, string> = {}
    const range = rangeCase(random)
    if (range) headers.Range = range.header
    const encoding = random.pick(["gzip", "gzip, deflate, br", "gzip;q=0", "br", undefined, undefined])
    if (encoding) headers["Accept-Encoding"] = encoding
    if (random.next() < 0.1) headers["If-None-Match"] = random.pick(["*", '"x"', "W/\"1-2\""])
    if (range && random.next() < 0.1) headers["If-Range"] = random.pick(['"x"', "Thu, 01 Jan 1970 00:00:00 GMT"])
    return { method, target, headers, range }
  })
}

let base: string
let dir: string
let child: ChildProcess
let origin: string
let stderr = ""
let socketServer: net.Server

function writeVersion(name: string, version: number) {
  const file = path.join(dir, name)
  fs.writeFileSync(`${file}.next`, FILES[name][version])
  fs.renameSync(`${file}.next`, file)
}

beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "serve-fuzz-"))
  dir = path.join(base, "public")
  for (const [name, versions] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), versions[0])
  }
  fs.writeFileSync(path.join(dir, "_redirects"), REDIRECTS)
  fs.writeFileSync(path.join(dir, "_headers"), HEADERS)
  execFileSync("mkfifo", [path.join(dir, "fifo.html")])
  socketServer = net.createServer()
  await new Promise<void>((resolve) => socketServer.listen(path.join(dir, "socket.html"), resolve))
  child = spawn(process.execPath, [path.join(process.cwd(), "scripts", "serve.mjs"), "--dir", dir, "--port", "0", "--host", "127.0.0.1", "--stdin-lifeline"], {
    stdio: ["pipe", "pipe", "pipe"],
  })
  child.stderr!.on("data", (chunk) => (stderr += chunk))
  origin = await new Promise<string>((resolve, reject) => {
    let out = ""
    child.stdout!.on("data", (chunk) => {
      out += chunk
      const match = /Serving .* at (http:\/\/[^/\s]+)/.exec(out)
      if (match) resolve(match[1])
    })
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${stderr}`)))
  })
})

afterAll(async () => {
  child?.kill()
  await new Promise((resolve) => socketServer?.close(resolve))
  fs.rmSync(base, { recursive: true, force: true })
})

function check(item: Case, response: RawResponse): void {
  const what = `${item.method} ${JSON.stringify(item.target)} ${JSON.stringify(item.headers)} → ${response.status}`
  expect([200, 206, 301, 302, 400, 404, 405, 416], what).toContain(response.status)
  const location = response.headers.location
  if (location !== undefined) {
    expect(location, what).toMatch(/^\/(?![/\\])/)
    expect(location, what).not.toMatch(/[\\\x00-\x1f]/)
  }
  const gzipped = response.headers["content-encoding"] === "gzip"
  const body = gzipped ? zlib.gunzipSync(response.body) : response.body
  const rangeApplies = item.method === "GET" && item.range && !item.headers["If-Range"]
  if (response.status === 200) {
    if (item.method === "HEAD") {
      expect(body.length, what).toBe(0)
      if (!gzipped) expect(VERSIONS.map((version) => version.length), what).toContain(Number(response.headers["content-length"]))
      return
    }
    expect(WHOLE.has(digest(body)), `${what}: a 200 body that is no version of any file`).toBe(true)
    if (rangeApplies) expect(item.range!.expected(body.length), `${what}: the range was ignored`).toBeNull()
  }
  if (response.status === 206) {
    expect(gzipped, what).toBe(false)
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(response.headers["content-range"]))
    expect(match, what).not.toBeNull()
    const [start, end, size] = match!.slice(1).map(Number)
    expect(rangeApplies, what).toBeTruthy()
    expect(item.range!.expected(size), what).toEqual([start, end])
    const sources = VERSIONS.filter((version) => version.length === size && version.subarray(start, end + 1).equals(body))
    expect(sources.length, `${what}: a 206 body that is no slice of any file`).toBeGreaterThan(0)
  }
  if (response.status === 416) {
    const match = /^bytes \*\/(\d+)$/.exec(String(response.headers["content-range"]))
    expect(match, what).not.toBeNull()
    expect(rangeApplies, what).toBeTruthy()
    expect(item.range!.expected(Number(match![1])), what).toBe("unsatisfiable")
  }
}

it(`answers ${COUNT} seeded random requests: never dies, never leaves the origin, never a wrong byte`, async () => {
  console.log(`serve fuzz: seed ${SEED}, ${COUNT} requests (SERVE_FUZZ_SEED=${SEED} replays them)`)
  const cases = makeCases(SEED, COUNT)
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const statuses = new Map<number, number>()
  let next = 0
  let done = 0
  let churn = 0
  // Files change underneath during the middle third of the run, one step after each answer.
  const mutate = () => {
    done++
    if (done < COUNT / 3 || done > (2 * COUNT) / 3) return
    const step = churn++
    writeVersion("churn.txt", step % FILES["churn.txt"].length)
    if (step % 4 === 0) fs.rmSync(path.join(dir, "gone.txt"), { force: true })
    if (step % 4 === 2) writeVersion("gone.txt", Math.floor(step / 4) % 2)
  }
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++]
      const sent = sendableByHttpRequest(item.method, item.target)
        ? request(origin, item.target, { method: item.method, headers: item.headers, agent })
        : rawRequest(origin, item.method, item.target, Object.fromEntries(Object.entries(item.headers).filter(([name]) => name !== "Accept-Encoding")))
      const response = await sent.catch((error: Error) => {
        throw new Error(`${item.method} ${JSON.stringify(item.target)} ${JSON.stringify(item.headers)}: ${error.message}`)
      })
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      check(item, response)
      mutate()
    }
  }
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  } finally {
    agent.destroy()
  }
  console.log(`serve fuzz: statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}, ${churn} file changes`)
  // The run reached every kind of answer, so the properties above were exercised.
  for (const status of [200, 206, 301, 302, 400, 404, 405, 416]) expect(statuses.get(status) ?? 0, `no ${status} in the run`).toBeGreaterThan(0)
  expect(churn).toBeGreaterThan(100)
  // Still alive, still right; and no read failed (files are only replaced whole or deleted).
  expect(child.exitCode).toBeNull()
  const home = await request(origin, "/")
  expect(home.body.equals(FILES["index.html"][0])).toBe(true)
  expect(stderr).toBe("")
})
