import React, { useState } from "react"
import { Link } from "gatsby"
import { siteData } from "../config/client"
import type { ResolvedSidebarItem } from "../shared/sidebar"
import { ColorModeToggle } from "./ColorModeToggle"
import { NavItem, NavLink } from "./NavItems"
import { SidebarTree } from "./Sidebar"
import { EARLY_ATTRIBUTE, EARLY_CONTROLS } from "../state/early/constants"
import * as styles from "./MobileMenu.module.css"

/**
 * The panel behind the hamburger (≤ 996 px). On doc pages it opens on the docs
 * sidebar, with "← Back to main menu" leading to the navbar links. Behaviour
 * (scroll lock, closing, focus trap) lives in src/state/mobileMenu.ts.
 */
export function MobileMenu({
  id,
  panelRef,
  onClose,
  onNavigate,
  pathname,
  sidebarItems,
}: {
  id: string
  panelRef: React.RefObject<HTMLDivElement>
  onClose: () => void
  onNavigate: () => void
  pathname: string
  sidebarItems: ResolvedSidebarItem[] | null
}): JSX.Element {
  const hasSidebar = sidebarItems !== null && sidebarItems.length > 0
  const [showSidebar, setShowSidebar] = useState(hasSidebar)
  const { navbar, logo } = siteData
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      {/* A click on any link in the panel ends the visit to the menu, even a link to the current page. */}
      <div
        ref={panelRef}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        onClick={(event) => {
          if ((event.target as Element).closest("a")) onNavigate()
        }}
      >
        <div className={styles.header}>
          <Link to="/" className={styles.brand}>
            <img src={logo.src} alt="" width="32" height="32" />
            <span>{navbar.title}</span>
          </Link>
          <ColorModeToggle />
          <button type="button" className={styles.close} aria-label="Close navigation bar" onClick={onClose}>
            <svg viewBox="0 0 15 15" width="20" height="20" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" d="M2 2l11 11M13 2L2 13" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>
          {showSidebar && hasSidebar ? (
            <>
              <button type="button" className={styles.back} onClick={() => setShowSidebar(false)}>
                ← Back to main menu
              </button>
              <nav aria-label="Docs sidebar" className={styles.sidebar}>
                <SidebarTree items={sidebarItems} route={pathname} />
              </nav>
            </>
          ) : (
            <nav aria-label="Main menu">
              <ul className={styles.list}>
                {navbar.items.map((item) => (
                  <li key={item.label}>
                    <NavItem item={item} pathname={pathname} variant="menu" />
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </>
  )
}

/** The no-JavaScript menu's id: the navbar's fallback link targets it. */
export const STATIC_MENU_ID = "navigation-menu"

/**
 * The menu without JavaScript: plain links, shown by `:target` when the navbar's
 * fallback link (Navbar.tsx) is followed, and only while <html> lacks `data-js`
 * (src/state/prepaint.ts); with JavaScript the panel above takes its place. It holds
 * the navbar links and the sidebar's top level (each category's label leads to its
 * generated index page), so its size does not grow with the whole sidebar.
 */
export function StaticMenu({ pathname, sidebarItems }: { pathname: string; sidebarItems: ResolvedSidebarItem[] | null }): JSX.Element {
  return (
    <div id={STATIC_MENU_ID} className={styles.staticMenu}>
      <a href="#" className={styles.back} {...{ [EARLY_ATTRIBUTE]: EARLY_CONTROLS.menuClose }}>
        Close the menu
      </a>
      <nav aria-label="Site pages">
        <ul className={styles.list}>
          {siteData.navbar.items.flatMap((item) => ("items" in item ? item.items : [item])).map((item) => (
            <li key={item.label}>
              <NavLink item={item} pathname={pathname} variant="menu" />
            </li>
          ))}
        </ul>
      </nav>
      {sidebarItems && sidebarItems.length > 0 && (
        <nav aria-label="Docs sections" className={styles.sidebar}>
          <ul className={styles.list}>
            {sidebarItems.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={styles.staticLink}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
