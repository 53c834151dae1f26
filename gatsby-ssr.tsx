import React from "react"
import type { GatsbySSR } from "gatsby"
import { siteData } from "./src/config/client"
import { announcementScript, baseUrlBannerScript, colorModeScript, gtagQueueScript, gtagScriptUrl } from "./src/state/prepaint"
import { tabsPrepaintScript } from "./src/mdx/tabs/prepaint"
import { earlyControlsScript } from "./src/layout/early/inline"
import { COLOR_MODE_KEY } from "./src/state/colorMode"
import { renderBodyHtml } from "./src/ssr/renderBody"
import { foreignStylesheets } from "./src/ssr/browserBuild"
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from "./src/state/announcement"
export { wrapPageElement } from "./src/wrapPageElement"

/** The page body as one string, not Gatsby's stream: React 18's stream can put NUL bytes in the HTML (src/ssr/renderBody.ts). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderBodyHtml(bodyComponent as React.ReactElement))
}

const inline = (key: string, code: string) =>
  code ? [<script key={key} dangerouslySetInnerHTML={{ __html: code }} />] : []

const bar = siteData.announcementBar
/** Controls answer clicks and keys before the bundles run (src/layout/early/script.ts, bundled by src/node/early-script.ts). */
const earlyControls = () =>
  earlyControlsScript({
    colorModeKey: COLOR_MODE_KEY,
    announcement: bar?.isCloseable ? { idKey: ANNOUNCEMENT_ID_KEY, dismissKey: ANNOUNCEMENT_DISMISS_KEY, id: bar.id } : null,
  })

// Environment-driven settings come from the build-time client config (`siteData`):
// the HTML renderer is a webpack bundle that does not see the build's environment.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: siteData.locale.htmlLang, dir: siteData.locale.direction })
  const gtagId = siteData.analytics.gtagTrackingId
  setHeadComponents([
    ...inline("color-mode", colorModeScript(siteData.colorMode)),
    ...inline("announcement", announcementScript(siteData.announcementBar)),
    ...inline("tabs", tabsPrepaintScript),
    ...inline("early-controls", earlyControls()),
    ...(gtagId
      ? [...inline("gtag-queue", gtagQueueScript(gtagId)), <script key="gtag" async src={gtagScriptUrl(gtagId)} />]
      : []),
  ])
  setPreBodyComponents(inline("base-url-banner", baseUrlBannerScript(siteData.baseUrl)))
}

/** A page never ships a stylesheet of another build (src/ssr/browserBuild.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, pathname }) => {
  const hrefs = getHeadComponents().flatMap((component) => {
    if (!React.isValidElement(component)) return []
    const props = component.props as { "data-href"?: unknown; href?: unknown; rel?: unknown }
    if (component.type === "style" && typeof props["data-href"] === "string") return [props["data-href"]]
    if (component.type === "link" && props.rel === "stylesheet" && typeof props.href === "string") return [props.href]
    return []
  })
  const foreign = foreignStylesheets(hrefs)
  if (foreign.length > 0) {
    throw new Error(`${pathname}: the page names ${foreign.join(", ")}, which this build's browser bundle did not make. Run gatsby clean, then gatsby build.`)
  }
}
