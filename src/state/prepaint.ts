import type { AnnouncementBarConfig, ColorModeConfig } from "../shared/client-config"

/**
 * Tiny, dependency-free scripts inlined in the HTML so the first paint is already
 * right: the theme, the announcement bar's visibility, the wrong-base-URL banner
 * and the analytics queue. Every storage access is wrapped: blocked storage must
 * never break the page. The storage keys match src/state/*.ts.
 */
/**
 * Set on <html> by the first inline script: scripts run. Stylesheets read it to tell a
 * page with JavaScript (tabs show one panel, the menu is a drawer) from one without
 * (every tab panel shows under its label, the menu opens by CSS alone), before first paint.
 */
export const JS_ATTRIBUTE = "data-js"

export function colorModeScript(config: ColorModeConfig): string {
  // Without a switch the site has one mode: a choice stored while it had one no longer applies.
  const stored = config.disableSwitch ? "" : `try{m=localStorage.getItem("theme")}catch(e){}`
  return `(function(){var d=document.documentElement,m=null;d.setAttribute(${JSON.stringify(JS_ATTRIBUTE)},"");${stored}
if(m!=="light"&&m!=="dark"){m=${JSON.stringify(config.defaultMode)};${
    config.respectPrefersColorScheme
      ? `try{if(window.matchMedia("(prefers-color-scheme: dark)").matches)m="dark"}catch(e){}`
      : ""
  }}
d.setAttribute("data-theme",m);d.style.colorScheme=m})()`
}

/** The <html> attribute that hides a dismissed announcement bar before React runs. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = "data-announcement-dismissed"

/**
 * A dismissal only counts for the announcement id it was made for: a new id shows
 * the bar again (see src/state/announcement.ts, which applies the same rule).
 */
export function announcementScript(bar: AnnouncementBarConfig | null): string {
  if (!bar || !bar.isCloseable) return ""
  return `(function(){var x=false;try{x=localStorage.getItem("docusaurus.announcement.id")===${JSON.stringify(bar.id)}&&localStorage.getItem("docusaurus.announcement.dismiss")==="true"}catch(e){}
document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},String(x))})()`
}

/**
 * Runs at the start of <body>, before any bundle: if the page is served under a
 * path other than the configured base URL, the bundles probably failed to load,
 * so this banner is plain HTML that needs no React.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  if (baseUrl === "/") return ""
  return `(function(){var b=${JSON.stringify(baseUrl)},p=location.pathname;if((p+"/").indexOf(b)===0)return;
var s=p.split("/")[1],t=s?"/"+s+"/":"/",e=document.createElement("div");e.id="base-url-issue-banner";e.setAttribute("role","alert");
e.setAttribute("style","background:#fdecea;color:#5f1a14;border-bottom:2px solid #b3261e;padding:1rem 1.25rem;font:16px/1.5 system-ui,sans-serif");
e.innerHTML="<p style=\\"margin:0;font-weight:700\\">This site did not load properly.</p><p style=\\"margin:.25rem 0 0\\">A very common reason is a wrong base URL configuration. Current configured base URL = <code>"+b+"</code>. We suggest trying <code>baseUrl = "+t+"</code> in site.config.ts.</p>";
document.body.insertBefore(e,document.body.firstChild)})()`
}

/**
 * Defines `gtag` and queues its configuration. Page views are sent by
 * gatsby-browser (one per route change), never by the config call. If the
 * gtag.js script is blocked, calls just accumulate in `dataLayer`.
 */
export function gtagQueueScript(trackingId: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(
    trackingId,
  )},{send_page_view:false,anonymize_ip:true});`
}

export function gtagScriptUrl(trackingId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`
}
