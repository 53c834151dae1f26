import type { GatsbyNode, SourceNodesArgs } from "gatsby"
import type { SiteConfig } from "../config/schema"
import type { SidebarsConfig } from "../config/sidebars"
import { developDocChanged, isDevelop } from "../develop"
import type { SiteAnalysis } from "../site"
import { SIDEBARS_EVENT } from "./static-bodies"
import type { SiteSession } from "./session"
import { pageFrontmatter } from "../frontmatter"

/** What the node helpers need of a hook's arguments. */
export type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">

export function createSidebarNodes({ actions, createNodeId, createContentDigest }: NodeArgs, current: SiteAnalysis): void {
  for (const sidebar of current.sidebars) {
    const data = { name: sidebar.name, items: sidebar.items }
    actions.createNode({
      ...data,
      id: createNodeId(`docs-sidebar-${sidebar.name}`),
      internal: { type: "DocsSidebar", contentDigest: createContentDigest(data) },
    })
  }
}

/** A node holding the site config: replacing it makes `gatsby develop` run createPages again after site.config.ts is saved. */
export function createConfigNode({ actions, createNodeId, createContentDigest }: NodeArgs, config: SiteConfig): void {
  actions.createNode({ id: createNodeId("docs-site-config"), internal: { type: "DocsSiteConfig", contentDigest: createContentDigest(config) } })
}

/** `gatsby develop`: analyses again; the sidebar nodes (and the open pages' sidebars) follow when it has no problem. */
export function reanalyze(session: SiteSession, args: NodeArgs, sidebars?: SidebarsConfig): SiteAnalysis {
  const result = session.refresh(sidebars)
  if (result.errors.length === 0) {
    createSidebarNodes(args, result)
    // The open pages get the new sidebars at once; Gatsby's static query follows its node mutations half a second or more later.
    session.channel?.announce(SIDEBARS_EVENT, Object.fromEntries(result.sidebars.map((sidebar) => [sidebar.name, sidebar.items])))
  }
  return result
}

export function sourceNodes(session: SiteSession, args: SourceNodesArgs): void {
  const { actions, createNodeId, createContentDigest, reporter } = args
  const current = session.analysis(reporter)
  const siteConfig = session.config(reporter)
  createSidebarNodes(args, current)
  createConfigNode(args, siteConfig)
  for (const version of siteConfig.docs.versions) {
    const data = { ...version, pluginId: siteConfig.docs.pluginId }
    actions.createNode({
      ...data,
      id: createNodeId(`docs-version-${version.name}`),
      internal: { type: "DocsVersion", contentDigest: createContentDigest(data) },
    })
  }
}

/** Each doc's Mdx node gets its id, route, file, sidebar and table of contents from the analysis. */
export function onCreateNode(session: SiteSession, args: Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0]): void {
  const { node, actions, reporter } = args
  if (node.internal.type !== "Mdx") return
  const filePath = (node.internal as { contentFilePath?: string }).contentFilePath
  // Under `gatsby develop` a doc that is new, or saved since the analysis, is analysed again with the whole site.
  const current = session.live && filePath && session.live.isStale(filePath) ? reanalyze(session, args) : session.analysis(reporter)
  const doc = current.docs.find((candidate) => candidate.absPath === filePath)
  if (!doc) return
  if (isDevelop()) developDocChanged(doc.absPath)
  actions.createNodeField({ node, name: "docId", value: doc.docId })
  actions.createNodeField({ node, name: "route", value: doc.route })
  actions.createNodeField({ node, name: "relPath", value: doc.relPath })
  actions.createNodeField({ node, name: "sidebar", value: current.sidebarOfDoc.get(doc.docId) ?? null })
  actions.createNodeField({
    node,
    name: "toc",
    value: doc.headings.map(({ id, depth, html }) => ({ id, depth, html })),
  })
  // The page's front matter from the validated record: the template reads these, not gatsby-plugin-mdx's own parse.
  for (const [name, value] of Object.entries(pageFrontmatter(doc.frontmatter))) actions.createNodeField({ node, name, value })
}
