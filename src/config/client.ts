/**
 * The part of site.config.ts the browser needs, resolved at build time (doc ids
 * become routes) and injected by webpack as `__SITE_CONFIG__` (see src/node/client-config.ts):
 * inlined by a build (DefinePlugin), a module under `gatsby develop` (ProvidePlugin) that is
 * rewritten when site.config.ts is saved. Evaluating site.config.ts in the browser would
 * read a different `process.env` than the build did.
 */
import type { ClientSiteConfig } from "../shared/client-config"

declare const __SITE_CONFIG__: ClientSiteConfig

export const siteData: ClientSiteConfig = __SITE_CONFIG__
