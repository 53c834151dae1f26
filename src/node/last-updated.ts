import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import type { LastUpdated } from "../shared/page-context"

/**
 * "Last updated on …" for every doc, from the git history of the content folder.
 * ONE `git log` for the whole folder (newest commit first, the files each commit
 * touched), parsed into file → newest commit: the cost grows with the history, not
 * with one process per page. A file git does not know (a fresh copy, a fixture, an
 * uncommitted new doc, no git at all) falls back to its modification time, never to
 * the build time, so a rebuild does not change every page's date.
 */

export interface FileCommit {
  /** ISO 8601, UTC. */
  date: string
  author: string
}

/** Separates commits (ASCII record separator) and a commit's date from its author (unit separator). */
const RECORD = "\x1e"
const FIELD = "\x1f"
export const GIT_LOG_FORMAT = `${RECORD}%aI${FIELD}%an`

/**
 * Parses `git log --format=<GIT_LOG_FORMAT> --name-only` output into path → newest
 * commit touching it. git lists commits newest first, so the first one naming a path wins.
 */
export function parseGitLog(output: string): Map<string, FileCommit> {
  const files = new Map<string, FileCommit>()
  for (const record of output.split(RECORD)) {
    const [header = "", ...names] = record.split("\n")
    const separator = header.indexOf(FIELD)
    if (separator === -1) continue
    const date = new Date(header.slice(0, separator))
    if (Number.isNaN(date.getTime())) continue
    const commit = { date: date.toISOString(), author: header.slice(separator + 1).trim() }
    for (const name of names) {
      const file = name.trim()
      if (file !== "" && !files.has(file)) files.set(file, commit)
    }
  }
  return files
}

/**
 * The newest commit of every file under `dir`, keyed by path relative to `dir` (forward
 * slashes); empty when `dir` is not in a git work tree or git is missing.
 */
export function gitLastCommits(dir: string): Map<string, FileCommit> {
  let output: string
  try {
    output = execFileSync(
      "git",
      // --relative: paths relative to `dir` (the -C folder); quotePath off: non-ASCII names as they are.
      ["-c", "core.quotePath=false", "-C", dir, "log", `--format=${GIT_LOG_FORMAT}`, "--name-only", "--relative", "--no-renames", "--", "."],
      { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "ignore"] },
    )
  } catch {
    return new Map()
  }
  return parseGitLog(output)
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" })

/** "Nov 24, 2026": formatted once at build time, in UTC, so the server's HTML and the browser agree. */
export function formatLastUpdated(iso: string): string {
  return DATE_FORMAT.format(new Date(iso))
}

export interface LastUpdatedOptions {
  showLastUpdateTime: boolean
  showLastUpdateAuthor: boolean
}

/**
 * Each doc's last update (absolute path → LastUpdated; null when neither option is on).
 * `commits` is gitLastCommits(contentDir), passed in so tests can give any history.
 */
export function lastUpdatedOf(
  docs: ReadonlyArray<{ absPath: string; relPath: string }>,
  commits: ReadonlyMap<string, FileCommit>,
  options: LastUpdatedOptions,
): Map<string, LastUpdated | null> {
  const result = new Map<string, LastUpdated | null>()
  for (const doc of docs) {
    if (!options.showLastUpdateTime && !options.showLastUpdateAuthor) {
      result.set(doc.absPath, null)
      continue
    }
    const commit = commits.get(doc.relPath)
    let date = commit?.date
    if (!date) {
      try {
        date = fs.statSync(doc.absPath).mtime.toISOString()
      } catch {
        result.set(doc.absPath, null)
        continue
      }
    }
    result.set(doc.absPath, {
      date: options.showLastUpdateTime ? date : null,
      formatted: options.showLastUpdateTime ? formatLastUpdated(date) : null,
      // A file git does not know has no author to name.
      author: options.showLastUpdateAuthor ? (commit?.author ?? null) : null,
    })
  }
  return result
}

/** The site's docs' last updates: one git call over the content folder. */
export function siteLastUpdated(
  contentDir: string,
  docs: ReadonlyArray<{ absPath: string; relPath: string }>,
  options: LastUpdatedOptions,
): Map<string, LastUpdated | null> {
  const commits = options.showLastUpdateTime || options.showLastUpdateAuthor ? gitLastCommits(path.resolve(contentDir)) : new Map()
  return lastUpdatedOf(docs, commits, options)
}
