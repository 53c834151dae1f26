import path from "node:path"
import type { CreateDevServerArgs } from "gatsby"
import { CONFIG_FILE, replaceSiteConfig, SiteConfigError } from "../config/load"
import type { SiteConfig } from "../config/schema"
import type { SidebarsConfig } from "../config/sidebars"
import {
  afterNextBundle,
  contentOverlay,
  overlayErrors,
  startDevelopSampleCheck,
  watchDevelopSidebars,
  watchDevelopSiteConfig,
  writeDevelopClientConfig,
} from "../develop"
import { writeSearchStylesheet } from "../search-assets"
import { createConfigNode, reanalyze } from "./nodes"
import type { SiteSession } from "./session"
import { serveDocBodies } from "./static-bodies"

/**
 * `gatsby develop`: static bodies served on request with edits pushed to the open page, the search
 * modal's stylesheet in public/ (which develop serves too), the background sample check and the
 * sidebars and site.config.ts watches.
 */
export async function onCreateDevServer(session: SiteSession, args: CreateDevServerArgs): Promise<void> {
  const { reporter } = args
  const channel = await serveDocBodies(args, session)
  session.channel = channel
  writeSearchStylesheet(path.resolve("public"), process.cwd())
  startDevelopSampleCheck(reporter, channel.whenQuiet, channel.firstBodyServed)
  // A saved sidebars file: analysed again and its DocsSidebar nodes replaced, so the sidebar's query follows; errors leave the old ones.
  watchDevelopSidebars((sidebars) => void reanalyze(session, args, sidebars as SidebarsConfig), reporter)
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
    const result = reanalyze(session, args)
    if (result.errors.length > 0) return
    // The bundles first: a node mutation while webpack has the new file waiting would drop its rebuild.
    if (writeDevelopClientConfig(session.clientConfig(result, config))) afterNextBundle(() => createConfigNode(args, config))
    else createConfigNode(args, config)
    reporter.info("site.config.ts read again: the open pages reload with it (title, tagline and url in Gatsby's siteMetadata need a restart).")
  }, reporter)
}
