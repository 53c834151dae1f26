import type { ParentSpanPluginArgs } from "gatsby"
import { docsInclude } from "../config/load"
import { siteContent } from "../content"
import { isDevelop, keyMdxFrontmatterBySource, serializePageDataFlushes } from "../develop"
import { prepareDialect } from "../dialect"
import { keepMarkdownTwins } from "../markdown-twin"
import type { SiteSession } from "./session"

/**
 * Before anything else: the analysis (errors stop the build naming file and line). A build then
 * type-checks and runs the samples; `gatsby develop` keeps the analysis live and checks the samples
 * in the background once the first page is served (develop-server.ts).
 */
export async function onPreBootstrap(session: SiteSession, { reporter }: Pick<ParentSpanPluginArgs, "reporter">): Promise<void> {
  session.analysis(reporter)
  if (isDevelop()) {
    keyMdxFrontmatterBySource()
    serializePageDataFlushes()
    session.startLive(reporter)
    return
  }
  // The authoring dialect: type-checks every TypeScript sample (in parallel, cached) and
  // reports every admonition, code block and sample error of the site at once.
  const content = siteContent(docsInclude(session.config(reporter)))
  // The Markdown twins (written at post-build) from the syntax trees, before the dialect pass rewrites them in place.
  keepMarkdownTwins(content, session.config(reporter).url)
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
