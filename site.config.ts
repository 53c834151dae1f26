import type { AnnouncementBarInput, NavbarItemInput, SiteConfigInput } from "./src/node/config/schema"
import { env, envJson } from "./src/node/config/env"

/**
 * Everything the site configures, in one object. Its shape, defaults and checks are
 * the schema in src/node/config/schema.ts; it is validated once when the build starts
 * (src/node/config/load.ts): a bad value stops the build with a message naming the
 * entry (`navbar.items[3].type`) and the fix. Keys left out take the schema's defaults.
 *
 * Environment overrides (read at build time):
 * - GATSBY_GTAG_ID: Google Analytics 4 measurement id; unset = no analytics at all.
 * - DOCSEARCH_APP_ID, DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME: a hosted search index;
 *   unset = the local static index.
 * - SITE_URL: production origin used for canonical URLs and the sitemap.
 * - SITE_BASE_URL: the path the site is served under (default "/").
 * - ANNOUNCEMENT_BAR: JSON `{ "id", "content", ... }` shows an announcement bar (colours and
 *   isCloseable have defaults). Unset = no bar.
 * - NAVBAR_EXTRA_ITEMS: JSON array of navbar items appended to the right of the navbar.
 */
const hostedSearch =
  env("DOCSEARCH_APP_ID") && env("DOCSEARCH_API_KEY") && env("DOCSEARCH_INDEX_NAME")
    ? {
        appId: env("DOCSEARCH_APP_ID") as string,
        apiKey: env("DOCSEARCH_API_KEY") as string,
        indexName: env("DOCSEARCH_INDEX_NAME") as string,
      }
    : null

const repositoryUrl = "https://github.com/reduxjs/redux-toolkit"

const siteConfig: SiteConfigInput = {
  title: "Redux Toolkit",
  titleSuffix: "Redux Toolkit",
  tagline: "The official, opinionated, batteries-included toolset for efficient Redux development",
  url: env("SITE_URL") ?? "https://redux-toolkit.js.org",
  baseUrl: env("SITE_BASE_URL") ?? "/",
  editUrl: `${repositoryUrl}/edit/master/docs/`,
  searchIssueUrl: `${repositoryUrl}/issues/new?title=Search%3A%20no%20results%20for%20%22{query}%22`,
  favicon: "/img/favicon.svg",
  logo: { src: "/img/redux.svg" },
  socialCard: "/img/social-card.png",
  locale: { htmlLang: "en", direction: "ltr" },
  navbar: {
    title: "Redux Toolkit",
    hideOnScroll: true,
    items: [
      { type: "doc", docId: "introduction/getting-started", label: "Getting Started", activeBasePath: "/introduction/" },
      { type: "doc", docId: "tutorials/overview", label: "Tutorials", activeBasePath: "/tutorials/" },
      { type: "doc", docId: "usage/usage-guide", label: "Usage Guide", activeBasePath: "/usage/" },
      { type: "doc", docId: "api/configureStore", label: "API", activeBasePath: "/api/" },
      { type: "doc", docId: "rtk-query/overview", label: "RTK Query", activeBasePath: "/rtk-query/" },
      { type: "link", href: repositoryUrl, label: "GitHub", ariaLabel: "GitHub repository" },
      ...(envJson<NavbarItemInput[]>("NAVBAR_EXTRA_ITEMS") ?? []),
    ],
  },
  footer: {
    groups: [
      {
        title: "Docs",
        items: [
          { label: "Getting Started", docId: "introduction/getting-started" },
          { label: "Usage Guide", docId: "usage/usage-guide" },
          { label: "API", docId: "api/configureStore" },
          { label: "RTK Query", docId: "rtk-query/overview" },
        ],
      },
      {
        title: "Community",
        items: [
          { label: "Stack Overflow", href: "https://stackoverflow.com/questions/tagged/redux-toolkit" },
          { label: "Discord", href: "https://discord.gg/0ZcbPKXt5bZ6au5t" },
        ],
      },
      {
        title: "More",
        items: [
          { label: "GitHub", href: repositoryUrl },
          { label: "Redux", href: "https://redux.js.org" },
          { label: "React Redux", href: "https://react-redux.js.org" },
        ],
      },
    ],
    logo: { src: "/img/redux.svg", alt: "Redux logo", href: "https://redux.js.org" },
    copyright: `Copyright © 2015–${new Date().getFullYear()} Dan Abramov and the Redux documentation authors.`,
  },
  announcementBar: envJson<AnnouncementBarInput>("ANNOUNCEMENT_BAR"),
  colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: true },
  docs: {
    pluginId: "default",
    versions: [
      { name: "current", label: "Next", path: "/", isLatest: true, mainDocId: "introduction/getting-started" },
    ],
    // The folders of the docs; DOCS_INCLUDE (a JSON list of globs) names others for another docs folder.
    include: envJson<string[]>("DOCS_INCLUDE") ?? ["api", "introduction", "rtk-query", "tutorials", "usage"].map((folder) => `${folder}/**/*.{md,mdx}`),
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  search: {
    hosted: hostedSearch,
    facets: { language: "en", docsTag: "docs-default-current" },
  },
  analytics: { gtagTrackingId: env("GATSBY_GTAG_ID") },
  // Old URLs that keep working (README "Redirects"): `to` must be a page, `from` must not be one.
  redirects: [
    { from: "/docs/*", to: "/*" },
    { from: "/tutorials/basic-tutorial", to: "/tutorials/overview" },
    { from: "/tutorials/intermediate-tutorial", to: "/tutorials/overview" },
    { from: "/tutorials/advanced-tutorial", to: "/tutorials/overview" },
    { from: "/introduction/quick-start", to: "/introduction/getting-started" },
    // The library's production errors link to /Errors?code=N.
    { from: "/Errors", to: "/errors" },
  ],
}

export default siteConfig
