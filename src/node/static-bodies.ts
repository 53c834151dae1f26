import fs from "node:fs"
import path from "node:path"
import crypto from "node:crypto"
import { staticBodyFile } from "./static-body-file"

/**
 * Static doc bodies at build time (docs/decisions.md, "Static doc bodies"). A page
 * whose Markdown is plain content is not a webpack module: its MDX is compiled here,
 * once per build and only when it changed, into a function body that the server
 * renderer runs with the site's own components (src/templates/serverBody.node.tsx).
 * One template serves every such page, so webpack's work no longer grows with the
 * number of pages.
 */

export interface StaticBodySource {
  route: string
  /** The MDX file, for error messages and for the remark plugins that resolve relative paths. */
  absPath: string
  /** The MDX body as gatsby-plugin-mdx compiles it (front matter removed). */
  source: string
}

export interface StaticBodiesReport {
  /** Each route's body key: its file's name, and part of the page's data so that a changed body re-renders the page. */
  keys: Map<string, string>
  compiled: number
  cached: number
  removed: number
  ms: number
}

/** Compiles an MDX body to a function body (see src/node/mdx-compile.ts). */
export type CompileBody = (body: StaticBodySource) => Promise<string>

const sha1 = (text: string): string => crypto.createHash("sha1").update(text).digest("hex")

/**
 * A digest of what a compiled body depends on besides its own source: the compile
 * pipeline's code and configuration (files) and site-wide inputs such as the route
 * of every doc, which links are rewritten to (extra).
 */
export function pipelineDigest(files: string[], extra: string): string {
  const hash = crypto.createHash("sha1")
  for (const file of [...files].sort()) {
    hash.update(file)
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : "(missing)")
  }
  hash.update(extra)
  return hash.digest("hex")
}

/** The files of a folder tree that are part of the compile pipeline (tests excluded). */
export function pipelineFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mts|mjs|js)$/.test(entry.name) && !/\.(test|bench)\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name))
}

/**
 * Compiles every body not compiled before from the same source and pipeline into
 * `dir` (one CommonJS module per body, see staticBodyFile) and removes the modules no
 * page uses any more. A failed compile throws; the bodies compiled before it are kept.
 */
export async function writeStaticBodies({
  dir,
  bodies,
  digest,
  compile,
}: {
  dir: string
  bodies: StaticBodySource[]
  digest: string
  compile: CompileBody
}): Promise<StaticBodiesReport> {
  const started = Date.now()
  fs.mkdirSync(dir, { recursive: true })
  const keys = new Map<string, string>()
  let compiled = 0
  let cached = 0
  for (const body of bodies) {
    const key = sha1(`${digest}\0${body.route}\0${body.absPath}\0${body.source}`)
    keys.set(body.route, key)
    const file = staticBodyFile(dir, key)
    if (fs.existsSync(file)) {
      cached++
      continue
    }
    const code = await compile(body)
    // Written whole under a temporary name: an interrupted build never leaves half a module.
    fs.writeFileSync(`${file}.tmp`, `module.exports = function () {\n${code}\n}\n`)
    fs.renameSync(`${file}.tmp`, file)
    compiled++
  }
  const used = new Set([...keys.values()].map((key) => path.basename(staticBodyFile(dir, key))))
  let removed = 0
  for (const name of fs.readdirSync(dir)) {
    if (used.has(name)) continue
    fs.rmSync(path.join(dir, name), { recursive: true, force: true })
    removed++
  }
  return { keys, compiled, cached, removed, ms: Date.now() - started }
}
