// The one way scripts start the static server for a measurement or a test run: the CLI
// (scripts/serve.mjs) in a child process, so callers may block their own event loop
// (spawnSync of Lighthouse), resolved only once the server has said it listens and answers
// over HTTP. Port 0 (the default) takes a free port, so two runs on one machine never meet;
// a busy port given on purpose fails here instead of measuring somebody else's server. The
// child holds a pipe to this process as its standard input and ends when it closes, so no
// server outlives the run that started it (a crash, a kill, Ctrl+C).
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "serve.mjs")

/**
 * Starts `node scripts/serve.mjs` for `dir` on `host:port` (optionally under `prefix`) and
 * resolves with its URL and a `stop()` once GET on that URL gets an HTTP response.
 */
export function serveInBackground({ dir = "public", port = 0, host = "127.0.0.1", prefix, timeoutMs = 30_000 }) {
  const args = [CLI, "--dir", path.resolve(dir), "--port", String(port), "--host", host, "--stdin-lifeline"]
  if (prefix) args.push("--prefix", prefix)
  const child = spawn(process.execPath, args, { stdio: ["pipe", "pipe", "pipe"] })
  const exited = new Promise((done) => child.once("exit", () => done(undefined)))
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill()
    return exited
  }
  process.once("exit", stop)

  return new Promise((resolve, reject) => {
    let output = ""
    let settled = false
    let polling = false
    const fail = (message) => {
      if (settled) return
      settled = true
      stop()
      reject(new Error(`${message}\n${output}`.trim()))
    }
    const timer = setTimeout(() => fail(`The server for ${dir} did not answer on port ${port} within ${timeoutMs} ms.`), timeoutMs)
    const exitedEarly = (code) => {
      clearTimeout(timer)
      fail(`The server for ${dir} exited (${code}) before answering: is port ${port} in use?`)
    }
    child.once("exit", exitedEarly)
    child.stderr.on("data", (chunk) => (output += chunk))
    child.stdout.on("data", async (chunk) => {
      output += chunk
      const listening = /Serving .* at (\S+)/.exec(output)
      if (!listening || polling) return
      polling = true
      const url = listening[1]
      while (!settled) {
        try {
          await fetch(url, { method: "HEAD" })
          if (settled) return
          settled = true
          clearTimeout(timer)
          child.off("exit", exitedEarly)
          resolve({ url, origin: new URL(url).origin, stop })
          return
        } catch {
          await new Promise((wait) => setTimeout(wait, 100))
        }
      }
    })
  })
}
