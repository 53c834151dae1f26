import React from "react"
import { siteData } from "../config/client"

/** Head API content shared by every page: title, description, canonical URL, Open Graph, Twitter, favicon. */
export function Seo({
  title,
  description,
  pathname,
  noindex = false,
}: {
  title: string | null
  description: string
  pathname: string
  noindex?: boolean
}): JSX.Element {
  const fullTitle = title ? `${title} | ${siteData.title}` : `${siteData.title} | ${siteData.tagline}`
  const url = `${siteData.url}${pathname === "/" ? "" : pathname}`
  const image = `${siteData.url}/img/social-card.png`
  return (
    <>
      <html lang="en" dir="ltr" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <link rel="icon" href="/img/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#6b3fb8" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteData.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="docusaurus_locale" content="en" />
      <meta name="docsearch:language" content="en" />
      <meta name="docusaurus_tag" content={siteData.search.facets.docsTag} />
      <meta name="docsearch:docusaurus_tag" content={siteData.search.facets.docsTag} />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  )
}
