/**
 * The types of the config the browser gets (src/config/client.ts reads it), inferred from its
 * schema (client-config-schema.ts). Type-only imports: browser code that imports these types
 * bundles neither zod nor the schema.
 */
import type { z } from "zod"
import type {
  announcementBarSchema,
  clientDocsVersionSchema,
  clientNavDropdownSchema,
  clientNavItemSchema,
  clientNavLinkSchema,
  clientSiteConfigSchema,
  colorModeSchema,
  hostedSearchSchema,
} from "./client-config-schema"

export type ClientNavLink = z.infer<typeof clientNavLinkSchema>
export type ClientNavDropdown = z.infer<typeof clientNavDropdownSchema>
export type ClientNavItem = z.infer<typeof clientNavItemSchema>
export type AnnouncementBarConfig = z.infer<typeof announcementBarSchema>
export type ColorModeConfig = z.infer<typeof colorModeSchema>
export type HostedSearchConfig = z.infer<typeof hostedSearchSchema>
export type ClientDocsVersion = z.infer<typeof clientDocsVersionSchema>
export type ClientSiteConfig = z.infer<typeof clientSiteConfigSchema>
