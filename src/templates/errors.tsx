import React, { useEffect, useState } from "react"
import { Link, type HeadProps, type PageProps } from "gatsby"
import { Sidebar, useDocsSidebar } from "../layout/Sidebar"
import { MAIN_ID } from "../layout/SkipLink"
import { Seo } from "../layout/Seo"
import { readCodeQuery, type CodeQuery, type ErrorsPageContext } from "../shared/error-codes"
import * as docStyles from "./doc.module.css"
import * as styles from "./errors.module.css"

const TITLE = "Production Error Codes"

/** A message with its `backticked` names as code; React text throughout, never markup. */
function Message({ text }: { text: string }): JSX.Element {
  return <>{text.split("`").map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>
}

function CodeOfQuery({ query }: { query: CodeQuery }): JSX.Element | null {
  if (query.kind === "none") return null
  if (query.kind === "unknown") {
    return (
      <p role="status">
        <q>{query.raw}</q> is not a known error code of this Redux Toolkit version; every code is listed below.
      </p>
    )
  }
  const { entry } = query
  return (
    <section className={styles.highlight} aria-labelledby="current-code">
      <h2 id="current-code" className={styles.highlightTitle}>
        Error #{entry.code}
      </h2>
      <p className={styles.message} data-testid="current-message">
        <Message text={entry.message} />
      </p>
      {entry.route && (
        <p>
          See <Link to={entry.route}>{entry.route}</Link> for the API it concerns.
        </p>
      )}
    </section>
  )
}

export default function ErrorsTemplate({ pageContext }: PageProps<object, ErrorsPageContext>): JSX.Element {
  const { route, entries } = pageContext
  const sidebarItems = useDocsSidebar(pageContext.sidebarName) ?? []
  // Read after hydration: the static HTML is the same for every ?code=, so the first render must be too.
  const [query, setQuery] = useState<CodeQuery>({ kind: "none" })
  useEffect(() => setQuery(readCodeQuery(window.location.search, entries)), [entries])
  const current = query.kind === "known" ? query.entry.code : null
  return (
    <div className={docStyles.docPage} data-has-sidebar={sidebarItems.length > 0 ? "" : undefined}>
      {sidebarItems.length > 0 && <Sidebar items={sidebarItems} route={route} />}
      <main id={MAIN_ID} tabIndex={-1} className={docStyles.main}>
        <article className={docStyles.article}>
          <h1 className={docStyles.title}>{TITLE}</h1>
          <CodeOfQuery query={query} />
          <div className={docStyles.markdown}>
            <p>
              Redux Toolkit keeps its error messages out of production bundles to make them smaller: a production build
              throws only a short line with a code number and a link to this page. Find the code below for the full message,
              or run the app in development mode, where the library throws the full text itself. A <code>{"${…}"}</code> in a
              message stands for a value filled in when the error happens.
            </p>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.code} id={`code-${entry.code}`} className={entry.code === current ? styles.current : undefined}>
                    <td>
                      <a href={`#code-${entry.code}`}>{entry.code}</a>
                    </td>
                    <td>
                      <Message text={entry.message} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </article>
      </main>
    </div>
  )
}

export function Head({ location }: HeadProps<object, ErrorsPageContext>): JSX.Element {
  return (
    <Seo
      title={TITLE}
      description="The full message of each production error code Redux Toolkit throws."
      pathname={location.pathname}
    />
  )
}
