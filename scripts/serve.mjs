#!/usr/bin/env node
// Serves a production build the way a static host does (scripts/serve/server.mjs):
//
//   node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public] [--prefix /docs] [--stdin-lifeline]
//
// --prefix mounts the site under a path. --port 0 takes a free port (the printed URL names it).
// --stdin-lifeline ends the server when its standard input closes: a test run or benchmark that
// starts it through a pipe (scripts/serve/background.mjs) never leaves it behind, even when that
// run is killed or interrupted, because the pipe closes with its last holder.
// Prints one line "Serving <dir> at <url>" once it listens (scripts/serve/background.mjs waits for it).
import path from "node:path"
import { startServer } from "./serve/server.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : args[index + 1]
}

try {
  const dir = path.resolve(option("dir", "public"))
  const { url } = await startServer({
    dir,
    port: Number(option("port", process.env.PORT ?? "9000")),
    host: option("host", undefined),
    prefix: option("prefix", ""),
  })
  console.log(`Serving ${dir} at ${url}`)
  if (args.includes("--stdin-lifeline")) {
    process.stdin.on("close", () => process.exit(0))
    process.stdin.resume()
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
