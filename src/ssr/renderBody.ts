import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"

/**
 * A page's body HTML, rendered to one string (gatsby-ssr.tsx `replaceRenderer`).
 *
 * Gatsby's own renderer streams the body (`renderToPipeableStream`) and decodes the chunks. React
 * 18's Node stream writer fills 2048-byte chunks, and when a multi-byte UTF-8 character does not
 * fit in the last one to three bytes of a chunk it sends the whole chunk anyway, unwritten bytes
 * included: the page gets NUL bytes before that character (React issue 24985, fixed after 18.3).
 * `renderToString` builds a JavaScript string and encodes nothing, so the HTML is what React
 * wrote. It does not wait for suspended components: the site has no Suspense boundary on the
 * server (a component that suspends outside one stops the build with React's error).
 */
export function renderBodyHtml(bodyComponent: ReactElement): string {
  return renderToString(bodyComponent)
}
