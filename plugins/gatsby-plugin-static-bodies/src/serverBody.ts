/**
 * The server renderer's source of static doc bodies. In the browser bundle there is
 * none: a static body is already HTML in the page (bodies.ts). The server bundle
 * gets serverBody.node.tsx in this module's place (this plugin's gatsby-node.ts,
 * onCreateWebpackConfig).
 */
export const ServerBody: ((props: { bodyKey: string }) => JSX.Element) | null = null
