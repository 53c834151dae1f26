import type { SiteConfig } from "../config/types"

/**
 * Tiny, dependency-free scripts inlined in <head> so the first paint already has
 * the right theme (and, with an announcement bar, the right visibility).
 * Every storage access is wrapped: blocked storage must never break the page.
 */
export function colorModeScript(config: SiteConfig["colorMode"]): string {
  return `(function(){var d=document.documentElement,m=null;try{m=localStorage.getItem("theme")}catch(e){}
if(m!=="light"&&m!=="dark"){m=${JSON.stringify(config.defaultMode)};${
    config.respectPrefersColorScheme
      ? `try{if(window.matchMedia("(prefers-color-scheme: dark)").matches)m="dark"}catch(e){}`
      : ""
  }}
d.setAttribute("data-theme",m);d.style.colorScheme=m})()`
}
