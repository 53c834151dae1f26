/**
 * `gatsby develop` or a build. Gatsby's CLI sets `gatsby_executing_command` before it loads
 * gatsby-config.ts and gatsby-node.ts, in the develop child process too.
 */
export function isDevelop(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.gatsby_executing_command === "develop"
}
