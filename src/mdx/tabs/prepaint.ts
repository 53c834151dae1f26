/**
 * Inline <head> script (gatsby-ssr.tsx): shows the stored (or `?key=value`) tab of
 * every tab group before the <docs-tabs> element runs, so a reader who chose
 * "JavaScript" never sees the TypeScript tab flash. It writes one <style> of
 * `:has()` rules keyed on the attributes Tabs.tsx renders; a group stops obeying
 * them once the element marks it restored. The selected-tab look goes through the
 * custom properties Tabs.module.css reads.
 *
 * The script is generated from tabs-attributes.ts, so it cannot drift from the
 * markup, the element or the stylesheet. It stays ES5, dependency-free and tiny;
 * blocked storage never breaks the page, and the URL still applies then.
 */
import {
  SELECTED_TAB_ACCENT,
  TAB_ATTRIBUTES,
  TAB_BORDER_PROPERTY,
  TAB_COLOR_PROPERTY,
  TAB_STORAGE_PREFIX,
} from "./tabs-attributes"

const js = (value: string) => JSON.stringify(value)

/**
 * URL parameters read before the first paint: each one becomes a `:has()` rule, and a URL is
 * anyone's to write. A tab's parameter further along still applies once the element runs.
 */
export const MAX_QUERY_PARAMETERS = 20

function generate(): string {
  const { groupId, queryKey, value, restored } = TAB_ATTRIBUTES
  const look = (color: string, border: string) =>
    `{${TAB_COLOR_PROPERTY}:${color}!important;${TAB_BORDER_PROPERTY}:${border}!important}`
  // In the script's rule(attribute, key, value): `g` selects the group, `m` the chosen tab and panel, `h` the group holding that panel.
  const rule = [
    `function rule(a,k,v){var g="["+a+"=\\""+esc(k)+"\\"]:not([${restored}])",m="[${value}=\\""+esc(v)+"\\"]",h=g+":has(>[role=tabpanel]"+m+")";`,
    `css+=h+">[role=tabpanel]:not("+m+"){display:none!important}"+h+">[role=tabpanel]"+m+"{display:block!important}"`,
    `+h+">[role=tablist]>[role=tab]:not("+m+")${look("inherit", "transparent")}"`,
    `+h+">[role=tablist]>[role=tab]"+m+"${look(SELECTED_TAB_ACCENT, SELECTED_TAB_ACCENT)}"}`,
  ].join("")
  return [
    `(function(){var css="",esc=window.CSS&&CSS.escape?CSS.escape:function(x){return String(x).replace(/["\\\\]/g,"\\\\$&")};`,
    rule,
    `try{var s=window.localStorage,p=${js(TAB_STORAGE_PREFIX)};for(var i=0;i<s.length;i++){var k=s.key(i);if(k&&k.indexOf(p)===0)rule(${js(groupId)},k.slice(p.length),s.getItem(k))}}catch(e){}`,
    `try{var n=0;new URLSearchParams(location.search).forEach(function(v,k){if(n++<${MAX_QUERY_PARAMETERS})rule(${js(queryKey)},k,v)})}catch(e){}`,
    `if(css){var t=document.createElement("style");t.id="tabs-prepaint";t.textContent=css;document.head.appendChild(t)}})()`,
  ].join("\n")
}

export const tabsPrepaintScript = generate()
