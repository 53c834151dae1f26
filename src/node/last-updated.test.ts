import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it, vi } from "vitest"
import { GIT_LOG_FORMAT, formatLastUpdated, gitLastCommits, lastUpdatedOf, parseGitLog, siteLastUpdated } from "./last-updated"

// The real execFileSync, watched: the tests count the git processes a build starts.
vi.mock("node:child_process", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:child_process")>()
  return { ...actual, execFileSync: vi.fn(actual.execFileSync) }
})

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

  // How long this takes is a benchmark (`npm run bench -- --last-updated`, target 500 ms), not a test.
  it("keeps every file of a 5,000-file history once, with the newest commit naming it", () => {
    const records: string[] = []
    for (let commit = 0; commit < 500; commit++) {
      const names = Array.from({ length: 10 }, (_, i) => `docs/${commit * 10 + i}.mdx`)
      records.push(`2026-01-01T00:00:${String(commit % 60).padStart(2, "0")}Z${F}Author ${commit}\n\n${names.join("\n")}\n`)
    }
    // The oldest commit created them all.
    const all = Array.from({ length: 5000 }, (_, i) => `docs/${i}.mdx`)
    records.push(`2025-01-01T00:00:00Z${F}Creator\n\n${all.join("\n")}\n`)
    const files = parseGitLog(R + records.join(R))
    expect(files.size).toBe(5000)
    expect(files.get("docs/0.mdx")).toEqual({ date: "2026-01-01T00:00:00.000Z", author: "Author 0" })
    expect(files.get("docs/4999.mdx")).toEqual({ date: "2026-01-01T00:00:19.000Z", author: "Author 499" })
    expect([...files.values()].some((commit) => commit.author === "Creator")).toBe(false)
  })
})

describe("gitLastCommits and the fallback", () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", HOME: cwd } })

  /** A repository with content/docs/api/a.mdx (by First, 2025) and content/docs/b.md (by Second, 2026); returns the docs folder. */
  function committedDocs(): string {
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
    return docs
  }

  const gitCalls = () => vi.mocked(execFileSync).mock.calls.filter(([command]) => command === "git").length

  it("reads one git log of the folder, paths relative to it", () => {
    const docs = committedDocs()
    const commits = gitLastCommits(docs)
    expect([...commits.keys()].sort()).toEqual(["api/a.mdx", "b.md"])
    expect(commits.get("api/a.mdx")).toEqual({ date: "2025-03-04T05:06:07.000Z", author: "First" })
    expect(commits.get("b.md")).toEqual({ date: "2026-11-24T00:00:00.000Z", author: "Second" })
    expect(GIT_LOG_FORMAT).toContain("%aI")
  })

  it("starts one git process for the whole folder, however many docs it has", () => {
    const docs = committedDocs()
    const known = [
      { absPath: path.join(docs, "api", "a.mdx"), relPath: "api/a.mdx" },
      { absPath: path.join(docs, "b.md"), relPath: "b.md" },
    ]
    const unknown = Array.from({ length: 5000 }, (_, i) => ({ absPath: path.join(docs, `new-${i}.mdx`), relPath: `new-${i}.mdx` }))
    vi.mocked(execFileSync).mockClear()
    const result = siteLastUpdated(docs, [...known, ...unknown], { showLastUpdateTime: true, showLastUpdateAuthor: true })
    expect(gitCalls()).toBe(1)
    expect(result.size).toBe(5002)
    expect(result.get(known[0].absPath)?.author).toBe("First")
    expect(result.get(known[1].absPath)?.author).toBe("Second")
    // With neither option on, git is not asked at all.
    vi.mocked(execFileSync).mockClear()
    siteLastUpdated(docs, known, { showLastUpdateTime: false, showLastUpdateAuthor: false })
    expect(gitCalls()).toBe(0)
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
