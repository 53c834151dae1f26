import type { Reporter } from "gatsby"
import { docsInclude, loadSiteConfig } from "../config/load"
import type { SiteConfig } from "../config/schema"
import type { SidebarsConfig } from "../config/sidebars"
import { refreshSiteContent, siteContent, type Problem } from "../content"
import { toClientConfig } from "../client-config"
import { contentOverlay, LiveAnalysis } from "../develop"
import { loadSidebarsConfig, staticDir } from "../paths"
import { analyzeSite, formatProblems, type SiteAnalysis } from "../site"

type Panics = Pick<Reporter, "panic">
type Warns = Pick<Reporter, "warn" | "panic">

/** The develop server's event channel to the open pages. */
export interface DevelopChannel {
  announce: (event: string, data: unknown) => void
}

/**
 * One run of Gatsby (a build or `gatsby develop`): the site config, the analysis of the content
 * folder (front matter, MDX syntax, ids, sidebars, config references, links) computed once, and
 * under `gatsby develop` the live analysis and the channel to the open pages. Created once in
 * gatsby-node.ts and handed to every hook's implementation.
 */
/** The root config files' exports, imported at the edge (gatsby-node.ts) and passed in. */
export interface AuthoredInputs {
  /** site.config.ts's default export (validated here). */
  siteConfig: unknown
  /** sidebars.ts's default export. */
  sidebars: SidebarsConfig
}

export class SiteSession {
  private current: SiteAnalysis | null = null

  constructor(private readonly authored: AuthoredInputs) {}
  /** `gatsby develop`: the analysis kept current as docs, the sidebars file and site.config.ts change (src/node/develop/live-analysis.ts). */
  live: LiveAnalysis | null = null
  /** `gatsby develop`: set once the develop server runs. */
  channel: DevelopChannel | null = null

  /**
   * site.config.ts, validated once (src/node/config/load.ts). The first hook to ask stops the
   * build on a bad value: Gatsby does not report an error thrown while it loads gatsby-config.
   */
  config(reporter: Panics): SiteConfig {
    try {
      return loadSiteConfig(this.authored.siteConfig)
    } catch (error) {
      return reporter.panic(error instanceof Error ? error.message : String(error))
    }
  }

  /** The analysis: computed on first use (warnings reported, errors stop the build), then kept. */
  analysis(reporter: Warns): SiteAnalysis {
    if (this.current) return this.current
    const result = analyzeSite({ config: this.config(reporter), sidebars: loadSidebarsConfig(this.authored.sidebars), content: siteContent(docsInclude(this.config(reporter))), staticDir })
    for (const warning of result.warnings) reporter.warn(formatProblems([warning]))
    if (result.errors.length > 0) {
      reporter.panic(`The docs have ${result.errors.length} problem(s) to fix:\n${formatProblems(result.errors)}`)
    }
    this.current = result
    return result
  }

  /** The analysis if one was made (develop's request handlers, which have no reporter to stop with). */
  analysisIfAny(): SiteAnalysis | null {
    return this.current
  }

  /** `gatsby develop`: starts keeping the analysis current. */
  startLive(reporter: Pick<Reporter, "error" | "info" | "warn" | "panic">): void {
    const overlay = contentOverlay()
    this.live = new LiveAnalysis(this.analysis(reporter), loadSidebarsConfig(this.authored.sidebars), {
      analyze: (content, sidebars) => analyzeSite({ config: loadSiteConfig(), sidebars, content, staticDir }),
      refreshContent: () => refreshSiteContent(docsInclude()),
      report: (problems: readonly Problem[]) =>
        problems.length > 0
          ? reporter.error(`The docs have ${problems.length} problem(s) to fix (the other pages are still served):\n${formatProblems([...problems])}`)
          : reporter.info("The docs' problems are fixed."),
      overlay,
    })
  }

  /** `gatsby develop`: analyses again (with the new sidebars, if given); the result becomes the session's analysis. */
  refresh(sidebars?: SidebarsConfig): SiteAnalysis {
    if (!this.live) throw new Error("The site is analysed again only under `gatsby develop` (startLive).")
    this.current = this.live.refresh(sidebars)
    return this.current
  }

  /** The client configuration the browser bundles get: environment-driven settings resolved against the docs. */
  clientConfig(current: SiteAnalysis, config: SiteConfig) {
    const routes = new Map(current.docs.map((doc) => [doc.docId, doc.route]))
    return toClientConfig(config, (docId) => {
      const route = routes.get(docId)
      if (!route) throw new Error(`site.config.ts: unknown doc id "${docId}"`)
      return route
    })
  }
}

export const createSiteSession = (authored: AuthoredInputs): SiteSession => new SiteSession(authored)
