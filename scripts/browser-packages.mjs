#!/usr/bin/env node
// Lists the npm packages the built site ships to the browser, with their installed versions,
// for an audit (docs/decisions.md: "Dependency audit"). Read from the build's output, not
// from package.json: the source maps Gatsby writes beside each bundle in public/ name every
// module a bundle holds (`webpack://<project>/./node_modules/<name>/...`), and webpack.stats.json
// says which bundles are this build's; Pagefind's files
// are copied, not bundled, so public/pagefind/ stands for the `pagefind` package.
//   npm run browser-packages            name@version, one a line
//   npm run browser-packages -- --json  [{ "name", "version", "bundles" }]
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

/**
 * The package a bundled module belongs to: the segment after the last `node_modules/`
 * (scoped names are two segments), and the folder it is installed in, relative to the
 * project (nested copies keep their own folder, so their own version). Null outside node_modules.
 */
export function packageOfModule(modulePath) {
  const relative = modulePath.replace(/^webpack:\/\/[^/]*\//, "").replace(/^(\.\/)+/, "").replace(/\\/g, "/")
  const at = relative.lastIndexOf("node_modules/")
  if (at === -1) return null
  const segments = relative.slice(at + "node_modules/".length).split("/")
  const nameLength = segments[0]?.startsWith("@") ? 2 : 1
  if (segments.length <= nameLength || segments.slice(0, nameLength).some((segment) => !segment)) return null
  const name = segments.slice(0, nameLength).join("/")
  return { name, dir: relative.slice(0, at) + "node_modules/" + name }
}

/**
 * The bundles of this build: the JavaScript assets webpack.stats.json names (public/ keeps the
 * bundles of earlier builds too), or every .js file of the folder without a stats file.
 */
export function currentBundles(publicDir) {
  const statsFile = path.join(publicDir, "webpack.stats.json")
  if (!fs.existsSync(statsFile)) return fs.readdirSync(publicDir).filter((name) => name.endsWith(".js")).sort()
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8"))
  const names = new Set()
  for (const assets of Object.values(stats.assetsByChunkName ?? {})) for (const name of [assets].flat()) names.add(name)
  for (const group of Object.values(stats.namedChunkGroups ?? {})) for (const asset of group.assets ?? []) names.add(asset.name ?? asset)
  return [...names].filter((name) => name.endsWith(".js")).sort()
}

/** Each package folder the bundles of `publicDir` hold, with the bundles holding it. */
export function bundledPackages(publicDir) {
  const found = new Map()
  const add = (pkg, bundle) => {
    const entry = found.get(pkg.dir) ?? { ...pkg, bundles: new Set() }
    entry.bundles.add(bundle)
    found.set(pkg.dir, entry)
  }
  const unmapped = []
  for (const file of currentBundles(publicDir)) {
    const mapFile = path.join(publicDir, `${file}.map`)
    if (!fs.existsSync(mapFile)) {
      unmapped.push(file)
      continue
    }
    for (const source of JSON.parse(fs.readFileSync(mapFile, "utf8")).sources ?? []) {
      const pkg = packageOfModule(source)
      if (pkg) add(pkg, file)
    }
  }
  if (fs.existsSync(path.join(publicDir, "pagefind", "pagefind.js"))) add({ name: "pagefind", dir: "node_modules/pagefind" }, "pagefind/")
  return { packages: [...found.values()], unmapped }
}

function main() {
  const projectDir = process.cwd()
  const publicDir = path.join(projectDir, "public")
  if (!fs.existsSync(publicDir)) {
    console.error('No build in public/. Run "npm run build" first.')
    process.exit(1)
  }
  const { packages, unmapped } = bundledPackages(publicDir)
  const rows = packages
    .map((pkg) => {
      const manifest = path.join(projectDir, pkg.dir, "package.json")
      const version = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, "utf8")).version : "not installed"
      return { name: pkg.name, version, bundles: [...pkg.bundles] }
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
  if (process.argv.includes("--json")) console.log(JSON.stringify(rows, null, 2))
  else for (const row of rows) console.log(`${row.name}@${row.version}`)
  // A bundle without a source map could hold packages this list cannot see.
  if (unmapped.length > 0) console.error(`Bundles without a source map (not listed): ${unmapped.join(", ")}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
