import React from "react"
import type { GatsbySSR } from "gatsby"
import { siteData } from "./src/config/client"
import { announcementScript, baseUrlBannerScript, colorModeScript, gtagQueueScript, gtagScriptUrl } from "./src/state/prepaint"
import { tabsPrepaintScript } from "./src/mdx/tabs/prepaint"
export { wrapPageElement } from "./src/wrapPageElement"

const inline = (key: string, code: string) =>
  code ? [<script key={key} dangerouslySetInnerHTML={{ __html: code }} />] : []

// Environment-driven settings come from the build-time client config (`siteData`):
// the HTML renderer is a webpack bundle that does not see the build's environment.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: siteData.locale.htmlLang, dir: siteData.locale.direction })
  const gtagId = siteData.analytics.gtagTrackingId
  setHeadComponents([
    ...inline("color-mode", colorModeScript(siteData.colorMode)),
    ...inline("announcement", announcementScript(siteData.announcementBar)),
    ...inline("tabs", tabsPrepaintScript),
    ...(gtagId
      ? [...inline("gtag-queue", gtagQueueScript(gtagId)), <script key="gtag" async src={gtagScriptUrl(gtagId)} />]
      : []),
  ])
  setPreBodyComponents(inline("base-url-banner", baseUrlBannerScript(siteData.baseUrl)))
}

