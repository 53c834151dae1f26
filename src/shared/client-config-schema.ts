/**
 * The part of site.config.ts the browser gets, resolved at build time (doc ids are routes,
 * the social card is an absolute URL): its one shape. The build derives it from the site
 * config and parses it with this schema, which keeps only these keys
 * (src/node/client-config.ts); browser code imports only the types, with `import type`
 * (src/shared/client-config.ts), so zod is never bundled for the browser. The key order is
 * the order of the JSON the browser bundle inlines.
 */
import { z } from "zod"

export const clientNavLinkSchema = z.object({
  type: z.literal("link"),
  label: z.string(),
  href: z.string(),
  ariaLabel: z.string().optional(),
  /** Route prefix that marks the item active; absent for external links. */
  activeBasePath: z.string().optional(),
})

export const clientNavDropdownSchema = z.object({
  type: z.literal("dropdown"),
  label: z.string(),
  items: z.array(clientNavLinkSchema),
})

export const clientNavItemSchema = z.discriminatedUnion("type", [clientNavLinkSchema, clientNavDropdownSchema])

export const announcementBarSchema = z.object({
  /** A new id shows the bar again to readers who closed an earlier one. */
  id: z.string(),
  /** HTML (links allowed). Authored in the config, never user input. */
  content: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  isCloseable: z.boolean(),
})

export const colorModeSchema = z.object({
  defaultMode: z.enum(["light", "dark"]),
  /** Hides the light/dark toggle: every reader sees the default mode (or the system's). */
  disableSwitch: z.boolean(),
  respectPrefersColorScheme: z.boolean(),
})

export const hostedSearchSchema = z.object({
  appId: z.string(),
  apiKey: z.string(),
  indexName: z.string(),
})

export const clientDocsVersionSchema = z.object({
  name: z.string(),
  label: z.string(),
  path: z.string(),
  isLatest: z.boolean(),
})

export const clientSiteConfigSchema = z.object({
  title: z.string(),
  /** Follows a page's own title in `<title>`: `createSlice | Redux Toolkit`. */
  titleSuffix: z.string(),
  tagline: z.string(),
  /** Production origin, no trailing slash. */
  url: z.string(),
  baseUrl: z.string(),
  searchIssueUrl: z.string(),
  locale: z.object({ htmlLang: z.string(), direction: z.enum(["ltr", "rtl"]) }),
  /** null: no icon link. `type` is the MIME type, when the file extension tells it. */
  favicon: z.object({ href: z.string(), type: z.string().optional() }).nullable(),
  /** Absolute URL of the Open Graph / Twitter image; null: pages carry no image. */
  socialCard: z.string().nullable(),
  logo: z.object({ src: z.string() }),
  navbar: z.object({ title: z.string(), hideOnScroll: z.boolean(), items: z.array(clientNavItemSchema) }),
  footer: z.object({
    groups: z.array(z.object({ title: z.string(), items: z.array(z.object({ label: z.string(), href: z.string() })) })),
    logo: z.object({ src: z.string(), alt: z.string(), href: z.string() }),
    copyright: z.string(),
  }),
  announcementBar: announcementBarSchema.nullable(),
  colorMode: colorModeSchema,
  docs: z.object({ pluginId: z.string(), versions: z.array(clientDocsVersionSchema) }),
  tableOfContents: z.object({ minHeadingLevel: z.number(), maxHeadingLevel: z.number() }),
  search: z.object({ hosted: hostedSearchSchema.nullable(), facets: z.object({ language: z.string(), docsTag: z.string() }) }),
  /** The gtag id is public (it is in every page's HTML); null = no analytics at all. */
  analytics: z.object({ gtagTrackingId: z.string().nullable() }),
})
