import { z } from "zod"

/**
 * The schema of site.config.ts: the one source of its TypeScript types (`SiteConfigInput`
 * is what an author writes, `SiteConfig` what the build reads, defaults applied) and of
 * its validation (src/node/config/load.ts). Objects are strict: a misspelt or retired
 * key is an error, not a silently ignored setting. Messages finish the sentence
 * "<path>: …" and say what to write instead.
 */

const text = z.string().trim().min(1)

/** A file under static/ (`/img/logo.svg`) or an absolute URL. */
const sitePathOrUrl = z
  .string()
  .regex(/^(\/[^/]|https?:\/\/)/, 'must be a path under static/ starting with "/" (like "/img/logo.svg") or an https URL')

const docId = z.string().regex(/^[^/\s]+(\/[^/\s]+)*$/, 'must be a doc id like "api/createSlice" (folder and id, no leading "/")')

const docNavItem = z
  .object({
    type: z.literal("doc"),
    docId,
    label: text,
    /** Route prefix that marks the item active; defaults to the doc's folder. */
    activeBasePath: z.string().startsWith("/", 'must be a route prefix starting with "/", like "/api/"').optional(),
  })
  .strict()

const linkNavItem = z
  .object({
    type: z.literal("link"),
    href: text,
    label: text,
    ariaLabel: text.optional(),
  })
  .strict()

const dropdownNavItem = z
  .object({
    type: z.literal("dropdown"),
    label: text,
    items: z.array(z.discriminatedUnion("type", [docNavItem, linkNavItem])).min(1, "must list at least one link"),
  })
  .strict()

export const navbarItemSchema = z.discriminatedUnion("type", [docNavItem, linkNavItem, dropdownNavItem])

const footerLink = z
  .object({
    label: text,
    /** An internal route, checked against the site's pages. */
    to: z.string().startsWith("/", 'must be a route starting with "/"').optional(),
    docId: docId.optional(),
    href: z.string().regex(/^[a-z]+:/, 'must be an absolute URL like "https://…" (use "to" for a route)').optional(),
  })
  .strict()
  .superRefine((link, context) => {
    const targets = [link.to, link.docId, link.href].filter((target) => target !== undefined)
    if (targets.length !== 1) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: `("${link.label}") must have exactly one of "to" (a route), "docId" or "href" (an external URL)`,
      })
    }
  })

const REQUIRED_FOOTER_GROUPS = ["Docs", "Community", "More"]

const footerGroups = z
  .array(z.object({ title: text, items: z.array(footerLink) }).strict())
  .superRefine((groups, context) => {
    const titles = groups.map((group) => group.title)
    for (const required of REQUIRED_FOOTER_GROUPS) {
      if (!titles.includes(required)) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: `must include a group titled "${required}"` })
      }
    }
  })

const announcementBar = z
  .object({
    id: text.default("announcement"),
    content: text,
    backgroundColor: text.default("#6b3fb8"),
    textColor: text.default("#ffffff"),
    isCloseable: z.boolean().default(true),
  })
  .strict()

const headingLevel = z.number().int().min(2).max(6)

const docsVersion = z
  .object({
    name: text,
    label: text,
    path: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/", like "/" or "/1.x/"'),
    isLatest: z.boolean(),
    mainDocId: docId,
  })
  .strict()

/**
 * Globs of the doc files that make the site, relative to the content folder. The
 * default takes every Markdown/MDX file there.
 */
export const DEFAULT_DOCS_INCLUDE = ["**/*.{md,mdx}"]

const includeGlob = z
  .string()
  .min(1)
  .refine((glob) => !glob.startsWith("/") && !glob.split("/").includes(".."), {
    message: 'must be a glob relative to the content folder, like "api/**/*.{md,mdx}" (no leading "/", no "..")',
  })

/** A path of the site, without query or hash; `/*` at the end makes it a splat (`/docs/*`). */
const redirectPath = z.string().regex(/^\/[^\s?#]*$/, 'must be a path starting with "/", without "?" or "#", like "/tutorials/basic-tutorial" or "/docs/*"')

/** Old URLs and where they moved (src/node/redirects.ts checks and writes them). */
const redirect = z.object({ from: redirectPath, to: redirectPath }).strict()

export const siteConfigSchema = z
  .object({
    title: text,
    /** Follows each page's title in `<title>`; defaults to `title`. */
    titleSuffix: text.optional(),
    tagline: text,
    url: z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'must be an origin like "https://example.com" (no path, no trailing slash; SITE_URL sets it)'),
    baseUrl: z
      .string()
      .regex(/^\/(.*\/)?$/, 'must start and end with "/", like "/" or "/docs/" (SITE_BASE_URL sets it)')
      .default("/"),
    editUrl: z.string().regex(/^https?:\/\/.*\/$/, 'must be an https URL ending in "/" (the doc\'s path is appended)'),
    searchIssueUrl: z.string().regex(/^https?:\/\//, 'must be an https URL ("{query}" in it is replaced by the search)'),
    favicon: sitePathOrUrl.nullable().default(null),
    /** The Open Graph / Twitter image. */
    socialCard: sitePathOrUrl.nullable().default(null),
    locale: z
      .object({ htmlLang: text.default("en"), direction: z.enum(["ltr", "rtl"]).default("ltr") })
      .strict()
      .default({}),
    logo: z.object({ src: sitePathOrUrl }).strict(),
    navbar: z
      .object({
        title: text,
        hideOnScroll: z.boolean().default(false),
        items: z.array(navbarItemSchema),
      })
      .strict(),
    footer: z
      .object({
        groups: footerGroups,
        logo: z.object({ src: sitePathOrUrl, alt: text, href: text }).strict(),
        copyright: text,
      })
      .strict(),
    announcementBar: announcementBar.nullable().default(null),
    colorMode: z
      .object({
        defaultMode: z.enum(["light", "dark"]).default("light"),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(true),
      })
      .strict()
      .default({}),
    docs: z
      .object({
        pluginId: text.default("default"),
        versions: z
          .array(docsVersion)
          .min(1, "must list at least one version")
          .refine((versions) => versions.filter((version) => version.isLatest).length === 1, {
            message: "must mark exactly one version isLatest: true",
          }),
        include: z.array(includeGlob).min(1, "must list at least one glob").default(DEFAULT_DOCS_INCLUDE),
        /** "Last updated on {date}" under each doc, from git history (src/node/last-updated.ts). */
        showLastUpdateTime: z.boolean().default(true),
        /** "… by {author}": the last commit's author. */
        showLastUpdateAuthor: z.boolean().default(false),
      })
      .strict(),
    tableOfContents: z
      .object({ minHeadingLevel: headingLevel.default(2), maxHeadingLevel: headingLevel.default(3) })
      .strict()
      .refine((levels) => levels.minHeadingLevel <= levels.maxHeadingLevel, {
        message: "minHeadingLevel must not be greater than maxHeadingLevel",
      })
      .default({}),
    search: z
      .object({
        /** null: the local static index built after `gatsby build`. */
        hosted: z
          .object({ appId: text, apiKey: text, indexName: text })
          .strict()
          .nullable()
          .default(null),
        facets: z
          .object({ language: text.default("en"), docsTag: text.default("docs-default-current") })
          .strict()
          .default({}),
      })
      .strict()
      .default({}),
    analytics: z
      .object({
        gtagTrackingId: z
          .string()
          .regex(/^(G|UA|AW|DC)-[A-Z0-9-]+$/i, 'must look like "G-XXXXXXX" (GATSBY_GTAG_ID sets it; unset it for no analytics)')
          .nullable()
          .default(null),
      })
      .strict()
      .default({}),
    redirects: z.array(redirect).default([]),
  })
  .strict()
  .transform((config) => ({ ...config, titleSuffix: config.titleSuffix ?? config.title }))

/** What site.config.ts is written as: optional keys take the schema's defaults. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>
/** The validated config the build reads: every default applied. */
export type SiteConfig = z.output<typeof siteConfigSchema>
export type NavbarItemInput = z.input<typeof navbarItemSchema>
export type NavbarItem = SiteConfig["navbar"]["items"][number]
export type FooterLink = SiteConfig["footer"]["groups"][number]["items"][number]
export type AnnouncementBarInput = NonNullable<z.input<typeof announcementBar>>
