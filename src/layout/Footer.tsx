import React from "react"
import { siteData } from "../config/client"
import { SmartLink } from "../components/SmartLink"
import { withPreferredVersion } from "../state/docsVersion"
import * as styles from "./Footer.module.css"

export function Footer(): JSX.Element {
  const { footer } = siteData
  return (
    <footer className={styles.footer}>
      <div className={styles.groups}>
        {footer.groups.map((group) => (
          <section key={group.title} className={styles.group} aria-labelledby={`footer-${group.title}`}>
            <h2 id={`footer-${group.title}`} className={styles.title}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.items.map((link) => (
                <li key={link.label}>
                  <SmartLink href={link.href.startsWith("/") ? withPreferredVersion(link.href) : link.href} className={styles.link}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.bottom}>
        <a href={footer.logo.href} className={styles.logo} target="_blank" rel="noopener noreferrer">
          <img src={footer.logo.src} alt={footer.logo.alt} width="48" height="48" loading="lazy" />
        </a>
        <p className={styles.copyright}>{footer.copyright}</p>
      </div>
    </footer>
  )
}
