import path from "node:path"

/**
 * The Docusaurus modules a page brought from a Docusaurus site may keep importing, resolved by
 * webpack to this site's equivalents. (Theme components such as `@theme/Tabs` never reach
 * webpack: the dialect takes those imports out, src/node/dialect/syntax/theme-imports.ts.) `@site` is
 * the Docusaurus site folder, the parent of its docs folder.
 */
export function docusaurusAliases(docsDir: string, projectDir: string): Record<string, string> {
  return {
    "@docusaurus/useBaseUrl": path.join(projectDir, "src", "mdx", "docusaurus", "useBaseUrl.ts"),
    "@site": path.dirname(path.resolve(docsDir)),
  }
}
