#!/usr/bin/env node
// Gate: the built site's text files are the bytes the build meant to write (scripts/output-integrity.mjs):
// valid UTF-8, no NUL, no U+FFFD, in every .html, .md, .txt, .json and .xml file of public/ (or of
// the folders given as arguments). Reads files only: no server, no browser.
import path from "node:path"
import { fileURLToPath } from "node:url"
import { checkOutput } from "../output-integrity.mjs"

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const dirs = process.argv.slice(2).filter((arg) => !arg.startsWith("--"))
let failed = false
for (const dir of dirs.length > 0 ? dirs : [path.join(projectDir, "public")]) {
  const { files, problems } = checkOutput(dir)
  if (files === 0) {
    failed = true
    console.log(`FAIL ${path.relative(projectDir, dir) || dir}: no text files (is the site built?)`)
    continue
  }
  for (const problem of problems) console.log(`FAIL ${problem}`)
  if (problems.length > 0) failed = true
  else console.log(`ok   ${path.relative(projectDir, dir) || dir}: ${files} text files, valid UTF-8, no NUL, no U+FFFD`)
}
process.exit(failed ? 1 : 0)
