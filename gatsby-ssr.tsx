import React from "react"
import type { GatsbySSR } from "gatsby"
import siteConfig from "./site.config"
import { announcementScript, baseUrlBannerScript, colorModeScript, gtagQueueScript, gtagScriptUrl } from "./src/state/prepaint"
export { wrapPageElement } from "./src/wrapPageElement"

const inline = (key: string, code: string) =>
  code ? [<script key={key} dangerouslySetInnerHTML={{ __html: code }} />] : []

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale]
  setHtmlAttributes({ lang: locale.htmlLang, dir: locale.direction })
  const gtagId = siteConfig.analytics.gtagTrackingId
  setHeadComponents([
    ...inline("color-mode", colorModeScript(siteConfig.colorMode)),
    ...inline("announcement", announcementScript(siteConfig.announcementBar)),
    ...(gtagId
      ? [
          ...inline("gtag-queue", gtagQueueScript(gtagId)),
          <script key="gtag" async src={gtagScriptUrl(gtagId)} />,
        ]
      : []),
  ])
  setPreBodyComponents(inline("base-url-banner", baseUrlBannerScript(siteConfig.baseUrl)))
}
