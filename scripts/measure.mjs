// Runs a command and samples the resident memory of its whole process tree from /proc.
import fs from "node:fs"
import { spawn } from "node:child_process"

function childrenOf(pid) {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

function rssKb(pid) {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

function treeRssKb(pid) {
  let total = rssKb(pid)
  for (const child of childrenOf(pid)) total += treeRssKb(child)
  return total
}

/** @returns {Promise<{code:number, seconds:number, peakMb:number, output:string}>} */
export function measure(command, args, { cwd, env, echo = false } = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint()
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    const collect = (chunk) => {
      output += chunk
      if (echo) process.stdout.write(chunk)
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    let peak = 0
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssKb(child.pid))
    }, 250)
    child.on("close", (code) => {
      clearInterval(timer)
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      resolve({ code: code ?? 1, seconds, peakMb: Math.round(peak / 1024), output })
    })
  })
}
