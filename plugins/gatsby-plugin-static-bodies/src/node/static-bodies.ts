import fs from "node:fs"
import path from "node:path"
import crypto from "node:crypto"
import { staticBodyFile } from "../shared"
import { publicFile } from "./public-file"

/**
 * Static doc bodies at build time (this plugin's README.md). A page
 * whose Markdown is plain content is not a webpack module: its MDX is compiled here,
 * once per build and only when it changed, into a function body that the server
 * renderer runs with the site's own components (serverBody.node.tsx).
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

/** A file a body refers to (an image beside the page), published under `url`. */
export interface BodyAsset {
  source: string
  url: string
}

/** A compiled body: an MDX function body (see mdx-compile.ts) and the files it refers to. */
export interface CompiledBody {
  code: string
  assets: BodyAsset[]
}

export type CompileBody = (body: StaticBodySource) => Promise<CompiledBody>

/** How MDX writes an import in a function body (`useDynamicImport`). */
const DYNAMIC_IMPORT = /const \{default: ([A-Za-z_$][\w$]*)\} = await import\(("(?:[^"\\]|\\.)*")\);/g

/**
 * A static body has no imports of its own (isStaticBody), but the dialect imports the
 * images beside a page that gatsby-remark-images does not optimise (SVG, GIF), which
 * webpack would publish under /static with a hashed name. Outside webpack they are
 * published here the same way: each import becomes the file's URL.
 */
export function publishBodyAssets(code: string, fromFile: string, pathPrefix = ""): CompiledBody {
  // MDX writes a page's imports before its content function; only that prologue is code of the page's own.
  const contentStart = code.indexOf("function _createMdxContent(")
  const prologue = contentStart === -1 ? code : code.slice(0, contentStart)
  const assets: BodyAsset[] = []
  const published = prologue.replace(DYNAMIC_IMPORT, (_statement, name: string, specifier: string) => {
    const source = path.resolve(path.dirname(fromFile), JSON.parse(specifier) as string)
    let content: Buffer
    try {
      content = fs.readFileSync(source)
    } catch {
      throw new Error(`${fromFile}: ${JSON.parse(specifier) as string} does not exist; put the file beside the page or fix the path.`)
    }
    const extension = path.extname(source)
    const url = `/static/${path.basename(source, extension)}-${assetHash(content)}${extension}`
    assets.push({ source, url })
    return `const {default: ${name}} = {default: ${JSON.stringify(`${pathPrefix}${url}`)}};`
  })
  if (/\bawait import\(/.test(published)) throw new Error(`${fromFile}: a static body cannot import code; this page should not have been compiled as one.`)
  return { code: published + code.slice(prologue.length), assets }
}

/** The content hash an asset's published name carries. */
const assetHash = (content: Buffer): string => crypto.createHash("md5").update(content).digest("hex").slice(0, 20)

/** Whether an asset's file still has the content its published name was made from (false when it is gone). */
export function assetIsCurrent(asset: BodyAsset): boolean {
  try {
    return asset.url.endsWith(`-${assetHash(fs.readFileSync(asset.source))}${path.extname(asset.source)}`)
  } catch {
    return false
  }
}

export const sha1 = (text: string): string => crypto.createHash("sha1").update(text).digest("hex")

/**
 * A digest of what a compiled body depends on besides its own source: the compile
 * pipeline's code and configuration (files) and site-wide inputs such as the route
 * of every doc, which links are rewritten to (extra).
 */
export function pipelineDigest(files: string[], extra: string, base?: string): string {
  const hash = crypto.createHash("sha1")
  for (const file of [...files].sort()) {
    // Relative to the project when given: the same tree checked out elsewhere has the same keys.
    hash.update(base ? path.relative(base, file).split(path.sep).join("/") : file)
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : "(missing)")
  }
  hash.update(extra)
  return hash.digest("hex")
}

/** This plugin's folder in a site: its own code is part of both the compile and the rendering of a body. */
export const pluginDir = (projectDir: string) => path.join(projectDir, "plugins", "gatsby-plugin-static-bodies")

/**
 * The compile pipeline of a site: our remark plugins and build code (src/node), this
 * plugin, the MDX configuration (gatsby-config.ts), the installed packages
 * (package-lock.json), and the route of every doc, which links are rewritten to.
 */
export function sitePipelineDigest(projectDir: string, routes: [relPath: string, route: string][]): string {
  const files = [
    ...pipelineFiles(path.join(projectDir, "src", "node")),
    ...pipelineFiles(pluginDir(projectDir)),
    path.join(projectDir, "gatsby-config.ts"),
    path.join(projectDir, "package-lock.json"),
  ]
  return pipelineDigest(files, JSON.stringify(routes), projectDir)
}

/** What a body's HTML is rendered with besides its compiled MDX: the components Markdown renders into and their styles. */
const RENDERING_DIRS = ["src/mdx", "src/layout", "src/components", "src/config", "src/state", "src/templates"]
const RENDERING_FILES = /\.(ts|tsx|mts|mjs|js|css)$/

/**
 * A digest of what turns a compiled body into HTML: the site's components and their CSS
 * modules (class names), this plugin, the site configuration, the installed packages,
 * and `extra` (the build's client configuration and path prefix, which come from the
 * environment). Part of each fragment's name, so a component change renames every fragment.
 */
export function renderingDigest(projectDir: string, extra: string): string {
  const files = [
    ...RENDERING_DIRS.flatMap((dir) => pipelineFiles(path.join(projectDir, dir), RENDERING_FILES)),
    ...pipelineFiles(pluginDir(projectDir), RENDERING_FILES),
    path.join(projectDir, "site.config.ts"),
    path.join(projectDir, "package-lock.json"),
  ]
  return pipelineDigest(files, extra, projectDir)
}

/** A fragment's name: the body's compile key and the rendering digest, so it changes whenever the HTML may. */
export function fragmentName(key: string, rendering: string): string {
  return sha1(`${key}\0${rendering}`).slice(0, 20)
}

/** The files of a folder tree that are part of the compile pipeline (tests excluded). */
export function pipelineFiles(dir: string, names = /\.(ts|tsx|mts|mjs|js)$/): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && names.test(entry.name) && !/\.(test|bench)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name))
}

const assetsFile = (dir: string, key: string) => staticBodyFile(dir, key).replace(/\.js$/, ".assets.json")

/** Copies a body's files into the site's output when they are not there (a fresh public/ with a warm cache). */
export function publishAssets(assets: BodyAsset[], publicDir: string): void {
  for (const asset of assets) {
    const target = publicFile(publicDir, asset.url)
    if (fs.existsSync(target)) continue
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(asset.source, target)
  }
}

/**
 * Compiles every body not compiled before from the same source and pipeline into
 * `dir` (one CommonJS module per body, see staticBodyFile), publishes the files the
 * bodies refer to into `publicDir`, and removes the modules no page uses any more.
 * A failed compile throws; the bodies compiled before it are kept.
 */
export async function writeStaticBodies({
  dir,
  publicDir,
  bodies,
  digest,
  compile,
}: {
  dir: string
  publicDir: string
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
      if (fs.existsSync(assetsFile(dir, key))) publishAssets(JSON.parse(fs.readFileSync(assetsFile(dir, key), "utf8")) as BodyAsset[], publicDir)
      cached++
      continue
    }
    const { code, assets } = await compile(body)
    publishAssets(assets, publicDir)
    if (assets.length > 0) fs.writeFileSync(assetsFile(dir, key), JSON.stringify(assets))
    // Written whole under a temporary name (the module last): an interrupted build never leaves half a body.
    fs.writeFileSync(`${file}.tmp`, `module.exports = function () {\n${code}\n}\n`)
    fs.renameSync(`${file}.tmp`, file)
    compiled++
  }
  const used = new Set(
    [...keys.values()].flatMap((key) => [path.basename(staticBodyFile(dir, key)), path.basename(assetsFile(dir, key))]),
  )
  let removed = 0
  for (const name of fs.readdirSync(dir)) {
    if (used.has(name)) continue
    fs.rmSync(path.join(dir, name), { recursive: true, force: true })
    removed++
  }
  return { keys, compiled, cached, removed, ms: Date.now() - started }
}
