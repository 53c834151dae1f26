/**
 * The browser build's stylesheets, for the server renderer of `gatsby build`.
 *
 * Gatsby 5 decides which pages' HTML to render again from the server bundle's chunk hashes and
 * the pages' data. A page's HTML also holds the browser build's stylesheet (inlined, with its
 * hashed name), which the server bundle does not: after a change that only alters CSS (a rule in
 * a CSS module), an incremental build kept the old stylesheet in every page whose data had not
 * changed (the home, search, 404, errors and category pages). The stylesheets' names are compiled
 * into the server bundle (`__BROWSER_STYLESHEETS__`, read by src/ssr/browserBuild.ts), so a change
 * of the CSS is a change of the server bundle, and Gatsby renders every page again. Only the
 * stylesheets: the scripts a page names come from Gatsby's scripts slice, renewed on every build,
 * and from the rewrite after the build (scripts-after-paint.ts), so a change of one page's code
 * still renders that page alone.
 */
import fs from "node:fs"
import path from "node:path"

/**
 * Every stylesheet the browser build emitted for a named chunk (`assetsByChunkName` of the
 * `webpack.stats.json` Gatsby writes to public/ once the browser bundle is built), sorted and
 * without duplicates. Throws when the file cannot be read: the server bundle is built after it.
 */
export function browserStylesheetNames(publicDir: string): string[] {
  const file = path.join(publicDir, "webpack.stats.json")
  let stats: { assetsByChunkName?: Record<string, string[]> }
  try {
    stats = JSON.parse(fs.readFileSync(file, "utf8"))
  } catch (error) {
    throw new Error(`${file}: the browser build's stats could not be read (${error instanceof Error ? error.message : String(error)}); the server renderer is built after the browser bundle, so run gatsby build again from a clean state (gatsby clean).`)
  }
  const names = Object.values(stats.assetsByChunkName ?? {}).flat().filter((name) => name.endsWith(".css"))
  return [...new Set(names)].sort()
}
