/**
 * gatsby-plugin-static-bodies' options, given by gatsby-config.ts: the site's files and folders
 * whose changes invalidate its caches (plugins/gatsby-plugin-static-bodies/README.md, "Options").
 */
export const staticBodiesOptions = {
  cacheInputs: {
    // The remark plugins and the rest of the build code, the MDX configuration, the installed packages.
    compile: ["src/node", "gatsby-config.ts", "package-lock.json"],
    // The components Markdown renders into and their CSS modules, the site configuration, the installed packages.
    rendering: ["src/mdx", "src/layout", "src/components", "src/config", "src/state", "src/templates", "site.config.ts", "package-lock.json"],
  },
}
