import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Sidebar, useDocsSidebar } from "../layout/Sidebar"
import { TableOfContents, tocEntriesInRange } from "../layout/TableOfContents"
import { PrevNextLinks } from "../layout/PrevNextLinks"
import { CopyPage } from "../layout/CopyPage"
import { MAIN_ID } from "../layout/SkipLink"
import { Seo } from "../layout/Seo"
import { DocBody } from "../../plugins/gatsby-plugin-static-bodies/src/DocBody"
import { siteData } from "../config/client"
import type { DocPageContext, LastUpdated } from "../shared/page-context"
import { DocsMetadataContext, type DocsMetadata } from "./docMetadata"
import type { ResolvedSidebarItem } from "../shared/sidebar"
import { searchIndexAttributes } from "../search/indexAttributes"
import * as styles from "./doc.module.css"

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      # The validated front matter of the content model's record (gatsby-node.ts onCreateNode), never
      # gatsby-plugin-mdx's own parse; named "frontmatter" here so the page data keeps its shape.
      frontmatter: fields {
        title
        description
        hide_title
        hide_table_of_contents
        toc_min_heading_level
        toc_max_heading_level
      }
      fields {
        route
        docId
        sidebar
      }
      ...DocToc
    }
    docsVersion(isLatest: { eq: true }) {
      name
      label
      path
      isLatest
      mainDocId
      pluginId
    }
  }
`

/** The label of the top-level sidebar category holding the page: the search hit's group. */
function topCategoryOf(items: ResolvedSidebarItem[], route: string): string {
  const contains = (item: ResolvedSidebarItem): boolean =>
    item.type === "link" ? item.href === route : item.items.some(contains)
  const top = items.find((item) => item.type === "category" && contains(item))
  return top?.label ?? "Documentation"
}

type DocProps = PageProps<Queries.DocPageQuery, DocPageContext>

/** "Last updated on Nov 24, 2026 by Ada": date and author as site.config.ts `docs.showLastUpdate*` asks. */
function LastUpdatedLine({ lastUpdated }: { lastUpdated: LastUpdated }): JSX.Element | null {
  const { date, formatted, author } = lastUpdated
  if (!(date && formatted) && !author) return null
  return (
    <p className={styles.lastUpdated}>
      Last updated
      {date && formatted && (
        <>
          {" on "}
          <time dateTime={date}>{formatted}</time>
        </>
      )}
      {author && ` by ${author}`}
    </p>
  )
}

export default function DocTemplate({ data, pageContext, children }: DocProps): JSX.Element {
  const mdx = data.mdx
  const frontmatter = mdx?.frontmatter
  const route = pageContext.route
  const sidebarItems = useDocsSidebar(pageContext.sidebarName) ?? []
  const toc = tocEntriesInRange(
    mdx?.fields?.toc ?? [],
    frontmatter?.toc_min_heading_level ?? siteData.tableOfContents.minHeadingLevel,
    frontmatter?.toc_max_heading_level ?? siteData.tableOfContents.maxHeadingLevel,
  )
  // TableOfContents renders nothing for an empty list; the layout must know before it is parsed.
  const showToc = !frontmatter?.hide_table_of_contents && toc.length > 0
  const metadata: DocsMetadata | null = data.docsVersion
    ? {
        version: data.docsVersion,
        doc: {
          id: pageContext.docId,
          path: route,
          sidebar: mdx?.fields?.sidebar ?? null,
        },
      }
    : null
  return (
    <DocsMetadataContext.Provider value={metadata}>
      <div
        className={styles.docPage}
        data-has-sidebar={sidebarItems.length > 0 ? "" : undefined}
        data-has-toc={showToc ? "" : undefined}
      >
        {sidebarItems.length > 0 && <Sidebar items={sidebarItems} route={route} />}
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          <article
            className={styles.article}
            {...searchIndexAttributes({
              title: frontmatter?.title ?? "",
              group: topCategoryOf(sidebarItems, route),
              docsTag: `docs-${data.docsVersion?.pluginId ?? siteData.docs.pluginId}-${data.docsVersion?.name ?? "current"}`,
            })}
          >
            <div className={styles.titleRow}>
              {!frontmatter?.hide_title && <h1 className={styles.title}>{frontmatter?.title}</h1>}
              <CopyPage route={route} />
            </div>
            <DocBody key={route} route={route} staticBody={pageContext.staticBody} className={styles.markdown}>
              {children}
            </DocBody>
            <footer className={styles.docFooter} data-pagefind-ignore="all">
              <a href={pageContext.editUrl} target="_blank" rel="noopener noreferrer" className={styles.edit}>
                Edit this page
              </a>
              {pageContext.lastUpdated && <LastUpdatedLine lastUpdated={pageContext.lastUpdated} />}
            </footer>
            <div data-pagefind-ignore="all">
              <PrevNextLinks previous={pageContext.previous} next={pageContext.next} />
            </div>
          </article>
        </main>
        {showToc && <TableOfContents entries={toc} />}
      </div>
    </DocsMetadataContext.Provider>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext>): JSX.Element {
  const frontmatter = data.mdx?.frontmatter
  return (
    <>
      <Seo
        title={frontmatter?.title ?? null}
        description={frontmatter?.description ?? siteData.tagline}
        pathname={location.pathname}
      />
      {data.docsVersion && <meta name="docusaurus_version" content={data.docsVersion.name} />}
      {data.mdx?.fields && <meta name="docusaurus_doc_id" content={data.mdx.fields.docId} />}
      {pageContext.lastUpdated?.date && <meta property="article:modified_time" content={pageContext.lastUpdated.date} />}
    </>
  )
}
