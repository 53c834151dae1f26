import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { bodiesDir } from "./src/node/build"
import { pluginDir } from "./src/node/static-bodies"

/**
 * The build side of static doc bodies (README.md). The site's createPages compiles the
 * bodies (src/node/build.ts, prepareStaticBodies) and puts each page's body key and fragment
 * name in its context; this plugin renders them on the server. The fragments are cut by
 * bodyFragmentsStep (src/node/fragments.ts), a step of the site's one post-build pass over the
 * HTML, so that each page is read once.
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
