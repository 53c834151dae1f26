import React, { useEffect, useId, useRef, useState } from "react"
import { Link } from "gatsby"
import type { ClientNavDropdown, ClientNavItem, ClientNavLink } from "../shared/client-config"
import { withPreferredVersion } from "../state/docsVersion"
import { Collapsible } from "./Collapsible"
import * as styles from "./NavItems.module.css"

export function isActive(item: ClientNavLink, pathname: string): boolean {
  return item.activeBasePath !== undefined && pathname.startsWith(item.activeBasePath)
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

/** `variant="bar"`: the desktop navbar; `"menu"`: a row in the mobile menu (full labels, no icons). */
type Variant = "bar" | "menu"

export function NavLink({ item, pathname, variant }: { item: ClientNavLink; pathname: string; variant: Variant }): JSX.Element {
  const className = `${styles.link} ${variant === "menu" ? styles.menuLink : ""}`
  if (item.activeBasePath !== undefined) {
    const active = isActive(item, pathname)
    return (
      <Link
        to={withPreferredVersion(item.href)}
        className={`${className} ${active ? styles.active : ""}`}
        aria-current={active ? "true" : undefined}
      >
        {item.label}
      </Link>
    )
  }
  const iconOnly = variant === "bar" && item.label === "GitHub"
  return (
    <a href={item.href} className={className} aria-label={iconOnly ? item.ariaLabel : undefined} target="_blank" rel="noopener noreferrer">
      {iconOnly ? <GitHubIcon /> : item.label}
    </a>
  )
}

/**
 * A disclosure: the button toggles (click, Enter, Space), ArrowDown opens and
 * focuses the first item, pointer hover opens it on the desktop bar, Escape
 * closes it and returns focus to the button, and focus leaving it closes it.
 */
export function NavDropdown({ item, pathname, variant }: { item: ClientNavDropdown; pathname: string; variant: Variant }): JSX.Element {
  const active = item.items.some((child) => isActive(child, pathname))
  const [open, setOpen] = useState(variant === "menu" && active)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (variant === "bar") setOpen(false)
  }, [pathname, variant])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    } else if (event.key === "ArrowDown" && event.target === buttonRef.current) {
      event.preventDefault()
      setOpen(true)
      requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>(`[id="${listId}"] a`)?.focus())
    }
  }
  const onBlur = (event: React.FocusEvent) => {
    if (variant === "bar" && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }
  const hover = variant === "bar" ? { onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false) } : {}

  return (
    <div
      ref={rootRef}
      className={`${styles.dropdown} ${variant === "bar" ? styles.barDropdown : ""}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      {...hover}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.link} ${variant === "menu" ? styles.menuLink : ""} ${active ? styles.active : ""}`}
        aria-expanded={open}
        aria-controls={listId}
        // On the desktop bar the pointer already opened it by hovering: a click keeps it open.
        onClick={(event) => setOpen(variant === "bar" && event.detail > 0 ? true : !open)}
      >
        {item.label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <Collapsible as="ul" id={listId} open={open} className={variant === "bar" ? styles.dropdownMenu : styles.menuSubList}>
        {item.items.map((child) => (
          <li key={child.href}>
            <NavLink item={child} pathname={pathname} variant="menu" />
          </li>
        ))}
      </Collapsible>
    </div>
  )
}

export function NavItem({ item, pathname, variant }: { item: ClientNavItem; pathname: string; variant: Variant }): JSX.Element {
  return item.type === "link" ? (
    <NavLink item={item} pathname={pathname} variant={variant} />
  ) : (
    <NavDropdown item={item} pathname={pathname} variant={variant} />
  )
}
