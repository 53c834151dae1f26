import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import type { SiteConfig } from "../config/schema"
import { categoryPages } from "../category-pages"
import { errorsPageContext, ERRORS_ROUTE } from "../error-codes"
import { siteLastUpdated } from "../last-updated"
import { docPageContext } from "../page-context"
import { contentDir } from "../paths"
import { expandRedirects } from "../redirects"
import { flattenDocLinks, prevNextFor } from "../sidebar"
import type { SiteAnalysis } from "../site"
import { reanalyze } from "./nodes"
import type { SiteSession } from "./session"
import { prepareDocBodies } from "./static-bodies"

/** One Mdx node as the CreateDocPages query (gatsby-node.ts) returns it. */
export interface QueriedDoc {
  id: string
  body: string
  fields: { docId: string; route: string } | null
  internal: { contentFilePath: string | null }
}

/**
 * One page per doc from the template (with its sidebar neighbours, edit link, last update and
 * static body), each sidebar category's index page, /errors and the redirects.
 */
export async function createDocPages(args: CreatePagesArgs, session: SiteSession, queried: readonly QueriedDoc[]): Promise<void> {
  const { actions, reporter } = args
  let current = session.analysis(reporter)
  const siteConfig = session.config(reporter)
  // Under `gatsby develop` a doc deleted or renamed since the analysis: analysed again (its links are now broken ones).
  const files = queried.flatMap((node) => node.internal.contentFilePath ?? [])
  if (session.live?.differsFrom(files)) current = reanalyze(session, args)
  const template = path.resolve("src/templates/doc.tsx")
  const docsByFile = new Map(current.docs.map((doc) => [doc.absPath, doc]))
  const sidebarByName = new Map(current.sidebars.map((sidebar) => [sidebar.name, flattenDocLinks(sidebar.items)]))
  const nodes = queried.flatMap((node) => {
    const filePath = node.internal.contentFilePath
    const doc = filePath ? docsByFile.get(filePath) : undefined
    // Under `gatsby develop` a saved doc's new Mdx node can reach createPages before its fields do
    // (node mutations are committed in batches): its page would be deleted and made again, losing the
    // reader's place. The analysis knows the same id and route.
    return filePath && doc ? [{ ...node, fields: node.fields ?? { docId: doc.docId, route: doc.route }, filePath, doc }] : []
  })
  const staticNodes = nodes.filter((node) => node.doc.staticBody)
  const { refs: staticBodies, summary } = await prepareDocBodies(args, {
    bodies: staticNodes.map((node) => ({ route: node.fields.route, absPath: node.filePath, source: node.body })),
    current,
    // Only a build compiles bodies; develop's analysis may have problems the client config cannot resolve.
    renderingInputs: () => session.clientConfig(current, siteConfig),
  })
  if (staticNodes.length > 0) reporter.info(summary)
  const lastUpdated = siteLastUpdated(contentDir(), current.docs, siteConfig.docs)
  for (const node of nodes) {
    const sidebarName = current.sidebarOfDoc.get(node.fields.docId)
    const flat = sidebarName ? sidebarByName.get(sidebarName) ?? [] : []
    const staticBody = staticBodies.get(node.fields.route) ?? null
    actions.createPage({
      path: node.fields.route,
      // Every static page shares the one template module; a page with code of its own is its own module.
      component: staticBody !== null ? template : `${template}?__contentFilePath=${node.filePath}`,
      context: docPageContext({
        id: node.id,
        docId: node.fields.docId,
        route: node.fields.route,
        sidebarName: sidebarName ?? "",
        prevNext: prevNextFor(node.fields.docId, flat),
        editUrl: `${siteConfig.editUrl}${node.doc.relPath}`,
        staticBody,
        lastUpdated: lastUpdated.get(node.doc.absPath) ?? null,
      }),
    })
  }
  // Each sidebar category's generated index page: the way into a closed category without JavaScript.
  for (const context of categoryPages(current.sidebars, current.docs)) {
    actions.createPage({ path: context.route, component: path.resolve("src/templates/category.tsx"), context })
  }
  createErrorsPageAndRedirects(args, current, siteConfig)
}

/** /errors (codes read from the installed @reduxjs/toolkit) and the redirects of site.config.ts, for hosting adapters. */
function createErrorsPageAndRedirects({ actions, reporter }: CreatePagesArgs, current: SiteAnalysis, config: SiteConfig): void {
  const docRoutes = current.docs.map((doc) => doc.route)
  let context
  try {
    // The site has one sidebar ("docs"); /errors is shown in it like the API pages.
    context = errorsPageContext(new Set(docRoutes), current.sidebars[0]?.name ?? "")
  } catch (error) {
    return reporter.panic(error instanceof Error ? error.message : String(error))
  }
  actions.createPage({ path: ERRORS_ROUTE, component: path.resolve("src/templates/errors.tsx"), context })
  for (const { from, to } of expandRedirects(config.redirects, docRoutes)) actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true })
}
