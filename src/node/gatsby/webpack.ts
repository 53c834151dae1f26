import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { browserStylesheetNames } from "../browser-assets"
import { developClientConfigFile, isDevelop, ReportRemovedFilesPlugin, writeDevelopClientConfig } from "../develop"
import { docusaurusAliases } from "../docusaurus-aliases"
import { earlyScriptDefine } from "../early-script"
import { contentDir } from "../paths"
import type { SiteSession } from "./session"

/** The client config as `__SITE_CONFIG__`, the browser build's stylesheet names for the server renderer, and the Docusaurus aliases. */
export function onCreateWebpackConfig(session: SiteSession, { actions, plugins, reporter, stage }: CreateWebpackConfigArgs): void {
  const client = session.clientConfig(session.analysis(reporter), session.config(reporter))
  // `gatsby develop` provides it as a module webpack watches, rewritten when site.config.ts is saved; a build inlines it.
  if (isDevelop()) writeDevelopClientConfig(client)
  const siteConfig = isDevelop() ? plugins.provide({ __SITE_CONFIG__: developClientConfigFile() }) : plugins.define({ __SITE_CONFIG__: JSON.stringify(client) })
  actions.setWebpackConfig({
    // The server renderer of `gatsby build` carries the browser build's stylesheet names (src/node/browser-assets.ts).
    plugins: [
      siteConfig,
      plugins.define({ __BROWSER_STYLESHEETS__: JSON.stringify(stage === "build-html" ? browserStylesheetNames(path.resolve("public")) : []) }),
      // The early-controls script, bundled from the widgets' own modules (src/node/early-script.ts).
      plugins.define({ __EARLY_SCRIPT__: earlyScriptDefine() }),
      // A deleted or renamed doc with code of its own makes the develop bundle build again (src/node/develop/webpack-removals.ts).
      ...(stage === "develop" ? [new ReportRemovedFilesPlugin()] : []),
    ],
    resolve: { alias: docusaurusAliases(contentDir(), process.cwd()) },
  })
}
