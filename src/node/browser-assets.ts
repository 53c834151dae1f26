/**
 * The browser build's file names, for the server renderer of `gatsby build`.
 *
 * Gatsby 5 decides which pages' HTML to render again from the server bundle's chunk hashes and
 * the pages' data. A page's HTML also holds the browser build's stylesheet (inlined, with its
 * hashed name), which the server bundle does not: after a change that only alters CSS (a rule in
 * a CSS module), an incremental build kept the old stylesheet in every page whose data had not
 * changed (the home, search, 404, errors and category pages). The names are compiled into the
 * server bundle (`__BROWSER_ASSETS__`, read by src/ssr/browserBuild.ts), so a change of the
 * browser build is a change of the server bundle, and Gatsby renders every page again.
 */
import fs from "node:fs"
import path from "node:path"

/**
 * Every file the browser build emitted for a named chunk (`assetsByChunkName` of the
 * `webpack.stats.json` Gatsby writes to public/ once the browser bundle is built), sorted and
 * without duplicates. Throws when the file is missing: the server bundle is built after it.
 */
export function browserAssetNames(publicDir: string): string[] {
  const file = path.join(publicDir, "webpack.stats.json")
  let stats: { assetsByChunkName?: Record<string, string[]> }
  try {
    stats = JSON.parse(fs.readFileSync(file, "utf8"))
  } catch (error) {
    throw new Error(`${file}: the browser build's stats could not be read (${error instanceof Error ? error.message : String(error)}); the server renderer is built after the browser bundle, so run gatsby build again from a clean state (gatsby clean).`)
  }
  const names = Object.values(stats.assetsByChunkName ?? {}).flat()
  return [...new Set(names)].sort()
}
