import React from "react"
import { Link } from "gatsby"
import { siteData } from "../config/client"
import type { ClientNavItem, ClientNavLink } from "../config/client"
import { ColorModeToggle } from "./ColorModeToggle"
import { SearchButton } from "./SearchButton"
import * as styles from "./Navbar.module.css"

function isActive(item: ClientNavLink, pathname: string): boolean {
  return item.activeBasePath !== undefined && pathname.startsWith(item.activeBasePath)
}

function NavLink({ item, pathname }: { item: ClientNavLink; pathname: string }): JSX.Element {
  if (item.activeBasePath !== undefined) {
    const active = isActive(item, pathname)
    return (
      <Link to={item.href} className={`${styles.link} ${active ? styles.active : ""}`} aria-current={active ? "true" : undefined}>
        {item.label}
      </Link>
    )
  }
  return (
    <a href={item.href} className={styles.link} aria-label={item.ariaLabel} target="_blank" rel="noopener noreferrer">
      {item.label === "GitHub" ? <GitHubIcon /> : item.label}
    </a>
  )
}

function GitHubIcon(): JSX.Element {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 .5a11.5 11.5 0 0 0-3.64 22.4c.58.1.79-.25.79-.56v-2c-3.2.7-3.87-1.37-3.87-1.37-.53-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.56-.29-5.25-1.28-5.25-5.69 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.42-2.7 5.39-5.27 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z"
      />
    </svg>
  )
}

function NavItem({ item, pathname }: { item: ClientNavItem; pathname: string }): JSX.Element {
  if (item.type === "link") return <NavLink item={item} pathname={pathname} />
  return (
    <details className={styles.dropdown}>
      <summary className={styles.link}>{item.label}</summary>
      <ul className={styles.dropdownMenu}>
        {item.items.map((child) => (
          <li key={child.href}>
            <NavLink item={child} pathname={pathname} />
          </li>
        ))}
      </ul>
    </details>
  )
}

export function Navbar({ pathname }: { pathname: string }): JSX.Element {
  const { navbar, logo } = siteData
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label="Main">
        <Link to="/" className={styles.brand}>
          <img src={logo.src} alt="" width="32" height="32" className={styles.logo} />
          <span>{navbar.title}</span>
        </Link>
        <ul className={styles.items}>
          {navbar.items.map((item) => (
            <li key={item.label}>
              <NavItem item={item} pathname={pathname} />
            </li>
          ))}
        </ul>
        <div className={styles.tools}>
          <SearchButton />
          <ColorModeToggle />
        </div>
      </nav>
    </header>
  )
}
