import type { GatsbyNode } from "gatsby"
import { onPreBootstrap as bootstrap } from "./src/node/gatsby/bootstrap"
import { onCreateDevServer as serveDevelop } from "./src/node/gatsby/develop-server"
import { onCreateNode as fieldsOfDoc, sourceNodes as siteNodes } from "./src/node/gatsby/nodes"
import { createDocPages, type QueriedDoc } from "./src/node/gatsby/pages"
import { onPostBuild as postBuild } from "./src/node/gatsby/post-build"
import { createSchemaCustomization as schema } from "./src/node/gatsby/schema"
import { createSiteSession } from "./src/node/gatsby/session"
import { onCreateWebpackConfig as webpackConfig } from "./src/node/gatsby/webpack"
import authoredConfig from "./site.config"
import authoredSidebars from "./sidebars"

/**
 * Wiring: every decision lives in src/node/ (plain, unit-tested TypeScript; the hooks' own code
 * in src/node/gatsby/). One session per Gatsby process holds the site config and the analysis of
 * the content folder, computed once and handed to each hook.
 */
const session = createSiteSession({ siteConfig: authoredConfig, sidebars: authoredSidebars })

/** The analysis (errors stop the build naming file and line); a build then checks and runs the samples. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = (args) => bootstrap(session, args)

/** The GraphQL types of the docs' fields and front matter, the sidebars and the versions (src/node/gatsby/schema.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = schema

/** The DocsSidebar, DocsVersion and DocsSiteConfig nodes. */
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => siteNodes(session, args)

/** Each doc's Mdx node gets its id, route, file, sidebar and table of contents. */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => fieldsOfDoc(session, args)

/** The CreateDocPages query's result (typed here: graphqlTypegen writes Queries.* only under `gatsby develop`). */
interface QueriedDocs {
  allMdx: { nodes: QueriedDoc[] }
}

/** One page per doc from src/templates/doc.tsx; then the category pages, /errors and the redirects (src/node/gatsby/pages.ts). */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const result = await args.graphql<QueriedDocs>(`
    query CreateDocPages {
      allMdx {
        nodes {
          id
          body
          fields {
            docId
            route
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    args.reporter.panic("Could not query the docs for page creation.", result.errors)
    return
  }
  await createDocPages(args, session, result.data.allMdx.nodes)
}

/** One ordered pass over the built HTML, and the other outputs (src/node/gatsby/post-build). */
export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => postBuild(session, args)

/** Static bodies served on request, the background sample check, the sidebars and site.config.ts watches. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => serveDevelop(session, args)

/** The client config, the browser's stylesheet names for the server renderer, the Docusaurus aliases. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => webpackConfig(session, args)
