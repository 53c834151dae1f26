/** Gatsby's own bundle tags, as it writes them at the end of <body>. */
const BUNDLE_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g

/** What an earlier pass inserted (marked with `data-after-paint`). */
const INSERTED = /<link rel="preload" as="script" fetchpriority="low" data-after-paint href="[^"]*"\/>|<script data-after-paint>[\s\S]*?<\/script>/g

/**
 * The page's bundles start after its first paint: they still download at once
 * (preloaded from <head>, at the low priority async scripts have), but the text paints before the browser evaluates them,
 * so readers on slow phones see the page sooner (and Lighthouse's simulated LCP no
 * longer counts script work that ran before the paint). A timer covers tabs opened
 * in the background, where animation frames do not run. Returns the HTML unchanged
 * when it has no bundle tags.
 *
 * The bundle tags are a Gatsby slice (`_gatsby-scripts-1`) that a later build may stitch
 * into a page again without rendering it: a page with bundle tags is cleared of what an
 * earlier pass inserted before it is rewritten, so every build leaves one loader.
 */
export function scriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(BUNDLE_SCRIPT)].map((match) => match[1]!)
  if (sources.length === 0 || !html.includes("</head>") || !html.includes("</body>")) return html
  // Low priority, as async scripts get: a preload must not compete with what the first paint needs.
  const preloads = sources.map((src) => `<link rel="preload" as="script" fetchpriority="low" data-after-paint href="${src}"/>`).join("")
  const loader =
    `<script data-after-paint>(function(){var d=0;function go(){if(d)return;d=1;${JSON.stringify(sources)}.forEach(function(u){` +
    `var s=document.createElement("script");s.src=u;s.async=true;document.body.appendChild(s)})}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,250)})()</script>`
  return html
    .replace(INSERTED, "")
    .replace(BUNDLE_SCRIPT, "")
    .replace("</head>", `${preloads}</head>`)
    .replace("</body>", `${loader}</body>`)
}
