import React from "react"
import type { GatsbySSR } from "gatsby"
import siteConfig from "./site.config"
import { colorModeScript } from "./src/state/prepaint"
import { tabsPrepaintScript } from "./src/state/tabs-prepaint"
export { wrapPageElement } from "./src/wrapPageElement"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale]
  setHtmlAttributes({ lang: locale.htmlLang, dir: locale.direction })
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript(siteConfig.colorMode) }} />,
    <script key="tabs" dangerouslySetInnerHTML={{ __html: tabsPrepaintScript }} />,
  ])
}
