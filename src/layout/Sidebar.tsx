import React, { useEffect, useId, useRef, useState } from "react"
import { Link, graphql, useStaticQuery } from "gatsby"
import type { ResolvedSidebarItem, SidebarCategory } from "../shared/sidebar"
import { Collapsible } from "./Collapsible"
import { useDevelopSidebars } from "../../plugins/gatsby-plugin-static-bodies/src/developBody"
import { EARLY_ATTRIBUTE, EARLY_CONTROLS } from "../state/early/constants"
import * as styles from "./Sidebar.module.css"

export const query = graphql`
  fragment DocSidebar on DocsSidebar {
    name
    items
  }
`

/**
 * A sidebar by name (a doc page's `pageContext.sidebarName`), or null. Every
 * sidebar comes from one static query, stored once and shared by all pages, so
 * a page's own data stays small however long the sidebar grows.
 */
export function useDocsSidebar(name: string | null | undefined): ResolvedSidebarItem[] | null {
  const data = useStaticQuery<Queries.DocsSidebarsQuery>(graphql`
    query DocsSidebars {
      allDocsSidebar {
        nodes {
          ...DocSidebar
        }
      }
    }
  `)
  // `gatsby develop` only: a saved sidebars file, pushed before Gatsby's query follows.
  const pushed = useDevelopSidebars()
  if (!name) return null
  const items = pushed?.[name] ?? data.allDocsSidebar.nodes.find((sidebar: { name: string }) => sidebar.name === name)?.items
  return Array.isArray(items) && items.length > 0 ? (items as ResolvedSidebarItem[]) : null
}

function containsRoute(category: SidebarCategory, route: string): boolean {
  return category.href === route || category.items.some((item) => (item.type === "category" ? containsRoute(item, route) : item.href === route))
}

function Category({ category, route, level }: { category: SidebarCategory; route: string; level: number }): JSX.Element {
  const holdsCurrent = containsRoute(category, route)
  const [open, setOpen] = useState(holdsCurrent || !category.collapsed)
  // A closed category's items are rendered once it first opens: a page's HTML holds the open
  // branches, not the whole tree (which would make every page grow with the site).
  const [rendered, setRendered] = useState(open)
  if (open && !rendered) setRendered(true)
  const listId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (holdsCurrent) setOpen(true)
  }, [holdsCurrent])
  // A click before hydration was answered by the early-controls script: its choice is in the DOM.
  useEffect(() => {
    const expanded = buttonRef.current?.getAttribute("aria-expanded")
    if (expanded === "true" || expanded === "false") setOpen(expanded === "true")
  }, [])
  return (
    <li className={styles.category}>
      {/* The label leads to the category's generated index page (the way in without JavaScript,
          whose closed categories render no items); the button beside it opens and shuts the list. */}
      <div className={`${styles.categoryRow} ${level === 0 ? styles.topLevel : ""}`}>
        <Link
          to={category.href}
          className={styles.categoryLink}
          aria-current={category.href === route ? "page" : undefined}
          onClick={() => setOpen(true)}
        >
          {category.label}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className={styles.categoryButton}
          aria-label={category.label}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => category.collapsible && setOpen(!open)}
          {...(category.collapsible ? { [EARLY_ATTRIBUTE]: EARLY_CONTROLS.category } : {})}
        >
          {category.collapsible && <span className={styles.caret} aria-hidden="true" />}
        </button>
      </div>
      <Collapsible as="ul" id={listId} className={styles.list} open={open}>
        {rendered && <SidebarItems items={category.items} route={route} level={level + 1} />}
      </Collapsible>
    </li>
  )
}

function SidebarItems({ items, route, level }: { items: ResolvedSidebarItem[]; route: string; level: number }): JSX.Element {
  return (
    <>
      {items.map((item) =>
        item.type === "category" ? (
          <Category key={`c-${item.label}`} category={item} route={route} level={level} />
        ) : (
          <li key={item.href}>
            {item.docId ? (
              <Link
                to={item.href}
                className={styles.link}
                aria-current={item.href === route ? "page" : undefined}
              >
                {item.label}
              </Link>
            ) : (
              <a href={item.href} className={styles.link}>
                {item.label}
              </a>
            )}
          </li>
        ),
      )}
    </>
  )
}

/** The sidebar's tree alone; the mobile menu renders it too. */
export function SidebarTree({ items, route }: { items: ResolvedSidebarItem[]; route: string }): JSX.Element {
  return (
    <ul className={styles.list}>
      <SidebarItems items={items} route={route} level={0} />
    </ul>
  )
}

export function Sidebar({ items, route }: { items: ResolvedSidebarItem[]; route: string }): JSX.Element {
  const navRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const nav = navRef.current
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!nav || !current) return
    const navBox = nav.getBoundingClientRect()
    const itemBox = current.getBoundingClientRect()
    if (itemBox.top < navBox.top || itemBox.bottom > navBox.bottom) {
      nav.scrollTop += itemBox.top - navBox.top - navBox.height / 3
    }
  }, [route])
  return (
    <nav ref={navRef} className={styles.sidebar} aria-label="Docs sidebar">
      <SidebarTree items={items} route={route} />
    </nav>
  )
}
