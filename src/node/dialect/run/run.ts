/**
 * Runnable samples (```ts run): compiled with `ts.transpileModule` and executed in Node
 * against the installed packages, each in a child process of its own (run-child.mjs),
 * at most one per core at a time. What console.log printed is compared with the
 * sample's `// -> value` comments, and an error with its `// throws: Name: message`.
 *
 * A child process per sample (not a vm context or a worker thread) because the
 * packages read `process.env.NODE_ENV` when they load, so development and production
 * samples need separate module registries and environments, and because a hang is
 * ended by killing the process whatever the sample is doing.
 *
 * Results are cached on disk by a hash of the sample, its mode, the installed versions
 * of the packages it may import, Node's version and the runner's own files.
 */
import { spawn } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import { builtinModules } from "node:module"
import os from "node:os"
import path from "node:path"
import ts from "typescript"
import { importRefusal, missingFileMessage, MOCK_FETCH_MODULE, packageName, relativeCandidates, RUNNABLE_PACKAGES } from "./run-policy.mjs"
import type { Sample, SampleFile } from "../samples/samples"
import { ResultCache } from "../samples/result-cache"

/** Bump when the running rules change, to invalidate the disk cache. */
const RUNNER_VERSION = 1
export const RUN_TIMEOUT_MS = 5000
/** Loading the packages before the sample starts may be slow on a busy machine, but not this slow. */
const STARTUP_TIMEOUT_MS = 60_000
const RUNTIME_FILES = ["run-child.mjs", "run-hooks.mjs", "run-policy.mjs", "mock-fetch.mjs"]

export type RunMode = "development" | "production"

export interface RunnableSample {
  sample: Sample
  mode: RunMode
}

/** A problem found before running (syntax, imports): the sample did not run. `line` is 1-based in `file`. */
export interface RunProblem {
  file: string
  line: number
  message: string
}

export interface RunResult {
  problems: RunProblem[]
  /** Printed lines, formatted as `// ->` comments are written. */
  output: string[]
  /** `Name: message` of an uncaught error, with the sample file and line that threw when known. */
  error?: { text: string; file?: string; line?: number }
  timedOut?: boolean
}

export interface RunnerOptions {
  root: string
  /** Where results are cached on disk; `null` disables the disk cache. */
  cacheDir: string | null
  timeoutMs?: number
  /** How long loading the packages may take before the sample starts. */
  startupTimeoutMs?: number
  concurrency?: number
}

export interface RunnerStats {
  ran: number
  fromCache: number
}

function lineAt(text: string, position: number): number {
  return text.slice(0, position).split("\n").length
}

function installedVersion(root: string, name: string): string {
  try {
    return String(JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version)
  } catch {
    return "missing"
  }
}

function sampleFileFor(sample: Sample, from: SampleFile, specifier: string): SampleFile | undefined {
  const candidates = relativeCandidates(path.posix.normalize(path.posix.join(path.posix.dirname(from.name), specifier)))
  return sample.files.find((file) => candidates.includes(file.name))
}

interface Compiled {
  problems: RunProblem[]
  /** [url, JavaScript] in block order. */
  files: Array<[string, string]>
  /** Packages the sample imports, loaded before the timeout starts. */
  preload: string[]
}

/** Transpiles every file and checks its imports, without running anything. */
export function compileSample(sample: Sample, key: string, root: string): Compiled {
  const problems: RunProblem[] = []
  const files: Array<[string, string]> = []
  const preload = new Set<string>()
  for (const file of sample.files) {
    // Declaration files hold types only: nothing to run.
    if (/\.d\.[cm]?ts$/.test(file.name)) continue
    const { outputText, diagnostics = [] } = ts.transpileModule(file.code, {
      fileName: file.name,
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        jsx: ts.JsxEmit.ReactJSX,
        esModuleInterop: true,
        inlineSourceMap: true,
        inlineSources: true,
      },
      reportDiagnostics: true,
    })
    for (const diagnostic of diagnostics) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")
      problems.push({ file: file.name, line: lineAt(file.code, diagnostic.start ?? 0), message: `runnable sample has a syntax error: ${message} Fix the code.` })
    }
    for (const imported of ts.preProcessFile(file.code, true, true).importedFiles) {
      const specifier = imported.fileName
      const line = lineAt(file.code, imported.pos)
      if (specifier.startsWith("./") || specifier.startsWith("../")) {
        if (!sampleFileFor(sample, file, specifier)) {
          problems.push({ file: file.name, line, message: missingFileMessage(specifier) })
        }
        continue
      }
      const refusal = importRefusal(specifier, builtinModules)
      if (refusal) problems.push({ file: file.name, line, message: refusal })
      else if (specifier !== MOCK_FETCH_MODULE && !specifier.startsWith("node:") && !builtinModules.includes(specifier)) {
        if (installedVersion(root, packageName(specifier)) === "missing") {
          problems.push({ file: file.name, line, message: `"${specifier}" is not installed in node_modules; run npm install` })
        } else preload.add(specifier)
      }
    }
    files.push([`sample:///${key}/${file.name}`, outputText])
  }
  return { problems, files, preload: [...preload] }
}

export class SampleRunner {
  readonly root: string
  readonly cacheDir: string | null
  readonly timeoutMs: number
  readonly startupTimeoutMs: number
  readonly concurrency: number
  readonly stats: RunnerStats = { ran: 0, fromCache: 0 }
  private readonly environment: string
  private readonly results: ResultCache<RunResult>

  constructor(options: RunnerOptions) {
    this.root = path.resolve(options.root)
    this.cacheDir = options.cacheDir
    this.results = new ResultCache<RunResult>(options.cacheDir)
    this.timeoutMs = options.timeoutMs ?? RUN_TIMEOUT_MS
    this.startupTimeoutMs = options.startupTimeoutMs ?? STARTUP_TIMEOUT_MS
    this.concurrency = options.concurrency ?? os.availableParallelism()
    const packages = [...new Set([...RUNNABLE_PACKAGES.map(packageName), "react-dom", "typescript"])]
    const runtime = RUNTIME_FILES.map((name) => {
      try {
        return fs.readFileSync(this.runtimeFile(name), "utf8")
      } catch {
        return "missing"
      }
    })
    this.environment = [
      `v${RUNNER_VERSION}`,
      process.version,
      this.timeoutMs,
      ...packages.map((name) => `${name}@${installedVersion(this.root, name)}`),
      ...runtime,
    ].join("\0")
  }

  private runtimeFile(name: string): string {
    return path.join(this.root, "src", "node", "dialect", "run", name)
  }

  hash(runnable: RunnableSample): string {
    const hash = createHash("sha256").update(this.environment).update(`\0${runnable.mode}`)
    for (const file of runnable.sample.files) hash.update(`\0${file.name}\0${file.code}`)
    return hash.digest("hex").slice(0, 24)
  }

  cached(runnable: RunnableSample): RunResult | undefined {
    return this.results.get(this.hash(runnable))
  }

  /** Runs the samples not cached yet, one child process each, `concurrency` at a time; results are in input order. */
  async runMany(runnables: RunnableSample[]): Promise<RunResult[]> {
    const pending = new Map<string, RunnableSample>()
    for (const runnable of runnables) {
      if (this.cached(runnable)) this.stats.fromCache++
      else pending.set(this.hash(runnable), runnable)
    }
    const queue = [...pending]
    const next = async (): Promise<void> => {
      const entry = queue.shift()
      if (!entry) return
      const [key, runnable] = entry
      const { result, cacheable } = await this.runOne(key, runnable)
      this.stats.ran++
      this.results.set(key, result, cacheable)
      return next()
    }
    await Promise.all(Array.from({ length: Math.min(this.concurrency, queue.length) }, next))
    return runnables.map((runnable) => this.cached(runnable)!)
  }

  private runOne(key: string, runnable: RunnableSample): Promise<{ result: RunResult; cacheable: boolean }> {
    const compiled = compileSample(runnable.sample, key, this.root)
    if (compiled.problems.length > 0) return Promise.resolve({ result: { problems: compiled.problems, output: [] }, cacheable: true })
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ["--enable-source-maps", "--no-warnings", this.runtimeFile("run-child.mjs")], {
        cwd: this.root,
        env: { ...process.env, NODE_ENV: runnable.mode },
        stdio: ["ignore", "ignore", "pipe", "ipc"],
      })
      let stderr = ""
      let settled = false
      const finish = (result: RunResult, cacheable: boolean) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        child.kill("SIGKILL")
        resolve({ result, cacheable })
      }
      const timeOut = () => finish({ problems: [], output: [], timedOut: true }, false)
      const startupTimeOut = () => {
        const message = `the packages this runnable sample imports did not load within ${this.startupTimeoutMs / 1000} s, so it never started; the machine is probably overloaded: build again`
        finish({ problems: [{ file: runnable.sample.files[0]!.name, line: 1, message }], output: [] }, false)
      }
      let timer = setTimeout(startupTimeOut, this.startupTimeoutMs)
      child.stderr!.on("data", (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-2000)
      })
      child.on("message", (message: { type: "ready" } | { type: "done"; result: Omit<RunResult, "problems"> }) => {
        if (message.type === "ready") {
          clearTimeout(timer)
          timer = setTimeout(timeOut, this.timeoutMs)
        } else finish({ problems: [], ...message.result }, true)
      })
      // "close", not "exit": by then every message the child sent has arrived.
      child.on("close", (code) => {
        finish({ problems: [], output: [], error: { text: `the sample's process exited with code ${code}: ${stderr.trim()}` } }, false)
      })
      child.send({ key, root: this.root, files: compiled.files, preload: compiled.preload })
    })
  }
}

export interface Expectations {
  /** `// -> value` comments in block order; `blockLine` is the 0-based line in the fence's code. */
  outputs: Array<{ value: string; blockLine: number }>
  throws?: { text: string; blockLine: number }
}

const EXPECTED_OUTPUT = /(?:^|\s)\/\/\s*->\s?(.*)$/
const EXPECTED_THROW = /(?:^|\s)\/\/\s*throws:\s*(.*?)\s*$/

export function expectations(sample: Sample): Expectations {
  const found: Expectations = { outputs: [] }
  for (const file of sample.files) {
    file.code.split("\n").forEach((line, index) => {
      const blockLine = file.startLine + index
      const output = EXPECTED_OUTPUT.exec(line)
      if (output) found.outputs.push({ value: output[1]!.trimEnd(), blockLine })
      const thrown = EXPECTED_THROW.exec(line)
      if (thrown) found.throws = { text: thrown[1]!, blockLine }
    })
  }
  return found
}

/** An author error of a runnable sample; `blockLine` is the 0-based line in the fence's code, undefined for the fence itself. */
export interface RunError {
  blockLine?: number
  message: string
}

/** Compares a run with what the page says about it. */
export function runErrors(runnable: RunnableSample, result: RunResult, timeoutMs = RUN_TIMEOUT_MS): RunError[] {
  const { sample } = runnable
  const blockLineOf = (fileName: string | undefined, line: number | undefined) => {
    const file = sample.files.find((candidate) => candidate.name === fileName)
    return file && line !== undefined ? file.startLine + line - 1 : undefined
  }
  if (result.problems.length > 0) {
    return result.problems.map((problem) => ({ blockLine: blockLineOf(problem.file, problem.line), message: problem.message }))
  }
  if (result.timedOut) {
    return [
      {
        message: `runnable sample did not finish within ${timeoutMs / 1000} s: it hangs or waits on something that never settles (a timer, a promise, a fetch without mockFetch). Make it finish: await what it starts and mock its requests.`,
      },
    ]
  }
  const errors: RunError[] = []
  const expected = expectations(sample)
  const count = Math.max(expected.outputs.length, result.output.length)
  for (let index = 0; index < count; index++) {
    const want = expected.outputs[index]
    const got = result.output[index]
    if (want !== undefined && got === undefined) {
      errors.push({
        blockLine: want.blockLine,
        message: `the page says "${want.value}" (line ${want.blockLine + 1} of the sample), but the runnable sample printed only ${result.output.length} line(s). Remove the // -> comment or fix the sample.`,
      })
    } else if (want === undefined && got !== undefined) {
      errors.push({
        blockLine: expected.outputs.at(-1)?.blockLine,
        message: `runnable sample printed "${got}" (output line ${index + 1}), but the page has no // -> line for it. Add "// -> ${got}" under the line that logs it.`,
      })
    } else if (want !== undefined && got !== undefined && want.value !== got) {
      errors.push({
        blockLine: want.blockLine,
        message: `runnable sample printed "${got}" where the page says "${want.value}" (line ${want.blockLine + 1} of the sample). Update the // -> comment or fix the sample.`,
      })
    }
    // One mismatch shifts every later line: the first is the one to fix.
    if (errors.length > 0) break
  }
  const thrown = result.error
  const declared = expected.throws
  if (thrown && !declared) {
    errors.push({
      blockLine: blockLineOf(thrown.file, thrown.line),
      message: `runnable sample threw ${thrown.text}. Fix the sample, or, if the page shows this error on purpose, add "// throws: ${thrown.text}" under the line that throws.`,
    })
  } else if (declared && !thrown) {
    errors.push({
      blockLine: declared.blockLine,
      message: `the page says the runnable sample throws "${declared.text}" (line ${declared.blockLine + 1} of the sample), but it ran to the end without an error. Fix the sample or remove the // throws: comment.`,
    })
  } else if (declared && thrown && !thrown.text.startsWith(declared.text)) {
    errors.push({
      blockLine: declared.blockLine,
      message: `runnable sample threw "${thrown.text}" where the page says it throws "${declared.text}" (line ${declared.blockLine + 1} of the sample). Update the // throws: comment or fix the sample.`,
    })
  }
  return errors
}
