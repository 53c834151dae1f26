#!/usr/bin/env node
// Compares two build outputs (public/ folders) file by file:
//
//   node scripts/compare-public.mjs <public-a> <public-b>
//
// Prints the files only one side has and the files whose bytes differ (with the first differing
// line of a text file), and exits 1 when there is any difference. Used by the warm-build test
// (an incremental build must equal a clean build of the same tree) and by hand before and after a
// change that should not change the output.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

/** Every file under `dir`, as `/`-separated paths relative to it, sorted. */
export function listFiles(dir) {
  const files = []
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(child)
      else files.push(child)
    }
  }
  walk("")
  return files.sort()
}

function firstDifference(a, b) {
  const linesA = a.toString("utf8").split("\n")
  const linesB = b.toString("utf8").split("\n")
  for (let i = 0; i < Math.max(linesA.length, linesB.length); i++) {
    if (linesA[i] !== linesB[i]) {
      const lineA = linesA[i] ?? ""
      const lineB = linesB[i] ?? ""
      let at = 0
      while (at < lineA.length && lineA[at] === lineB[at]) at++
      const cut = (line) => JSON.stringify(line.slice(Math.max(0, at - 60), at + 100))
      return `line ${i + 1}, column ${at + 1}: ${cut(lineA)} vs ${cut(lineB)}`
    }
  }
  return "same text, different bytes"
}

/**
 * The differences between the outputs `a` and `b`: `onlyA`, `onlyB` and `different` ({ file, where }),
 * by comparison key. Options, each given the output folder it is looking at:
 * - `ignore(file, dir)`: leaves a file out;
 * - `key(file)`: the name files are matched by (default: the path itself);
 * - `content(file, dir)`: what is compared (default: the bytes).
 */
export function comparePublic(a, b, { ignore = () => false, key = (file) => file, content = (file, dir) => fs.readFileSync(path.join(dir, file)) } = {}) {
  const keyed = (dir) => new Map(listFiles(dir).filter((file) => !ignore(file, dir)).map((file) => [key(file), file]))
  const filesA = keyed(a)
  const filesB = keyed(b)
  const different = []
  for (const [name, fileA] of filesA) {
    const fileB = filesB.get(name)
    if (fileB === undefined) continue
    const bytesA = Buffer.from(content(fileA, a))
    const bytesB = Buffer.from(content(fileB, b))
    if (!bytesA.equals(bytesB)) different.push({ file: name, where: firstDifference(bytesA, bytesB) })
  }
  return { onlyA: [...filesA.keys()].filter((name) => !filesB.has(name)), onlyB: [...filesB.keys()].filter((name) => !filesA.has(name)), different }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [a, b] = process.argv.slice(2)
  if (!a || !b) {
    console.error("usage: compare-public.mjs <public-a> <public-b>")
    process.exit(2)
  }
  const { onlyA, onlyB, different } = comparePublic(a, b)
  for (const file of onlyA) console.log(`only in ${a}: ${file}`)
  for (const file of onlyB) console.log(`only in ${b}: ${file}`)
  for (const { file, where } of different) console.log(`differs: ${file} (${where})`)
  console.log(`${onlyA.length + onlyB.length + different.length} difference(s)`)
  process.exit(onlyA.length + onlyB.length + different.length === 0 ? 0 : 1)
}
