import fs from "node:fs"
import path from "node:path"
import type { DocRecord } from "./content"
import type { SiteConfig } from "./config/schema"
import type { ResolvedSidebar, ResolvedSidebarItem } from "../shared/sidebar"
import { twinPath, twinPaths } from "./markdown-twin"
import { publicFile } from "./public-path"

/**
 * The site as Markdown, written after the build (onPostBuild): every doc's twin at
 * `{route}.md` (src/node/markdown-twin.ts), `/llms.txt` (the llms.txt convention: the
 * site's title, a summary, and every doc's twin grouped by sidebar category) and
 * `/llms-full.txt` (every twin, in sidebar order). None of these is in the sitemap or
 * the search index: both list HTML pages only. `/llms.txt` is the list of the twins.
 */

export type TwinSourceDoc = Pick<DocRecord, "route" | "title" | "docId" | "frontmatter" | "twin">

export interface DocSection {
  title: string
  docs: TwinSourceDoc[]
}

/** The label of the section holding docs outside every sidebar category. */
export const OTHER_SECTION = "Other"

function docIdsIn(items: readonly ResolvedSidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === "category" ? docIdsIn(item.items) : item.docId ? [item.docId] : []))
}

/**
 * The docs grouped by the top-level categories of the resolved sidebars, in sidebar
 * order (nested categories flattened into their top-level one). Docs listed at a
 * sidebar's top level or in no sidebar at all come last, under OTHER_SECTION; a doc
 * listed twice is listed where it first appears.
 */
export function docSections(sidebars: readonly ResolvedSidebar[], docs: readonly TwinSourceDoc[]): DocSection[] {
  const byId = new Map(docs.map((doc) => [doc.docId, doc]))
  const placed = new Set<string>()
  const take = (ids: string[]) =>
    ids.flatMap((id) => {
      const doc = byId.get(id)
      if (!doc || placed.has(id)) return []
      placed.add(id)
      return [doc]
    })
  const sections: DocSection[] = []
  const loose: string[] = []
  for (const sidebar of sidebars) {
    for (const item of sidebar.items) {
      if (item.type === "category") sections.push({ title: item.label, docs: take(docIdsIn(item.items)) })
      else if (item.docId) loose.push(item.docId)
    }
  }
  const rest = [...take(loose), ...take(docs.map((doc) => doc.docId))]
  if (rest.length > 0) sections.push({ title: OTHER_SECTION, docs: rest })
  return sections.filter((section) => section.docs.length > 0)
}

/** One line of Markdown: newlines and runs of spaces folded. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim()
}

/**
 * Characters that start or end Markdown inline syntax: escapes, code spans, emphasis, strikethrough,
 * link brackets, HTML and autolinks, and `#` (a heading's closing sequence). Parentheses are left as
 * they are: with the brackets escaped they start nothing (docs/decisions.md, "Markdown in llms.txt").
 */
const INLINE_SYNTAX = /[\\`*_~[\]<#]/g

/**
 * Text from front matter or the config as literal Markdown on one line: whitespace runs (newlines
 * too) folded into one space, inline syntax backslash-escaped, and `&` where it would start a
 * character reference (`&amp;`, `&#42;`).
 */
export function markdownText(text: string): string {
  return oneLine(text)
    .replace(INLINE_SYNTAX, (character) => `\\${character}`)
    .replace(/&(?=#\d+;|#x[\da-f]+;|[a-z][a-z\d]*;)/gi, "\\&")
}

/** The same inside a blockquote line, where a leading `>`, `-`, `+` or `1.` would start a block. */
function blockText(text: string): string {
  return markdownText(text).replace(/^(>|[-+]|\d+[.)])(?=\s|$)/, (marker) => marker.replace(/[^\d]$/, (character) => `\\${character}`))
}

/** A link destination: the characters that would end it or make it no destination percent-encoded. */
function destination(url: string): string {
  return url.replace(/[\s()<>]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)
}

export function llmsTxt(input: { title: string; summary: string; siteUrl: string; sections: readonly DocSection[] }): string {
  const lines = [`# ${markdownText(input.title)}`, "", `> ${blockText(input.summary)}`]
  for (const section of input.sections) {
    lines.push("", `## ${markdownText(section.title)}`, "")
    for (const doc of section.docs) {
      const description = doc.frontmatter.description ? `: ${markdownText(doc.frontmatter.description)}` : ""
      lines.push(`- [${markdownText(doc.title)}](${destination(`${input.siteUrl}${twinPath(doc.route)}`)})${description}`)
    }
  }
  return `${lines.join("\n")}\n`
}

export interface MarkdownFilesInput {
  publicDir: string
  /** Where the pages are served, no trailing slash: `site.config.ts` url, as canonical URLs and the sitemap use it. */
  siteUrl: string
  title: string
  summary: string
  /** Each with its twin, kept from its syntax tree (markdown-twin.ts keepMarkdownTwins). */
  docs: readonly TwinSourceDoc[]
  sidebars: readonly ResolvedSidebar[]
}

/** A doc's twin as kept on its record; none means the trees were released before keepMarkdownTwins ran. */
function keptTwin(doc: TwinSourceDoc): string {
  if (doc.twin === undefined) throw new Error(`No Markdown twin was kept for ${doc.route}: keepMarkdownTwins must run while the content model holds the syntax trees.`)
  return doc.twin
}

/** Writes the twins, llms.txt and llms-full.txt into `publicDir` (no body is parsed here); returns the twins' paths (site-relative). */
export function writeMarkdownFiles(input: MarkdownFilesInput): { twins: string[]; bytes: number } {
  const twins = new Map(input.docs.map((doc) => [doc.docId, keptTwin(doc)]))
  let bytes = 0
  const write = (sitePath: string, text: string) => {
    const file = publicFile(input.publicDir, sitePath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
    bytes += Buffer.byteLength(text)
  }
  for (const doc of input.docs) write(twinPath(doc.route), twins.get(doc.docId) ?? "")
  const sections = docSections(input.sidebars, input.docs)
  write("llms.txt", llmsTxt({ title: input.title, summary: input.summary, siteUrl: input.siteUrl, sections }))
  write("llms-full.txt", sections.flatMap((section) => section.docs.map((doc) => twins.get(doc.docId) ?? "")).join("\n"))
  return { twins: twinPaths(input.docs.map((doc) => doc.route)), bytes }
}

/** The site's Markdown files, from the build's analysis (gatsby-node.ts onPostBuild). */
export function writeSiteMarkdown(
  publicDir: string,
  config: Pick<SiteConfig, "url" | "title" | "tagline">,
  site: { docs: readonly TwinSourceDoc[]; sidebars: readonly ResolvedSidebar[] },
): { twins: string[]; bytes: number } {
  return writeMarkdownFiles({
    publicDir,
    siteUrl: config.url,
    title: config.title,
    summary: config.tagline,
    docs: site.docs,
    sidebars: site.sidebars,
  })
}
