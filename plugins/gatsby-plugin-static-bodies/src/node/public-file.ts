import path from "node:path"

/**
 * The absolute path of `relative` (a path in the site: `/_bodies/x.html`, `/static/a.svg`) inside
 * `publicDir`; throws when it would be `publicDir` itself or outside it. A copy of the site's
 * `publicFile` (src/node/public-path.ts): this plugin imports nothing from the site's build code,
 * and a test there checks that both answer alike.
 */
export function publicFile(publicDir: string, relative: string): string {
  const root = path.resolve(publicDir)
  const file = path.resolve(root, relative.replace(/^\/+/, ""))
  const inside = path.relative(root, file)
  if (relative.includes("\0") || inside === "" || inside === ".." || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
    throw new Error(`Refusing to write ${JSON.stringify(relative)}: it is not a file inside the site's output folder ${root}.`)
  }
  return file
}
