// The text files of a built site, byte for byte: every .html, .md, .txt, .json and .xml file is
// valid UTF-8 and holds no NUL and no U+FFFD (the replacement character a lossy decode leaves
// behind). The sources hold neither (src/node/content.ts rejects what is not UTF-8), so either in
// the output means that something between the source and the file mishandled bytes: a multi-byte
// character cut at a chunk boundary, an offset counted in characters applied to bytes, a Buffer
// decoded piece by piece. Run by scripts/gates/output-integrity.mjs on the build in public/.
import fs from "node:fs"
import path from "node:path"

/** The extensions checked: what the build writes as text. */
export const TEXT_FILE = /\.(html|md|txt|json|xml)$/

const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true })
const lossy = new TextDecoder("utf-8", { ignoreBOM: true })

/** Line (1-based) and byte offset of the character at `index` of `text`. */
function where(text, index) {
  const before = text.slice(0, index)
  return `line ${before.split("\n").length}, byte ${Buffer.byteLength(before)}`
}

/** Up to 30 characters either side of `index`, control characters and U+FFFD shown as escapes. */
function around(text, index) {
  const excerpt = text.slice(Math.max(0, index - 30), index + 30)
  return JSON.stringify(excerpt).replace(/\uFFFD/g, "\\ufffd")
}

/** What is wrong with one file's bytes: one message per kind of problem, at its first occurrence. */
export function bytesProblems(bytes) {
  let text
  try {
    text = strict.decode(bytes)
  } catch {
    // Everything before the first replacement is valid, so its byte length is the bad byte's offset.
    const decoded = lossy.decode(bytes)
    const index = decoded.indexOf("\uFFFD")
    return [`not valid UTF-8 at ${where(decoded, index)}: ${around(decoded, index)}`]
  }
  const problems = []
  const nul = text.indexOf("\0")
  if (nul !== -1) problems.push(`a NUL byte at ${where(text, nul)}: ${around(text, nul)}`)
  const replacement = text.indexOf("\uFFFD")
  if (replacement !== -1) problems.push(`a U+FFFD replacement character at ${where(text, replacement)}: ${around(text, replacement)}`)
  return problems
}

/** Every text file under `dir` (TEXT_FILE), as paths relative to it, sorted. */
export function textFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort()
}

/** The problems of every text file under `dir`, as `file: problem` lines, and how many files were read. */
export function checkOutput(dir) {
  const files = textFiles(dir)
  const problems = files.flatMap((file) => bytesProblems(fs.readFileSync(path.join(dir, file))).map((problem) => `${file}: ${problem}`))
  return { files: files.length, problems }
}
