import { describe, expect, it } from "vitest"
import type { Compiler } from "webpack"
import { ReportRemovedFilesPlugin, reportingRemovals } from "./webpack-removals"

type Watch = NonNullable<Compiler["watchFileSystem"]>["watch"]
type Callbacks = { aggregated: Parameters<Watch>[5]; undelayed: NonNullable<Parameters<Watch>[6]> }

/** A watch function that hands its callbacks to the test, as webpack's watcher would call them. */
function fakeWatch(): { watch: Watch; last: () => Callbacks } {
  let callbacks: Callbacks | undefined
  const watch = ((_files, _dirs, _missing, _start, _options, aggregated, undelayed) => {
    callbacks = { aggregated, undelayed: undelayed! }
    return { close() {}, pause() {} }
  }) as Watch
  return { watch, last: () => callbacks! }
}

describe("ReportRemovedFilesPlugin: a removed file is reported to Gatsby like a changed one", () => {
  const watchOnce = (watch: Watch) => {
    const seen: string[] = []
    watch(
      new Set(),
      new Set(),
      new Set(),
      0,
      {},
      (_error, _files, _contexts, changes, removals) => seen.push(`aggregated ${[...(changes ?? [])].join()} | ${[...(removals ?? [])].join()}`),
      (file) => seen.push(`invalid ${file}`),
    )
    return seen
  }

  it("a removal alone reaches the undelayed callback after the aggregated one", () => {
    const fake = fakeWatch()
    const seen = watchOnce(reportingRemovals(fake.watch))
    fake.last().aggregated(null, new Map(), new Map(), new Set(), new Set(["/docs/usage/fresh.mdx"]))
    expect(seen).toEqual(["aggregated  | /docs/usage/fresh.mdx", "invalid /docs/usage/fresh.mdx"])
  })

  it("a change that was already reported is not reported twice, and a removal-free event adds nothing", () => {
    const fake = fakeWatch()
    const seen = watchOnce(reportingRemovals(fake.watch))
    fake.last().undelayed("/src/a.ts", 1)
    fake.last().aggregated(null, new Map(), new Map(), new Set(["/src/a.ts"]), new Set(["/docs/b.mdx"]))
    expect(seen).toEqual(["invalid /src/a.ts", "aggregated /src/a.ts | /docs/b.mdx"])
    const fake2 = fakeWatch()
    const seen2 = watchOnce(reportingRemovals(fake2.watch))
    fake2.last().aggregated(null, new Map(), new Map(), new Set(), new Set())
    expect(seen2).toEqual(["aggregated  | "])
  })

  it("webpack's own watcher, unwrapped, reports nothing for a removal (why the plugin exists)", () => {
    const fake = fakeWatch()
    const seen = watchOnce(fake.watch)
    fake.last().aggregated(null, new Map(), new Map(), new Set(), new Set(["/docs/usage/fresh.mdx"]))
    expect(seen).toEqual(["aggregated  | /docs/usage/fresh.mdx"])
  })

  it("the plugin wraps the compiler's watch file system once, at the first watch run", () => {
    const fake = fakeWatch()
    const taps: (() => void)[] = []
    const compiler = { watchFileSystem: { watch: fake.watch }, hooks: { watchRun: { tap: (_name: string, run: () => void) => taps.push(run) } } }
    new ReportRemovedFilesPlugin().apply(compiler as unknown as Compiler)
    taps[0]!()
    const once = compiler.watchFileSystem.watch
    taps[0]!()
    expect(compiler.watchFileSystem.watch).toBe(once)
    const seen = watchOnce(compiler.watchFileSystem.watch)
    fake.last().aggregated(null, new Map(), new Map(), new Set(), new Set(["/docs/x.mdx"]))
    expect(seen).toEqual(["aggregated  | /docs/x.mdx", "invalid /docs/x.mdx"])
  })
})
