/**
 * Stands in for a static page's compiled MDX in the browser bundle (gatsby-node.ts,
 * onCreateWebpackConfig): the body is already HTML in the page, so the browser never
 * downloads it as JavaScript. <DocBody> recognises it by `staticBody`.
 */
function StaticBody(): null {
  return null
}
StaticBody.staticBody = true as const
export default StaticBody
