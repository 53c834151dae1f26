// One runnable sample, in a child process of its own (started by run.ts): the parent
// sends the compiled files over IPC; the child loads the packages the sample imports,
// says "ready" (the parent's timeout starts then), imports every file of the sample in
// block order and sends back what console.log printed and the error, if any.
import { register } from "node:module"
import { formatWithOptions } from "node:util"

/** How console.log output is printed, and so how `// ->` comments are written. */
const INSPECT = { depth: 4, breakLength: Infinity }

function describeError(error, key) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : `Uncaught ${formatWithOptions(INSPECT, error)}`
  const stack = error instanceof Error ? String(error.stack ?? "") : ""
  const frame = new RegExp(`sample:///${key}/([^:)\\s]+):(\\d+):\\d+`).exec(stack)
  return { text, ...(frame ? { file: frame[1], line: Number(frame[2]) } : {}) }
}

process.once("message", async (payload) => {
  const output = []
  console.log = (...args) => {
    output.push(...formatWithOptions(INSPECT, ...args).split("\n").map((line) => line.trimEnd()))
  }
  globalThis.fetch = async () => {
    throw new Error('runnable samples have no network: declare responses with mockFetch({ "/path": body }) from "@docs/mock-fetch" in a hidden setup file')
  }
  // Samples see Node's process for process.env, but not its way around the module hooks.
  delete process.getBuiltinModule
  const preload = `sample:///${payload.key}/__preload__.mjs`
  const files = [...payload.files, [preload, payload.preload.map((specifier) => `import ${JSON.stringify(specifier)}`).join("\n")]]
  register("./run-hooks.mjs", import.meta.url, { data: { root: payload.root, files } })
  let error
  let failed = false
  process.on("unhandledRejection", (reason) => {
    failed = true
    error ??= reason
  })
  try {
    await import(preload)
  } catch (reason) {
    process.send({ type: "done", result: { output, error: describeError(reason, payload.key) } }, () => process.exit(0))
    return
  }
  process.send({ type: "ready" })
  // A promise that never settles would otherwise let the process end quietly; the parent's timeout reports it.
  setInterval(() => {}, 60_000)
  try {
    for (const [url] of payload.files) await import(url)
    // Lets promise chains the sample started without awaiting settle and print.
    await new Promise((resolve) => setTimeout(resolve, 0))
  } catch (reason) {
    failed = true
    error = reason
  }
  const result = failed ? { output, error: describeError(error, payload.key) } : { output }
  process.send({ type: "done", result }, () => process.exit(0))
})
