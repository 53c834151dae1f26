/**
 * Builds the early-controls script (src/layout/early/script.ts) into the text every page
 * inlines in <head>: bundled with the widget modules it calls and minified by esbuild,
 * here in Node, because gatsby-ssr.tsx runs inside webpack's server bundle. gatsby-node.ts
 * hands the result to that bundle as `__EARLY_SCRIPT__` (read by src/layout/early/inline.ts).
 */
import path from "node:path"
import { buildSync } from "esbuild"

export const EARLY_SCRIPT_ENTRY = "src/layout/early/script.ts"

/** Stands for the settings' JSON in the bundle; the server puts each build's settings there. */
const SETTINGS = "__EARLY_SETTINGS__"

export interface EarlyScript {
  /** The inline script around its settings: `head + JSON.stringify(settings) + tail`. */
  parts: [string, string]
  /** The project files bundled, relative to the project (forward slashes). */
  inputs: string[]
}

/** The bundle, built from the project in `projectDir` (the working directory of gatsby build and develop). */
export function buildEarlyScript(projectDir: string = process.cwd()): EarlyScript {
  const result = buildSync({
    stdin: {
      contents: `import { earlyControls } from "./${EARLY_SCRIPT_ENTRY}"\nearlyControls(${SETTINGS})`,
      resolveDir: projectDir,
      sourcefile: "early-script-entry.ts",
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2017",
    legalComments: "none",
    metafile: true,
    write: false,
    absWorkingDir: projectDir,
    logLevel: "silent",
  })
  const text = result.outputFiles[0].text.trim()
  const parts = text.split(SETTINGS)
  if (parts.length !== 2) throw new Error(`The early-controls bundle names ${SETTINGS} ${parts.length - 1} times; it must take its settings once.`)
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith("<stdin>"))
    .map((input) => path.relative(projectDir, path.resolve(projectDir, input)).split(path.sep).join("/"))
  return { parts: [parts[0], parts[1]], inputs }
}

/** The value of webpack's `__EARLY_SCRIPT__` (DefinePlugin takes code). */
export function earlyScriptDefine(projectDir?: string): string {
  return JSON.stringify(buildEarlyScript(projectDir).parts)
}
