import React from "react"
import { Link } from "gatsby"

type AnchorProps = React.AnchorHTMLAttributes<HTMLAnchorElement>

/** A route of this site (`/api/createSlice#options`), not a file (`/img/logo.svg`) or another origin. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !/\.[a-z0-9]+($|[?#])/i.test(href.split("/").pop() ?? "")
}

/** Internal routes navigate client-side through Gatsby's Link; everything else is a plain anchor. */
export function SmartLink({ href = "", children, ...rest }: AnchorProps): JSX.Element {
  if (isInternalHref(href)) {
    return (
      <Link to={href} {...(rest as Omit<AnchorProps, "ref">)}>
        {children}
      </Link>
    )
  }
  const external = /^https?:\/\//.test(href)
  return (
    <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
    </a>
  )
}
