import React, { useEffect, useRef, useState, type ReactNode } from "react"
import { MDXProvider } from "@mdx-js/react"
import { mdxComponents } from "../../../src/layout/mdxComponents"
import { LazyBoundary, type LazyLoader } from "../../../src/layout/LazyBoundary"
import { BODY_ATTRIBUTE, type StaticBodyRef } from "./shared"
import { cachedBody, keepRenderedBody, loadBody } from "./bodies"
import { followInternalLinks } from "./followInternalLinks"
import { ServerBody } from "./serverBody"
import { DevelopBody } from "./developBody"

interface BodyProps {
  route: string
  className: string
}

const bodyAttributes = (route: string) => ({ [BODY_ATTRIBUTE]: "", "data-route": route })

/**
 * Links in a body React does not render inside navigate client-side. The widgets in it
 * (tabs, code blocks, wide tables) are custom elements that set themselves up (src/mdx).
 */
function useStaticBodyBehaviour(ref: React.RefObject<HTMLDivElement>, html: string): void {
  useEffect(() => (ref.current ? followInternalLinks(ref.current) : undefined), [ref, html])
}

/** A static body loaded in this session: HTML that React sets once and never looks inside. */
function BodyHtml({ route, className, html }: BodyProps & { html: string }): JSX.Element {
  const ref = useRef<HTMLDivElement>(null)
  useStaticBodyBehaviour(ref, html)
  return <div ref={ref} className={className} {...bodyAttributes(route)} dangerouslySetInnerHTML={{ __html: html }} />
}

const LEAVE_ALONE = { __html: "" }

/**
 * The static body the server rendered into this page, on hydration: React hydrates an
 * element with `dangerouslySetInnerHTML` without touching its content, and an unchanged
 * value is never written, so the body stays as the server rendered it.
 */
function RenderedBody({ route, className, fragment }: BodyProps & { fragment: string }): JSX.Element {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (ref.current) keepRenderedBody(fragment, ref.current)
  }, [fragment])
  useStaticBodyBehaviour(ref, "")
  return <div ref={ref} className={className} {...bodyAttributes(route)} dangerouslySetInnerHTML={LEAVE_ALONE} suppressHydrationWarning />
}

// One stable loader per fragment, as LazyBoundary requires.
const loaders = new Map<string, LazyLoader<BodyProps>>()
function bodyLoader(fragment: string): LazyLoader<BodyProps> {
  let load = loaders.get(fragment)
  if (!load) {
    load = () => loadBody(fragment).then((html) => ({ default: (props: BodyProps) => <BodyHtml {...props} html={html} /> }))
    loaders.set(fragment, load)
  }
  return load
}

/** Whether the page's server-rendered HTML holds this route's body (a first visit, being hydrated). */
function renderedInDocument(route: string): boolean {
  if (typeof document === "undefined") return false
  return document.querySelector(`[${BODY_ATTRIBUTE}]`)?.getAttribute("data-route") === route
}

function StaticBody({ route, className, fragment }: BodyProps & { fragment: string }): JSX.Element {
  // Decided once, on the first render: on hydration the body is in the document, later in memory.
  const [rendered] = useState(() => renderedInDocument(route))
  const [html] = useState(() => (rendered ? undefined : cachedBody(fragment)))
  if (rendered) return <RenderedBody route={route} className={className} fragment={fragment} />
  if (html !== undefined) return <BodyHtml route={route} className={className} html={html} />
  // Only when the body was not loaded before the route changed (back/forward to a page not seen in this session).
  return <LazyBoundary load={bodyLoader(fragment)} props={{ route, className }} label="this page" />
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
 * function body (serverBody.node.tsx) and is HTML in the browser (README.md of this plugin).
 */
export function DocBody({
  route,
  className,
  staticBody,
  children,
}: BodyProps & { staticBody: StaticBodyRef | null; children?: ReactNode }): JSX.Element {
  if (staticBody === null) {
    return (
      <ReactBody route={route} className={className}>
        {children}
      </ReactBody>
    )
  }
  // `gatsby develop`: the body comes from the develop server (developBody.develop.tsx); null in a build.
  if (DevelopBody) {
    return (
      <ReactBody route={route} className={className}>
        <DevelopBody route={route} />
      </ReactBody>
    )
  }
  return ServerBody ? (
    <ReactBody route={route} className={className}>
      <ServerBody bodyKey={staticBody.key} />
    </ReactBody>
  ) : (
    <StaticBody route={route} className={className} fragment={staticBody.fragment} />
  )
}
