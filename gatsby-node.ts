import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { CONFIG_FILE, loadSiteConfig, replaceSiteConfig, SiteConfigError } from "./src/node/config/load"
import type { SiteConfig } from "./src/node/config/schema"
import { analyzeSite, formatProblems, type SiteAnalysis } from "./src/node/site"
import { staticDir, loadSidebarsConfig } from "./src/node/paths"
import { readDocSource, refreshSiteContent, siteContent, type Problem } from "./src/node/content"
import { flattenDocLinks, prevNextFor } from "./src/node/sidebar"
import { docPageContext } from "./src/node/page-context"
import { writeSitemap, writeRobots } from "./src/node/sitemap"
import { categoryPages, categoryRoutes } from "./src/node/category-pages"
import { browserStylesheetNames } from "./src/node/browser-assets"
import { toClientConfig } from "./src/node/client-config"
import { prepareDialect } from "./src/node/dialect"
import { buildSearchIndex } from "./src/node/search-index"
import { writeSearchStylesheet } from "./src/node/search-assets"
import { deferBundleScripts } from "./src/node/scripts-after-paint"
import { writeSecurityHeaders } from "./src/node/csp"
import { mdxPluginOptions } from "./src/node/mdx-options"
import { displayPath, contentDir } from "./src/node/paths"
import { docusaurusAliases } from "./src/node/docusaurus-aliases"
import { errorsPageContext, ERRORS_ROUTE } from "./src/node/error-codes"
import { expandRedirects, writeRedirects } from "./src/node/redirects"
import { siteLastUpdated } from "./src/node/last-updated"
import { writeSiteMarkdown } from "./src/node/llms"
import { keepMarkdownTwins } from "./src/node/markdown-twin"
import {
  afterNextBundle,
  contentOverlay,
  developClientConfigFile,
  developDocChanged,
  isDevelop,
  serializePageDataFlushes,
  ReportRemovedFilesPlugin,
  LiveAnalysis,
  overlayErrors,
  startDevelopSampleCheck,
  watchDevelopSidebars,
  watchDevelopSiteConfig,
  writeDevelopClientConfig,
} from "./src/node/develop"
import type { SidebarsConfig } from "./src/node/config/sidebars"
import { buildsStaticBodies, developStaticBodies, prepareStaticBodies, serveDevelopBodies } from "./plugins/gatsby-plugin-static-bodies/src/node/build"
import { SIDEBARS_EVENT } from "./plugins/gatsby-plugin-static-bodies/src/shared"
import { pageFrontmatter, parseSource } from "./src/node/frontmatter"
import { siteTypeDefs } from "./src/node/graphql-types"

/**
 * Thin wiring: every decision lives in src/node/ (plain, unit-tested TypeScript).
 * The content folder is analysed once per build: front matter, MDX syntax, ids,
 * sidebars, config references and links. Errors stop the build naming file and line.
 */
let analysis: SiteAnalysis | null = null

/** `gatsby develop`: the analysis kept current as docs, the sidebars file and site.config.ts change (src/node/develop/live-analysis.ts). */
let live: LiveAnalysis | null = null

/** The develop server's event channel to the open pages (set once it runs). */
let developChannel: { announce: (event: string, data: unknown) => void } | null = null

function liveAnalysis(initial: SiteAnalysis, reporter: { error: (message: string) => void; info: (message: string) => void }): LiveAnalysis {
  const overlay = contentOverlay()
  return new LiveAnalysis(initial, loadSidebarsConfig(), {
    analyze: (content, sidebars) => analyzeSite({ config: loadSiteConfig(), sidebars, content, staticDir }),
    refreshContent: refreshSiteContent,
    report: (problems: readonly Problem[]) =>
      problems.length > 0
        ? reporter.error(`The docs have ${problems.length} problem(s) to fix (the other pages are still served):\n${formatProblems([...problems])}`)
        : reporter.info("The docs' problems are fixed."),
    overlay,
  })
}

/** `gatsby develop`: analyses again; the sidebar nodes (and the open pages' sidebars) follow when it has no problem. */
function reanalyze(args: NodeArgs, sidebars?: SidebarsConfig): SiteAnalysis {
  const result = live!.refresh(sidebars)
  analysis = result
  if (result.errors.length === 0) {
    createSidebarNodes(args, result)
    // The open pages get the new sidebars at once; Gatsby's static query follows its node mutations half a second or more later.
    developChannel?.announce(SIDEBARS_EVENT, Object.fromEntries(result.sidebars.map((sidebar) => [sidebar.name, sidebar.items])))
  }
  return result
}

/**
 * site.config.ts, validated once (src/node/config/load.ts). The first hook to ask
 * stops the build on a bad value: Gatsby does not report an error thrown while it
 * loads gatsby-config.
 */
function siteConfigOf(reporter: { panic: (message: string) => never }): SiteConfig {
  try {
    return loadSiteConfig()
  } catch (error) {
    return reporter.panic(error instanceof Error ? error.message : String(error))
  }
}

function analyze(reporter: { warn: (message: string) => void; panic: (message: string) => never }): SiteAnalysis {
  const result = analyzeSite({ config: siteConfigOf(reporter), sidebars: loadSidebarsConfig(), content: siteContent(), staticDir })
  for (const warning of result.warnings) reporter.warn(formatProblems([warning]))
  if (result.errors.length > 0) {
    reporter.panic(`The docs have ${result.errors.length} problem(s) to fix:\n${formatProblems(result.errors)}`)
  }
  return result
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  analysis = analyze(reporter)
  // `gatsby develop` checks the samples in the background once the first page is served (onCreateDevServer).
  if (isDevelop()) {
    serializePageDataFlushes()
    live = liveAnalysis(analysis, reporter)
    return
  }
  // The authoring dialect: type-checks every TypeScript sample (in parallel, cached) and
  // reports every admonition, code block and sample error of the site at once.
  const content = siteContent()
  // The Markdown twins (written at post-build) from the syntax trees, before the dialect pass rewrites them in place.
  keepMarkdownTwins(content, siteConfigOf(reporter).url)
  const dialect = await prepareDialect(content.withTrees())
  content.releaseTrees()
  reporter.info(
    `TypeScript samples: ${dialect.samples} in ${dialect.files} docs, ${dialect.checked} checked, ${dialect.fromCache} cached (${dialect.ms} ms)`,
  )
  reporter.info(`Runnable samples: ${dialect.run.samples}, ${dialect.run.ran} run, ${dialect.run.fromCache} cached (${dialect.run.ms} ms)`)
  for (const warning of dialect.warnings) reporter.warn(warning)
  if (dialect.errors.length > 0) {
    reporter.panic(`The docs have ${dialect.errors.length} Markdown problem(s) to fix:\n${dialect.errors.join("\n")}`)
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(siteTypeDefs)
}

type NodeArgs = Pick<Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0], "actions" | "createNodeId" | "createContentDigest">

function createSidebarNodes({ actions, createNodeId, createContentDigest }: NodeArgs, current: SiteAnalysis) {
  for (const sidebar of current.sidebars) {
    const data = { name: sidebar.name, items: sidebar.items }
    actions.createNode({
      ...data,
      id: createNodeId(`docs-sidebar-${sidebar.name}`),
      internal: { type: "DocsSidebar", contentDigest: createContentDigest(data) },
    })
  }
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  const { actions, createNodeId, createContentDigest, reporter } = args
  const current = analysis ?? analyze(reporter)
  const siteConfig = siteConfigOf(reporter)
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

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, actions, reporter } = args
  if (node.internal.type !== "Mdx") return
  const filePath = (node.internal as { contentFilePath?: string }).contentFilePath
  // Under `gatsby develop` a doc that is new, or saved since the analysis, is analysed again with the whole site.
  const current = live && filePath && live.isStale(filePath) ? reanalyze(args) : (analysis ?? analyze(reporter))
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

/** The CreateDocPages query's result (typed here: graphqlTypegen writes Queries.* only under `gatsby develop`). */
interface QueriedDocs {
  allMdx: {
    nodes: {
      id: string
      body: string
      fields: { docId: string; route: string } | null
      internal: { contentFilePath: string | null }
    }[]
  }
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { graphql, actions, reporter } = args
  let current = analysis ?? analyze(reporter)
  const siteConfig = siteConfigOf(reporter)
  const result = await graphql<QueriedDocs>(`
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
    reporter.panic("Could not query the docs for page creation.", result.errors)
    return
  }
  // Under `gatsby develop` a doc deleted or renamed since the analysis: analysed again (its links are now broken ones).
  const files = result.data.allMdx.nodes.flatMap((node) => node.internal.contentFilePath ?? [])
  if (live?.differsFrom(files)) current = reanalyze(args)
  const template = path.resolve("src/templates/doc.tsx")
  const docsByFile = new Map(current.docs.map((doc) => [doc.absPath, doc]))
  const sidebarByName = new Map(current.sidebars.map((sidebar) => [sidebar.name, flattenDocLinks(sidebar.items)]))
  const nodes = result.data.allMdx.nodes.flatMap((node) => {
    const filePath = node.internal.contentFilePath
    const doc = filePath ? docsByFile.get(filePath) : undefined
    // Under `gatsby develop` a saved doc's new Mdx node can reach createPages before its fields do
    // (node mutations are committed in batches): its page would be deleted and made again, losing the
    // reader's place. The analysis knows the same id and route.
    return filePath && doc ? [{ ...node, fields: node.fields ?? { docId: doc.docId, route: doc.route }, filePath, doc }] : []
  })
  // Static doc bodies (plugins/gatsby-plugin-static-bodies): compiled outside webpack, each page told its fragment.
  const staticNodes = nodes.filter((node) => node.doc.staticBody)
  // `gatsby develop` compiles a body when the browser asks for it (onCreateDevServer).
  const { refs: staticBodies, summary } = buildsStaticBodies()
    ? await prepareStaticBodies(args, {
        bodies: staticNodes.map((node) => ({ route: node.fields.route, absPath: node.filePath, source: node.body })),
        projectDir: process.cwd(),
        mdxOptions: mdxPluginOptions,
        routes: current.docs.map((doc) => [doc.relPath, doc.route]),
        renderingInputs: JSON.stringify(clientConfig(current, siteConfig)),
        displayPath,
      })
    : developStaticBodies(staticNodes.map((node) => node.fields.route))
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
function createErrorsPageAndRedirects({ actions, reporter }: Parameters<NonNullable<GatsbyNode["createPages"]>>[0], current: SiteAnalysis, config: SiteConfig) {
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

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const current = analysis ?? analyze(reporter)
  const siteConfig = siteConfigOf(reporter)
  const publicDir = path.resolve("public")
  writeSitemap(publicDir, siteConfig.url, ["/", ...current.docs.map((doc) => doc.route), ...categoryRoutes(current.sidebars), "/search", ERRORS_ROUTE])
  const redirects = writeRedirects(publicDir, siteConfig.redirects, current.docs.map((doc) => doc.route), siteConfig.url)
  reporter.info(`Redirects: public/_redirects and ${redirects.written} forwarding pages`)
  for (const from of redirects.skipped) reporter.warn(`Redirect page for ${from} not written: its file is a page of the site (a case-insensitive file system); _redirects still answers it.`)
  writeRobots(publicDir, siteConfig.url)
  writeSearchStylesheet(publicDir, process.cwd())
  deferBundleScripts(publicDir)
  // Every doc as Markdown ({route}.md), llms.txt and llms-full.txt; not in the sitemap or search index.
  reporter.info(`Markdown twins: ${writeSiteMarkdown(publicDir, siteConfig, current).twins.length} docs, llms.txt, llms-full.txt`)
  // The local search index; a hosted index (site.config.ts `search.hosted`) is crawled elsewhere.
  if (!siteConfig.search.hosted) {
    const index = await buildSearchIndex({ publicDir, routes: current.docs.map((doc) => doc.route) })
    reporter.info(`Search index: ${index.pageCount} pages, ${index.fileCount} files, ${(index.bytes / 1024).toFixed(0)} kB in public/pagefind`)
  }
  // Last: the policy hashes the inline scripts as the HTML rewrites above left them.
  writeSecurityHeaders(publicDir, staticDir, siteConfig)
}

/**
 * `gatsby develop`: static bodies served on request with edits pushed to the open page, the search
 * modal's stylesheet in public/ (which develop serves too), the background sample check and the
 * sidebars watch.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async (args) => {
  const { reporter } = args
  // Static bodies compiled on request and edits pushed to the open page (plugins/gatsby-plugin-static-bodies, "Develop").
  const channel = await serveDevelopBodies(args, {
    docs: () => (analysis?.docs ?? []).filter((doc) => doc.staticBody),
    contentDir: contentDir(),
    read: (absPath) => parseSource(readDocSource(absPath)),
    projectDir: process.cwd(),
    mdxOptions: mdxPluginOptions,
    routes: (analysis?.docs ?? []).map((doc) => [doc.relPath, doc.route]),
    displayPath,
  })
  developChannel = channel
  writeSearchStylesheet(path.resolve("public"), process.cwd())
  startDevelopSampleCheck(reporter, channel.whenQuiet, channel.firstBodyServed)
  // A saved sidebars file: analysed again and its DocsSidebar nodes replaced, so the sidebar's query follows; errors leave the old ones.
  watchDevelopSidebars((sidebars) => void reanalyze(args, sidebars as SidebarsConfig), reporter)
  // A saved site.config.ts: validated, the site analysed again, the client config rewritten (the open pages reload
  // with it) and the config node replaced (createPages runs again: edit links, redirects). A bad value keeps the old config.
  const configOverlay = contentOverlay("docs-site-config")
  watchDevelopSiteConfig((input) => {
    let config: SiteConfig
    try {
      config = replaceSiteConfig(input)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      configOverlay(overlayErrors(error instanceof SiteConfigError ? error.problems : [{ file: CONFIG_FILE, message }]))
      return reporter.error(message)
    }
    configOverlay(null)
    const result = reanalyze(args)
    if (result.errors.length > 0) return
    // The bundles first: a node mutation while webpack has the new file waiting would drop its rebuild.
    if (writeDevelopClientConfig(clientConfig(result, config))) afterNextBundle(() => createConfigNode(args, config))
    else createConfigNode(args, config)
    reporter.info("site.config.ts read again: the open pages reload with it (title, tagline and url in Gatsby's siteMetadata need a restart).")
  }, reporter)
}

/** A node holding the site config: replacing it makes `gatsby develop` run createPages again after site.config.ts is saved. */
function createConfigNode({ actions, createNodeId, createContentDigest }: NodeArgs, config: SiteConfig) {
  actions.createNode({ id: createNodeId("docs-site-config"), internal: { type: "DocsSiteConfig", contentDigest: createContentDigest(config) } })
}

/** The client configuration the browser bundles get: environment-driven settings resolved against the docs. */
function clientConfig(current: SiteAnalysis, config: SiteConfig) {
  const routes = new Map(current.docs.map((doc) => [doc.docId, doc.route]))
  return toClientConfig(config, (docId) => {
    const route = routes.get(docId)
    if (!route) throw new Error(`site.config.ts: unknown doc id "${docId}"`)
    return route
  })
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, reporter, stage }) => {
  const client = clientConfig(analysis ?? analyze(reporter), siteConfigOf(reporter))
  // `gatsby develop` provides it as a module webpack watches, rewritten when site.config.ts is saved; a build inlines it.
  if (isDevelop()) writeDevelopClientConfig(client)
  const siteConfig = isDevelop() ? plugins.provide({ __SITE_CONFIG__: developClientConfigFile() }) : plugins.define({ __SITE_CONFIG__: JSON.stringify(client) })
  actions.setWebpackConfig({
    // The server renderer of `gatsby build` carries the browser build's stylesheet names (src/node/browser-assets.ts).
    plugins: [
      siteConfig,
      plugins.define({ __BROWSER_STYLESHEETS__: JSON.stringify(stage === "build-html" ? browserStylesheetNames(path.resolve("public")) : []) }),
      // A deleted or renamed doc with code of its own makes the develop bundle build again (src/node/develop/webpack-removals.ts).
      ...(stage === "develop" ? [new ReportRemovedFilesPlugin()] : []),
    ],
    resolve: { alias: docusaurusAliases(contentDir(), process.cwd()) },
  })
}
