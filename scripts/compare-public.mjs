#!/usr/bin/env node
// Compares two build outputs (public/ folders) file by file:
//
//   node scripts/compare-public.mjs <public-a> <public-b>
//   node scripts/compare-public.mjs --mask-hashes <public-a> <public-b>
//
// Prints the files only one side has and the files whose bytes differ (with the first differing
// line of a text file), and exits 1 when there is any difference. Used by the warm-build test
// (an incremental build must equal a clean build of the same tree) and by hand before and after a
// change that should not change the output. With `--mask-hashes` (outputs of two different commits),
// content hashes in file names and text (webpack's chunk names, the compilation hash, fragment and
// Pagefind names, CSP `sha256-` sources, Gatsby's node ids, which follow the checkout's path) are masked first, and files whose masked names collide
// (every `_bodies/<hash>.html`) are compared as a group: the same set of masked contents.
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

/** A Gatsby node id (a UUID made from the source's path), a hex run of 10+ characters with a digit and a letter (webpack, Gatsby and Pagefind hashes), or an integrity/CSP source. */
const HASH = /(?<![0-9A-Za-z])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9A-Za-z])|(?<![0-9A-Za-z])(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{10,}(?![0-9A-Za-z])|sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}/g
/** webpack's numeric chunk ids in front of a masked hash (`454-<hash>.js`): they move when other chunks do. */
const CHUNK_ID = /(?<![0-9A-Za-z])\d+-#/g
const TEXT = /\.(html|js|mjs|json|css|txt|md|xml|svg|map)$|(^|\/)_(headers|redirects)$/

/** `text` with content hashes (and the chunk ids in front of them) replaced by `#`. */
export function maskHashes(text) {
  return text.replace(HASH, "#").replace(CHUNK_ID, "#")
}

/**
 * The differences between two outputs once hashes are masked: files are grouped by masked name and
 * each group's masked contents are compared as a sorted list. `onlyA`/`onlyB` name groups one side
 * lacks; `different` names groups whose contents differ (with how many files each side has).
 */
export function compareMasked(a, b) {
  const grouped = (dir) => {
    const groups = new Map()
    for (const file of listFiles(dir)) {
      const bytes = fs.readFileSync(path.join(dir, file))
      const content = TEXT.test(file) ? maskHashes(bytes.toString("utf8")) : bytes.toString("base64")
      const name = maskHashes(file)
      groups.set(name, [...(groups.get(name) ?? []), content])
    }
    for (const list of groups.values()) list.sort()
    return groups
  }
  const groupsA = grouped(a)
  const groupsB = grouped(b)
  const different = []
  for (const [name, listA] of groupsA) {
    const listB = groupsB.get(name)
    if (listB === undefined) continue
    const firstDiffering = listA.findIndex((content, i) => content !== listB[i])
    if (listA.length !== listB.length || firstDiffering !== -1) {
      const where = firstDiffering === -1 ? "" : `, ${firstDifference(Buffer.from(listA[firstDiffering]), Buffer.from(listB[firstDiffering] ?? ""))}`
      different.push({ file: name, where: `${listA.length} vs ${listB.length} file(s)${where}` })
    }
  }
  return { onlyA: [...groupsA.keys()].filter((name) => !groupsB.has(name)), onlyB: [...groupsB.keys()].filter((name) => !groupsA.has(name)), different }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const masked = args[0] === "--mask-hashes"
  const [a, b] = masked ? args.slice(1) : args
  if (!a || !b) {
    console.error("usage: compare-public.mjs [--mask-hashes] <public-a> <public-b>")
    process.exit(2)
  }
  const { onlyA, onlyB, different } = masked ? compareMasked(a, b) : comparePublic(a, b)
  for (const file of onlyA) console.log(`only in ${a}: ${file}`)
  for (const file of onlyB) console.log(`only in ${b}: ${file}`)
  for (const { file, where } of different) console.log(`differs: ${file} (${where})`)
  console.log(`${onlyA.length + onlyB.length + different.length} difference(s)`)
  process.exit(onlyA.length + onlyB.length + different.length === 0 ? 0 : 1)
}
