import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { bodiesDir } from "./src/node/build"
import { writeFragments } from "./src/node/fragments"
import { staticBodyOf } from "./src/shared"
import { pluginDir } from "./src/node/static-bodies"

/**
 * The build side of static doc bodies (README.md). The site's createPages compiles the
 * bodies (src/node/build.ts, prepareStaticBodies) and puts each page's body key and fragment
 * name in its context; this plugin renders them on the server and publishes the fragments.
 */

/** The server bundle's source of static bodies, in place of the browser's (src/serverBody.ts). */
const serverBodyModule = () => path.join(pluginDir(process.cwd()), "src", "serverBody.node.tsx")

/** The develop bundles' source of static bodies, in place of developBody.ts (null). */
const developBodyModule = () => path.join(pluginDir(process.cwd()), "src", "developBody.develop.tsx")

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, cache }) => {
  if (stage === "develop" || stage === "develop-html") {
    actions.setWebpackConfig({
      plugins: [
        // Imported as ./developBody here and by path from the site's sidebar.
        plugins.normalModuleReplacement(/(^|\/)developBody$/, (resource: { request: string }) => {
          resource.request = developBodyModule()
        }),
      ],
    })
  }
  if (stage !== "build-html" && stage !== "develop-html") return
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(/^\.\/serverBody$/, (resource: { request: string }) => {
        resource.request = serverBodyModule()
      }),
      plugins.define({ __DOC_BODIES_DIR__: JSON.stringify(bodiesDir(cache.directory)) }),
    ],
  })
}

/**
 * Every static page's body as a fragment file, `public/_bodies/<name>.html`, cut from
 * its rendered page. A fragment that exists is current (its name changes whenever its
 * HTML may), so a warm build writes only the new ones, and a fresh public/ gets all.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ allSitePage: { nodes: { path: string; pageContext: unknown }[] } }>(
    `query StaticBodyFragments { allSitePage { nodes { path pageContext } } }`,
  )
  if (result.errors || !result.data) {
    reporter.panic("Could not query the pages for their doc body fragments.", result.errors)
    return
  }
  const pages = result.data.allSitePage.nodes.flatMap((page) => {
    const body = staticBodyOf(page.pageContext)
    return body ? [{ path: page.path, fragment: body.fragment }] : []
  })
  if (pages.length === 0) return
  const started = Date.now()
  const report = writeFragments(path.resolve("public"), pages)
  reporter.info(
    `Static doc body fragments: ${pages.length} pages, ${report.written} written, ${report.kept} kept, ${report.removed} removed (${Date.now() - started} ms)`,
  )
}
