/**
 * A doc's identity comes from its file path under the content folder, adjusted
 * by front matter the way Docusaurus does it:
 * - `id` replaces the file's base name in the doc id (`api/createSlice`);
 * - `slug` replaces the route: absolute when it starts with `/`, else relative to the folder;
 * - a folder's index doc (`index`, `README`, or named like its folder) has the folder's route.
 * Routes have no trailing slash and no extension.
 */
export interface DocIdentity {
  /** Doc id used by sidebars and config: folder + id, e.g. `api/createSlice`. */
  docId: string
  /** Route, e.g. `/api/createSlice`. */
  route: string
}

export function normalizeRoute(route: string): string {
  const collapsed = ("/" + route).replace(/\/{2,}/g, "/")
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, "") : "/"
}

export function docIdentity(relPath: string, frontmatter: { id?: string; slug?: string }): DocIdentity {
  const posixPath = relPath.split("\\").join("/")
  const withoutExt = posixPath.replace(/\.mdx?$/, "")
  const slashAt = withoutExt.lastIndexOf("/")
  const dir = slashAt === -1 ? "" : withoutExt.slice(0, slashAt)
  const base = slashAt === -1 ? withoutExt : withoutExt.slice(slashAt + 1)
  const id = frontmatter.id ?? base
  const docId = dir ? `${dir}/${id}` : id
  let route: string
  if (frontmatter.slug !== undefined) {
    route = frontmatter.slug.startsWith("/") ? frontmatter.slug : `/${dir}/${frontmatter.slug}`
  } else if (frontmatter.id === undefined && isFolderIndex(base, dir)) {
    route = `/${dir}`
  } else {
    route = `/${docId}`
  }
  return { docId, route: normalizeRoute(route) }
}

/** Docusaurus's category index convention: `guides/index.md`, `guides/README.md`, `guides/guides.md`. */
function isFolderIndex(base: string, dir: string): boolean {
  const name = base.toLowerCase()
  return name === "index" || name === "readme" || (dir !== "" && base === dir.slice(dir.lastIndexOf("/") + 1))
}
