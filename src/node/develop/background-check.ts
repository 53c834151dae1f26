import { SampleErrorReport, type OverlayError } from "./error-report"

/** A doc as the dialect's pre-pass takes it (src/node/dialect/prepare.ts). */
export interface CheckedDoc {
  absPath: string
  body: string
  tree: import("mdast").Root
}

export interface BackgroundCheckDeps {
  /** Every doc of the site with its syntax tree (the first pass). */
  allDocs: () => CheckedDoc[]
  /** One doc read again after a change; null when it cannot be read (Gatsby reports that itself). */
  readDoc: (absPath: string) => CheckedDoc | null
  /** The dialect's pre-pass over some docs: errors and warnings as `file:line: message`. */
  check: (docs: CheckedDoc[]) => Promise<{ errors: string[]; warnings: string[]; samples: number; run: { samples: number } }>
  /** How a file is named in messages (the path the errors start with). */
  displayPath: (absPath: string) => string
  log: { info: (message: string) => void; warn: (message: string) => void; error: (message: string) => void }
  /** Shows (or, with null, clears) errors in Gatsby's error overlay. */
  overlay: (errors: OverlayError[] | null) => void
  /** Edits arriving within this many ms are checked together. */
  debounceMs?: number
  /** Resolves when the server is not rebuilding: the check gives way to the rebuild an author waits for. */
  whenIdle?: () => Promise<void>
  /** Docs per step of the first pass; between steps it gives way to rebuilds. */
  batchSize?: number
}

/**
 * `gatsby develop`'s sample check: the type-check and runnable samples the build does
 * before anything else (prepareDialect) run here after the first page is served, and
 * again for a doc whenever it changes. Results go to the terminal and to Gatsby's error
 * overlay, and leave it when fixed; the pages keep rendering (in develop the MDX
 * transform does not check samples, see src/node/mdx-options.ts).
 */
export class BackgroundSampleCheck {
  readonly report = new SampleErrorReport()
  private queue: Promise<void> = Promise.resolve()
  private started = false
  private readonly changed = new Set<string>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly warned = new Set<string>()

  constructor(private readonly deps: BackgroundCheckDeps) {}

  /** The first pass, over every doc. Later calls do nothing. */
  start(): Promise<void> {
    if (this.started) return this.queue
    this.started = true
    return this.enqueue(async () => {
      const started = performance.now()
      const docs = this.deps.allDocs()
      this.deps.log.info(`Background sample check: checking the code samples of ${docs.length} docs; problems will show here and in the browser`)
      const size = this.deps.batchSize ?? docs.length
      let samples = 0
      let runnable = 0
      for (let start = 0; start < docs.length; start += size) {
        const batch = docs.slice(start, start + size)
        await this.deps.whenIdle?.()
        const result = await this.deps.check(batch)
        samples += result.samples
        runnable += result.run.samples
        this.publish(batch.map((doc) => this.deps.displayPath(doc.absPath)), result)
      }
      const ms = Math.round(performance.now() - started)
      this.deps.log.info(
        `Background sample check: ${samples} TypeScript samples and ${runnable} runnable samples in ${docs.length} docs, ${this.report.errors.length} problem(s) (${ms} ms)`,
      )
    })
  }

  /** A doc changed: check it again (after the first pass, which covers every doc as it is then). */
  fileChanged(absPath: string): void {
    if (!this.started) return
    this.changed.add(absPath)
    clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = undefined
      const files = [...this.changed]
      this.changed.clear()
      void this.enqueue(async () => {
        const docs = files.map((file) => this.deps.readDoc(file)).filter((doc): doc is CheckedDoc => doc !== null)
        if (docs.length === 0) return
        await this.deps.whenIdle?.()
        this.publish(docs.map((doc) => this.deps.displayPath(doc.absPath)), await this.deps.check(docs))
      })
    }, this.deps.debounceMs ?? 100)
  }

  /** Resolves when every pass asked for so far has finished (tests, the benchmark). */
  async idle(): Promise<void> {
    while (this.timer !== undefined) await new Promise((resolve) => setTimeout(resolve, 10))
    await this.queue
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      // A crash of the check must not stop the server: say so and keep serving.
      this.deps.log.error(`Background sample check failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`)
    })
    return this.queue
  }

  private publish(files: string[], result: { errors: string[]; warnings: string[] }): void {
    for (const warning of result.warnings) {
      if (this.warned.has(warning)) continue
      this.warned.add(warning)
      this.deps.log.warn(warning)
    }
    const { added, fixed } = this.report.update(files, result.errors)
    if (added.length > 0) this.deps.log.error(`Code sample problem(s) to fix:\n${added.join("\n")}`)
    for (const file of fixed) this.deps.log.info(`Code samples of ${file}: fixed`)
    if (added.length > 0 || fixed.length > 0) this.deps.overlay(this.report.overlayErrors())
  }
}
