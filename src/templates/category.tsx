import React from "react"
import { Link, type HeadProps, type PageProps } from "gatsby"
import { Sidebar, useDocsSidebar } from "../layout/Sidebar"
import { MAIN_ID } from "../layout/SkipLink"
import { Seo } from "../layout/Seo"
import type { CategoryPageContext } from "../shared/sidebar"
import * as docStyles from "./doc.module.css"
import * as styles from "./category.module.css"

type CategoryProps = PageProps<object, CategoryPageContext>

/**
 * A sidebar category's generated index page (src/node/category-pages.ts): its label
 * and its items with their descriptions, in the docs layout. The category's label in
 * the sidebar links here, so a closed category is a way in without JavaScript too.
 */
export default function CategoryTemplate({ pageContext }: CategoryProps): JSX.Element {
  const sidebarItems = useDocsSidebar(pageContext.sidebarName) ?? []
  return (
    <div className={docStyles.docPage} data-has-sidebar={sidebarItems.length > 0 ? "" : undefined}>
      {sidebarItems.length > 0 && <Sidebar items={sidebarItems} route={pageContext.route} />}
      <main id={MAIN_ID} tabIndex={-1} className={docStyles.main}>
        <article className={docStyles.article}>
          <h1 className={docStyles.title}>{pageContext.label}</h1>
          <ul className={styles.cards}>
            {pageContext.items.map((item) => (
              <li key={item.href} className={styles.card}>
                {item.href.startsWith("/") ? (
                  <Link to={item.href} className={styles.cardLink}>
                    {item.label}
                  </Link>
                ) : (
                  <a href={item.href} className={styles.cardLink}>
                    {item.label}
                  </a>
                )}
                {item.description && <p className={styles.description}>{item.description}</p>}
              </li>
            ))}
          </ul>
        </article>
      </main>
    </div>
  )
}

export function Head({ pageContext, location }: HeadProps<object, CategoryPageContext>): JSX.Element {
  return <Seo title={pageContext.label} description={`The pages under ${pageContext.label}.`} pathname={location.pathname} />
}
