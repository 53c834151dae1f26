import React from "react"
import { siteData } from "../config/client"

/**
 * Head API content shared by every page: title, description, canonical URL, Open Graph,
 * Twitter, favicon. The favicon, social card, title suffix and locale are site.config.ts's.
 */
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
  const fullTitle = title ? `${title} | ${siteData.titleSuffix}` : `${siteData.title} | ${siteData.tagline}`
  const url = `${siteData.url}${pathname === "/" ? "" : pathname}`
  const { favicon, socialCard, locale } = siteData
  return (
    <>
      <html lang={locale.htmlLang} dir={locale.direction} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {favicon && <link rel="icon" href={favicon.href} type={favicon.type} />}
      <meta name="theme-color" content="#6b3fb8" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteData.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {socialCard && <meta property="og:image" content={socialCard} />}
      <meta name="twitter:card" content={socialCard ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {socialCard && <meta name="twitter:image" content={socialCard} />}
      <meta name="docusaurus_locale" content={locale.htmlLang} />
      <meta name="docsearch:language" content={siteData.search.facets.language} />
      <meta name="docusaurus_tag" content={siteData.search.facets.docsTag} />
      <meta name="docsearch:docusaurus_tag" content={siteData.search.facets.docsTag} />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  )
}
