#!/usr/bin/env node
// Builds a site into its own folder so that several builds (the real site, test
// fixtures) never share public/ or .cache/:
//
//   node scripts/build-site.mjs --out .tmp/sites/dialect [--content e2e/fixtures/dialect] [--sidebars file] [--packages DIR] [-- ENV=value ...]
//   node scripts/build-site.mjs --site chrome     (a fixture site of e2e/sites.json, as `npm test` builds it)
//
// The folder gets symlinks to the project's sources and node_modules; gatsby runs
// with that folder as its working directory. Exits with gatsby's exit code; the
// output is printed and also written to <out>/build.log.
import fs from "node:fs"
import path from "node:path"
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
// Gatsby compiles its own top-level files with Parcel, which does not follow
// symlinks for them: those are copied. src/ is copied too: Gatsby matches the
// components holding static queries to pages by path, and webpack sees a linked
// file under its real path. plugins/ is copied for both reasons (local plugins'
// gatsby-* files and the DocBody component). Everything else is linked.
const COPIED = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "site.config.ts",
  "sidebars.ts",
  "package.json",
  "tsconfig.json",
  "src",
  "plugins",
]
const LINKED = [
  "static",
  "content",
  "node_modules",
]

export function prepareSiteDir(outDir) {
  fs.mkdirSync(outDir, { recursive: true })
  for (const name of COPIED) {
    const source = path.join(projectDir, name)
    const copy = path.join(outDir, name)
    fs.rmSync(copy, { recursive: true, force: true })
    if (fs.existsSync(source)) fs.cpSync(source, copy, { recursive: true })
  }
  for (const name of LINKED) {
    const target = path.join(projectDir, name)
    const link = path.join(outDir, name)
    if (!fs.existsSync(target)) continue
    try {
      fs.lstatSync(link)
      fs.rmSync(link, { recursive: true, force: true })
    } catch {}
    fs.symlinkSync(target, link)
  }
}

/**
 * A docs folder's own installed packages: each folder of `packagesDir` copied into
 * `<contentDir>/node_modules/`, as `npm install` in that folder would leave them (fixtures keep
 * them outside node_modules/, which git ignores).
 */
export function installFolderPackages(contentDir, packagesDir) {
  const target = path.join(contentDir, "node_modules")
  fs.rmSync(target, { recursive: true, force: true })
  for (const name of fs.readdirSync(packagesDir)) {
    fs.cpSync(path.join(packagesDir, name), path.join(target, name), { recursive: true })
  }
}

/** The sites of e2e/sites.json that are built from a fixture folder (all but the real docs). */
export function fixtureSites() {
  return JSON.parse(fs.readFileSync(path.join(projectDir, "e2e", "sites.json"), "utf8")).filter((site) => site.build)
}

/** Builds one fixture site of e2e/sites.json into .tmp/sites/<name>, as its entry says. */
export function buildFixtureSite(site, { quiet = true } = {}) {
  return buildSite({
    out: path.join(".tmp", "sites", site.name),
    content: site.build.content,
    sidebars: site.build.sidebars,
    packages: site.build.packages,
    env: site.build.env ?? {},
    quiet,
  })
}

/**
 * Builds into `out` (relative to the project). `edit(outDir)` runs once the folder holds its
 * copies of the sources, before gatsby starts: tests change a copied file there (a CSS module,
 * site.config.ts) without touching the project's own.
 */
export function buildSite({ out, content, sidebars, packages, env = {}, quiet = false, edit }) {
  const outDir = path.resolve(projectDir, out)
  prepareSiteDir(outDir)
  edit?.(outDir)
  if (content && packages) installFolderPackages(path.resolve(projectDir, content), path.resolve(projectDir, packages))
  const childEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", DOCS_PROJECT_ROOT: projectDir, ...env }
  if (content) childEnv.DOCS_CONTENT_DIR = path.resolve(projectDir, content)
  if (sidebars) childEnv.DOCS_SIDEBARS_FILE = path.resolve(projectDir, sidebars)
  return new Promise((resolve) => {
    const child = spawn(path.join(projectDir, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: outDir,
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    const collect = (chunk) => {
      output += chunk
      if (!quiet) process.stdout.write(chunk)
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    child.on("close", (code) => {
      fs.writeFileSync(path.join(outDir, "build.log"), output)
      resolve({ code: code ?? 1, output, publicDir: path.join(outDir, "public") })
    })
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const get = (name) => {
    const index = args.indexOf(`--${name}`)
    return index === -1 ? undefined : args[index + 1]
  }
  const env = {}
  const dashdash = args.indexOf("--")
  if (dashdash !== -1) for (const pair of args.slice(dashdash + 1)) env[pair.split("=")[0]] = pair.split("=").slice(1).join("=")
  const siteName = get("site")
  if (siteName) {
    const site = fixtureSites().find((candidate) => candidate.name === siteName)
    if (!site) {
      console.error(`e2e/sites.json has no fixture site "${siteName}"; fixture sites: ${fixtureSites().map((candidate) => candidate.name).join(", ")}.`)
      process.exit(2)
    }
    process.exit((await buildFixtureSite(site, { quiet: false })).code)
  }
  const out = get("out")
  if (!out) {
    console.error("usage: build-site.mjs --out DIR [--content DIR] [--sidebars FILE] [--packages DIR] [-- KEY=value ...]\n       build-site.mjs --site NAME")
    process.exit(2)
  }
  const { code } = await buildSite({ out, content: get("content"), sidebars: get("sidebars"), packages: get("packages"), env })
  process.exit(code)
}
