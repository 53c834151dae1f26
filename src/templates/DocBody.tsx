import React, { useEffect, useRef, useState, type ReactNode } from "react"
import { MDXProvider } from "@mdx-js/react"
import { mdxComponents } from "../layout/mdxComponents"
import { LazyBoundary, type LazyLoader } from "../layout/LazyBoundary"
import { followInternalLinks } from "../components/followInternalLinks"
import { BODY_ATTRIBUTE, cachedBody, loadBody } from "../state/docBodies"
import { ServerBody } from "./serverBody"

interface BodyProps {
  route: string
  className: string
}

const bodyAttributes = (route: string) => ({ [BODY_ATTRIBUTE]: "", "data-route": route })

/** A static body: HTML made at build time; React never looks inside it. */
function BodyHtml({ route, className, html }: BodyProps & { html: string }): JSX.Element {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => (ref.current ? followInternalLinks(ref.current) : undefined), [html])
  return <div ref={ref} className={className} {...bodyAttributes(route)} dangerouslySetInnerHTML={{ __html: html }} />
}

// One stable loader per route, as LazyBoundary requires.
const loaders = new Map<string, LazyLoader<BodyProps>>()
function bodyLoader(route: string): LazyLoader<BodyProps> {
  let load = loaders.get(route)
  if (!load) {
    load = () => loadBody(route).then((html) => ({ default: (props: BodyProps) => <BodyHtml {...props} html={html} /> }))
    loaders.set(route, load)
  }
  return load
}

function StaticBody({ route, className }: BodyProps): JSX.Element {
  // Read once: on hydration from the server-rendered DOM, later from memory.
  const [html] = useState(() => cachedBody(route))
  if (html !== undefined) return <BodyHtml route={route} className={className} html={html} />
  // Only when the body was not loaded before the route changed (back/forward to a page not seen in this session).
  return <LazyBoundary load={bodyLoader(route)} props={{ route, className }} label="this page" />
}

function ReactBody({ route, className, children }: BodyProps & { children: ReactNode }): JSX.Element {
  return (
    <div className={className} {...bodyAttributes(route)}>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </div>
  )
}

/**
 * The doc's body. A page with imports or components of its own is compiled MDX
 * (`children`). A static page's body is rendered on the server from its compiled
 * function body (serverBody.node.tsx) and is HTML in the browser (docs/decisions.md,
 * "Static doc bodies").
 */
export function DocBody({
  route,
  className,
  staticBody,
  children,
}: BodyProps & { staticBody: string | null; children?: ReactNode }): JSX.Element {
  if (staticBody === null) {
    return (
      <ReactBody route={route} className={className}>
        {children}
      </ReactBody>
    )
  }
  return ServerBody ? (
    <ReactBody route={route} className={className}>
      <ServerBody bodyKey={staticBody} />
    </ReactBody>
  ) : (
    <StaticBody route={route} className={className} />
  )
}
