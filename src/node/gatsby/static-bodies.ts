import type { CreateDevServerArgs, CreatePagesArgs } from "gatsby"
import {
  buildsStaticBodies,
  developStaticBodies,
  prepareStaticBodies,
  serveDevelopBodies,
} from "../../../plugins/gatsby-plugin-static-bodies/src/node/build"
import { bodyFragmentsStep } from "../../../plugins/gatsby-plugin-static-bodies/src/node/fragments"
import type { StaticBodyRef } from "../../../plugins/gatsby-plugin-static-bodies/src/shared"
import { readDocSource } from "../content"
import { parseSource } from "../frontmatter"
import { mdxPluginOptions } from "../mdx-options"
import { contentDir, displayPath } from "../paths"
import type { SiteAnalysis } from "../site"
import type { SiteSession } from "./session"

/**
 * The one place the site calls the static-bodies plugin (plugins/gatsby-plugin-static-bodies):
 * compiling the bodies in createPages, serving them under `gatsby develop`, and the post-build
 * step that cuts each static page's fragment.
 */
export { SIDEBARS_EVENT } from "../../../plugins/gatsby-plugin-static-bodies/src/shared"
export { bodyFragmentsStep }
export type { StaticBodyRef }

/**
 * Static doc bodies: compiled outside webpack, each page told its fragment (a build); `gatsby develop`
 * compiles a body when the browser asks for it (serveDocBodies). Returns each route's body and the summary line.
 */
export async function prepareDocBodies(
  args: CreatePagesArgs,
  input: { bodies: { route: string; absPath: string; source: string }[]; current: SiteAnalysis; renderingInputs: () => unknown },
): Promise<{ refs: Map<string, StaticBodyRef>; summary: string }> {
  if (!buildsStaticBodies()) return developStaticBodies(input.bodies.map((body) => body.route))
  return prepareStaticBodies(args, {
    bodies: input.bodies,
    projectDir: process.cwd(),
    mdxOptions: mdxPluginOptions,
    routes: input.current.docs.map((doc) => [doc.relPath, doc.route]),
    renderingInputs: JSON.stringify(input.renderingInputs()),
    displayPath,
  })
}

/** `gatsby develop`: static bodies compiled on request and edits pushed to the open page (the plugin's README, "Develop"). */
export function serveDocBodies(args: CreateDevServerArgs, session: SiteSession) {
  return serveDevelopBodies(args, {
    docs: () => (session.analysisIfAny()?.docs ?? []).filter((doc) => doc.staticBody),
    contentDir: contentDir(),
    read: (absPath) => parseSource(readDocSource(absPath)),
    projectDir: process.cwd(),
    mdxOptions: mdxPluginOptions,
    routes: (session.analysisIfAny()?.docs ?? []).map((doc) => [doc.relPath, doc.route]),
    displayPath,
  })
}
