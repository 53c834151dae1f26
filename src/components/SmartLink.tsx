import React from "react"
import { Link } from "gatsby"

type AnchorProps = React.AnchorHTMLAttributes<HTMLAnchorElement>

/** Internal routes navigate client-side through Gatsby's Link; everything else is a plain anchor. */
export function SmartLink({ href = "", children, ...rest }: AnchorProps): JSX.Element {
  const internal = href.startsWith("/") && !href.startsWith("//") && !/\.[a-z0-9]+($|[?#])/i.test(href.split("/").pop() ?? "")
  if (internal) {
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
