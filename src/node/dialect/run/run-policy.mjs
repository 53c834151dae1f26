// What a runnable sample may import, shared by the static check in run.ts and the
// module hooks of the child process (run-hooks.mjs), so both refuse the same way.

/** The installed packages samples run against, and the module the mock fetch comes from. */
export const RUNNABLE_PACKAGES = [
  "@reduxjs/toolkit",
  "@reduxjs/toolkit/query",
  "@reduxjs/toolkit/query/react",
  "@reduxjs/toolkit/react",
  "react-redux",
  "redux",
  "reselect",
  "immer",
  "react",
  "react/jsx-runtime",
  "react-dom/server",
  // The OpenAPI code generator's programmatic API (code-generation.mdx): it reads its schema
  // through `httpResolverOptions.read` in samples and writes a file only when given `outputFile`.
  "@rtk-query/codegen-openapi",
]

export const MOCK_FETCH_MODULE = "@docs/mock-fetch"

/** Node built-ins that neither read or write outside the process nor start processes. */
const HARMLESS_BUILTINS = new Set(["assert", "assert/strict", "events", "timers", "timers/promises", "util", "url", "buffer", "string_decoder", "perf_hooks"])

const RELATIVE_EXTENSIONS = ["", ".ts", ".tsx", ".js", ".jsx", ".mts", ".mjs"]

/** The sample file names a relative import may mean, as TypeScript's bundler resolution finds them: `./store` or `./store.js` is `store.ts`. */
export function relativeCandidates(target) {
  const bare = target.replace(/\.(?:js|jsx|mjs)$/, "")
  return [...RELATIVE_EXTENSIONS.map((extension) => target + extension), ...RELATIVE_EXTENSIONS.map((extension) => bare + extension)]
}

/** Why a relative import names no file of the sample, with the section that would add it. */
export function missingFileMessage(specifier) {
  const name = specifier.replace(/^\.\//, "").replace(/\.(?:[jt]sx?|mjs)$/, "")
  return `runnable sample imports "${specifier}", which is not one of its files; add a "// file: ${name}.ts noEmit" section`
}

/** The package directory of a specifier: `@scope/name` or `name`. */
export function packageName(specifier) {
  const parts = specifier.split("/")
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]
}

/** Why `specifier` may not be imported by a runnable sample, or undefined when it may. */
export function importRefusal(specifier, builtinModules) {
  if (specifier === MOCK_FETCH_MODULE || RUNNABLE_PACKAGES.includes(specifier)) return undefined
  const builtin = specifier.replace(/^node:/, "")
  if (specifier.startsWith("node:") || builtinModules.includes(builtin)) {
    if (HARMLESS_BUILTINS.has(builtin)) return undefined
    return `runnable samples cannot import "${specifier}": they run without the file system, the network or child processes; keep the sample in memory and mock HTTP with mockFetch from "${MOCK_FETCH_MODULE}"`
  }
  return `"${specifier}" is not installed for runnable samples, which can import only ${RUNNABLE_PACKAGES.join(", ")} and ${MOCK_FETCH_MODULE}; import from one of those or define what you need in a hidden "// file: setup.ts noEmit" section`
}
