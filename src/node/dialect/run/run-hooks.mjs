// Module hooks of a runnable sample's child process (registered by run-child.mjs):
// the sample's files live in memory under `sample:` URLs, their bare imports resolve
// from the project root, and imports a sample may not make fail with a message for
// the author. Plain JavaScript: Node loads it in its hooks thread.
import { builtinModules } from "node:module"
import { pathToFileURL } from "node:url"
import { importRefusal, missingFileMessage, MOCK_FETCH_MODULE, relativeCandidates } from "./run-policy.mjs"

/** @type {Map<string, string>} */
let files = new Map()
let rootPackage = ""

export async function initialize(data) {
  files = new Map(data.files)
  rootPackage = pathToFileURL(`${data.root}/package.json`).href
}

function virtualFile(url) {
  return relativeCandidates(url).find((candidate) => files.has(candidate))
}

export async function resolve(specifier, context, next) {
  if (!context.parentURL?.startsWith("sample:")) return next(specifier, context)
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    const url = virtualFile(new URL(specifier, context.parentURL).href)
    if (!url) throw new Error(missingFileMessage(specifier))
    return { url, format: "module", shortCircuit: true }
  }
  if (specifier === MOCK_FETCH_MODULE) return { url: new URL("./mock-fetch.mjs", import.meta.url).href, shortCircuit: true }
  const refusal = importRefusal(specifier, builtinModules)
  if (refusal) throw new Error(refusal)
  return next(specifier, { ...context, parentURL: rootPackage })
}

export async function load(url, context, next) {
  if (!url.startsWith("sample:")) return next(url, context)
  return { format: "module", source: files.get(url), shortCircuit: true }
}
