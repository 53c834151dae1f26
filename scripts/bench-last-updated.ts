/**
 * `npm run bench -- --last-updated` (scripts/bench.mjs runs it with vite-node): what the
 * last-updated dates cost a build. The one `git log` of content/docs and its parse, and the parse
 * alone of a synthetic 5,000-file history (target: under 500 ms; parseGitLog is one pass over the
 * output). Medians of `--runs` (default 5). Prints one JSON line for bench.mjs.
 * src/node/last-updated.test.ts asserts one git call per build and what the parse keeps; this is
 * where its speed is measured.
 */
import path from "node:path"
import { performance } from "node:perf_hooks"
import { gitLastCommits, parseGitLog } from "../src/node/last-updated"

const RECORD = "\x1e"
const FIELD = "\x1f"
const runsIndex = process.argv.indexOf("--runs")
const runs = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 5

/** `git log` output of 500 commits touching 10 files each, as GIT_LOG_FORMAT and --name-only print it. */
function syntheticHistory(): string {
  const records: string[] = []
  for (let commit = 0; commit < 500; commit++) {
    const names = Array.from({ length: 10 }, (_, i) => `docs/${commit * 10 + i}.mdx`)
    records.push(
      `2026-01-01T00:00:${String(commit % 60).padStart(2, "0")}Z${FIELD}Author ${commit}\n\n${names.join("\n")}\n`,
    )
  }
  return RECORD + records.join(RECORD)
}

function medianMs(run: () => number): { ms: number; runs: number[]; files: number } {
  const times: number[] = []
  let files = 0
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    files = run()
    times.push(performance.now() - started)
  }
  const sorted = [...times].sort((a, b) => a - b)
  return { ms: sorted[Math.floor(sorted.length / 2)], runs: times, files }
}

const contentDir = path.resolve("content", "docs")
const history = syntheticHistory()
console.log(
  JSON.stringify({
    gitLog: medianMs(() => gitLastCommits(contentDir).size),
    parse5000: medianMs(() => parseGitLog(history).size),
  }),
)
