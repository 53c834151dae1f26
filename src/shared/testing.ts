/**
 * What tests share (imported only by `*.test.ts` files): a seeded random generator for the property
 * and fuzz tests, and a complete client config to start a test's own from.
 */
import type { ClientSiteConfig } from "./client-config"

/** mulberry32: a 32-bit seeded generator, so a failing seed fails the same way on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (below: number) => Math.floor(next() * below)
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)]
  return { next, int, pick, chance: (probability: number) => next() < probability }
}

/** A valid client config (no announcement, no analytics, site at `/`), with `changes` laid over it. */
export function testClientConfig(changes: Partial<ClientSiteConfig> = {}): ClientSiteConfig {
  return {
    title: "Redux Toolkit",
    titleSuffix: "RTK Docs",
    tagline: "The official toolset",
    url: "https://docs.example.com",
    baseUrl: "/",
    searchIssueUrl: "https://github.com/org/repo/issues/new",
    locale: { htmlLang: "en", direction: "ltr" },
    favicon: { href: "/img/icon.png", type: "image/png" },
    socialCard: "https://docs.example.com/img/card.png",
    logo: { src: "/img/logo.svg" },
    navbar: { title: "Redux Toolkit", hideOnScroll: false, items: [] },
    footer: { groups: [], logo: { src: "/img/logo.svg", alt: "Logo", href: "https://example.com" }, copyright: "" },
    announcementBar: null,
    colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: true },
    docs: { pluginId: "default", versions: [{ name: "current", label: "Next", path: "/", isLatest: true }] },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    search: { hosted: null, facets: { language: "en", docsTag: "docs-default-current" } },
    analytics: { gtagTrackingId: null },
    ...changes,
  }
}
