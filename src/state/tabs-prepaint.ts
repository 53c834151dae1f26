/**
 * Inline <head> script: shows the stored (or `?key=value`) tab of every tab
 * group before React hydrates, so a reader who chose "JavaScript" never sees
 * the TypeScript tab flash. It writes one <style> of `:has()` rules keyed on
 * the attributes <Tabs> renders (`data-group-id`, `data-query-key`,
 * `data-value`); a group stops obeying them once it renders
 * `data-tabs-restored`. The selected-tab look goes through the `--tab-*`
 * custom properties that src/mdx/Tabs.module.css reads. Dependency-free;
 * blocked storage must never break the page, and the URL still applies then.
 */
export const tabsPrepaintScript = `(function(){var c="",e=window.CSS&&CSS.escape?CSS.escape:function(x){return String(x).replace(/["\\\\]/g,"\\\\$&")};
function r(a,k,v){var g="["+a+"=\\""+e(k)+"\\"]:not([data-tabs-restored])",m="[data-value=\\""+e(v)+"\\"]",h=g+":has(>[role=tabpanel]"+m+")";
c+=h+">[role=tabpanel]:not("+m+"){display:none!important}"+h+">[role=tabpanel]"+m+"{display:block!important}"+h+">[role=tablist]>[role=tab]:not("+m+"){--tab-color:inherit!important;--tab-border:transparent!important}"+h+">[role=tablist]>[role=tab]"+m+"{--tab-color:var(--color-primary,#6b3fb8)!important;--tab-border:var(--color-primary,#6b3fb8)!important}"}
try{var s=window.localStorage,p="docusaurus.tab.";for(var i=0;i<s.length;i++){var k=s.key(i);if(k&&k.indexOf(p)===0)r("data-group-id",k.slice(p.length),s.getItem(k))}}catch(x){}
try{new URLSearchParams(location.search).forEach(function(v,k){r("data-query-key",k,v)})}catch(x){}
if(c){var t=document.createElement("style");t.id="tabs-prepaint";t.textContent=c;document.head.appendChild(t)}})()`
