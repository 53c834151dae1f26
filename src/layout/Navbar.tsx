import React from "react"
import { Link } from "gatsby"
import { siteData } from "../config/client"
import type { ResolvedSidebarItem } from "../shared/sidebar"
import { useHideableNavbar } from "../state/hideableNavbar"
import { useMobileMenu } from "../state/mobileMenu"
import { EARLY_ATTRIBUTE, EARLY_CONTROLS } from "../state/early/constants"
import { ColorModeToggle } from "./ColorModeToggle"
import { SearchButton } from "./SearchButton"
import { NavItem } from "./NavItems"
import { MobileMenu, STATIC_MENU_ID, StaticMenu } from "./MobileMenu"
import * as styles from "./Navbar.module.css"

export const MOBILE_MENU_ID = "mobile-menu"

export function Navbar({
  location,
  sidebarItems,
}: {
  location: { pathname: string; hash: string }
  sidebarItems: ResolvedSidebarItem[] | null
}): JSX.Element {
  const { navbar, logo } = siteData
  const { isVisible, navbarRef } = useHideableNavbar(navbar.hideOnScroll, location)
  const menu = useMobileMenu(location.pathname)
  return (
    <header ref={navbarRef} className={`${styles.navbar} ${isVisible ? "" : styles.hidden}`} data-visible={isVisible}>
      <nav className={styles.inner} aria-label="Main">
        <button
          ref={menu.toggleRef}
          type="button"
          className={styles.hamburger}
          aria-label="Toggle navigation bar"
          aria-expanded={menu.isOpen}
          aria-controls={MOBILE_MENU_ID}
          {...{ [EARLY_ATTRIBUTE]: EARLY_CONTROLS.menu }}
          onClick={menu.isOpen ? () => menu.close() : menu.open}
        >
          <svg viewBox="0 0 30 30" width="28" height="28" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </button>
        {/* Without JavaScript the button above cannot open the panel: this link opens StaticMenu instead (Navbar.module.css). */}
        <a href={`#${STATIC_MENU_ID}`} className={styles.staticHamburger} aria-label="Open the navigation menu">
          <svg viewBox="0 0 30 30" width="28" height="28" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </a>
        <Link to="/" className={styles.brand}>
          <img src={logo.src} alt="" width="32" height="32" className={styles.logo} />
          <span>{navbar.title}</span>
        </Link>
        <ul className={styles.items}>
          {navbar.items.map((item) => (
            <li key={item.label}>
              <NavItem item={item} pathname={location.pathname} variant="bar" />
            </li>
          ))}
        </ul>
        <div className={styles.tools}>
          <SearchButton />
          <ColorModeToggle />
        </div>
      </nav>
      <StaticMenu pathname={location.pathname} sidebarItems={sidebarItems} />
      {menu.isOpen && (
        <MobileMenu
          id={MOBILE_MENU_ID}
          panelRef={menu.panelRef}
          onClose={() => menu.close()}
          onNavigate={() => menu.close(false)}
          pathname={location.pathname}
          sidebarItems={sidebarItems}
        />
      )}
    </header>
  )
}
