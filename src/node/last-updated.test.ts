import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { GIT_LOG_FORMAT, formatLastUpdated, gitLastCommits, lastUpdatedOf, parseGitLog } from "./last-updated"

const R = "\x1e"
const F = "\x1f"

describe("parseGitLog", () => {
  it("keeps the newest commit naming each file (git lists newest first)", () => {
    const output = [
      "",
      `2026-11-20T10:00:00+01:00${F}Ada Lovelace\n\napi/createSlice.mdx\nintro.md\n`,
      `2026-01-02T00:00:00Z${F}Grace Hopper\n\napi/createSlice.mdx\nusage/guide.mdx\n`,
    ].join(R)
    const files = parseGitLog(output)
    expect(files.get("api/createSlice.mdx")).toEqual({ date: "2026-11-20T09:00:00.000Z", author: "Ada Lovelace" })
    expect(files.get("intro.md")?.author).toBe("Ada Lovelace")
    expect(files.get("usage/guide.mdx")).toEqual({ date: "2026-01-02T00:00:00.000Z", author: "Grace Hopper" })
    expect(files.size).toBe(3)
  })

  it("ignores empty output and malformed records", () => {
    expect(parseGitLog("").size).toBe(0)
    expect(parseGitLog(`${R}not a date${F}x\n\na.md\n${R}garbage`).size).toBe(0)
  })

  it("parses a 5,000-file history in well under a second (linear: one pass)", () => {
    const records: string[] = []
    for (let commit = 0; commit < 500; commit++) {
      const names = Array.from({ length: 10 }, (_, i) => `docs/${commit * 10 + i}.mdx`)
      records.push(`2026-01-01T00:00:${String(commit % 60).padStart(2, "0")}Z${F}Author ${commit}\n\n${names.join("\n")}\n`)
    }
    const started = performance.now()
    const files = parseGitLog(R + records.join(R))
    expect(files.size).toBe(5000)
    expect(performance.now() - started).toBeLessThan(500)
  })
})

describe("gitLastCommits and the fallback", () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", HOME: cwd } })

  it("reads one git log of the folder, paths relative to it", () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), "last-updated-"))
    const docs = path.join(repo, "content", "docs")
    fs.mkdirSync(path.join(docs, "api"), { recursive: true })
    fs.writeFileSync(path.join(docs, "api", "a.mdx"), "a")
    fs.writeFileSync(path.join(docs, "b.md"), "b")
    fs.writeFileSync(path.join(repo, "outside.md"), "x")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    const env = { GIT_AUTHOR_DATE: "2025-03-04T05:06:07Z", GIT_COMMITTER_DATE: "2025-03-04T05:06:07Z" }
    execFileSync("git", ["-c", "user.name=First", "-c", "user.email=f@example.com", "commit", "-q", "-m", "one"], {
      cwd: repo,
      env: { ...process.env, ...env },
    })
    fs.writeFileSync(path.join(docs, "b.md"), "b2")
    git(repo, "add", "-A")
    execFileSync("git", ["-c", "user.name=Second", "-c", "user.email=s@example.com", "commit", "-q", "-m", "two"], {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_DATE: "2026-11-24T00:00:00Z", GIT_COMMITTER_DATE: "2026-11-24T00:00:00Z" },
    })
    const commits = gitLastCommits(docs)
    expect([...commits.keys()].sort()).toEqual(["api/a.mdx", "b.md"])
    expect(commits.get("api/a.mdx")).toEqual({ date: "2025-03-04T05:06:07.000Z", author: "First" })
    expect(commits.get("b.md")).toEqual({ date: "2026-11-24T00:00:00.000Z", author: "Second" })
    expect(GIT_LOG_FORMAT).toContain("%aI")
  })

  it("is empty outside a git work tree", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "no-git-"))
    expect(gitLastCommits(dir).size).toBe(0)
  })

  it("falls back to the file's modification time, never the build time, and names no author", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fallback-"))
    const file = path.join(dir, "fresh.md")
    fs.writeFileSync(file, "x")
    const mtime = new Date("2024-02-03T04:05:06Z")
    fs.utimesSync(file, mtime, mtime)
    const result = lastUpdatedOf([{ absPath: file, relPath: "fresh.md" }], new Map(), {
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
    })
    expect(result.get(file)).toEqual({ date: "2024-02-03T04:05:06.000Z", formatted: "Feb 3, 2024", author: null })
  })

  it("prefers git over the modification time and honours both options", () => {
    const commits = new Map([["a.md", { date: "2026-11-24T23:30:00.000Z", author: "Ada" }]])
    const doc = { absPath: "/nowhere/a.md", relPath: "a.md" }
    expect(lastUpdatedOf([doc], commits, { showLastUpdateTime: true, showLastUpdateAuthor: false }).get(doc.absPath)).toEqual({
      date: "2026-11-24T23:30:00.000Z",
      formatted: "Nov 24, 2026",
      author: null,
    })
    expect(lastUpdatedOf([doc], commits, { showLastUpdateTime: false, showLastUpdateAuthor: true }).get(doc.absPath)).toEqual({
      date: null,
      formatted: null,
      author: "Ada",
    })
    expect(lastUpdatedOf([doc], commits, { showLastUpdateTime: false, showLastUpdateAuthor: false }).get(doc.absPath)).toBeNull()
  })
})

describe("formatLastUpdated", () => {
  it("formats for English readers in UTC, whatever the machine's time zone", () => {
    expect(formatLastUpdated("2026-11-24T23:59:59.000Z")).toBe("Nov 24, 2026")
    expect(formatLastUpdated("2026-01-01T00:00:00+02:00")).toBe("Dec 31, 2025")
  })
})
