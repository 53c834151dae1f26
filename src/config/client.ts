/**
 * The part of site.config.ts the browser needs, resolved at build time (doc ids
 * become routes) and injected by webpack's DefinePlugin as `__SITE_CONFIG__`
 * (see src/node/client-config.ts). Evaluating site.config.ts in the browser would
 * read a different `process.env` than the build did.
 */
import type { ClientSiteConfig } from "../shared/client-config"

declare const __SITE_CONFIG__: ClientSiteConfig

export const siteData: ClientSiteConfig = __SITE_CONFIG__
