import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { mdxBodyCompiler, type MdxPluginOptions } from "./mdx-compile"
import { fragmentName, renderingDigest, sitePipelineDigest, writeStaticBodies, type StaticBodySource } from "./static-bodies"
import type { StaticBodyRef } from "../shared"

/** The cache of this plugin, where the compiled bodies are kept (shared with gatsby-node.ts's server bundle setting). */
export const PLUGIN_NAME = "gatsby-plugin-static-bodies"
export const bodiesDir = (cacheDirectory: string) => path.join(cacheDirectory, "doc-bodies")

/**
 * Static bodies are a production-build decision: `gatsby develop` renders in the
 * browser only, so there every page stays compiled MDX.
 */
export const buildsStaticBodies = () => process.env.NODE_ENV === "production"

/**
 * Compiles the static bodies of a build (createPages) and names each one's HTML
 * fragment. Returns, per route, what its page context carries (`staticBody`).
 */
export async function prepareStaticBodies(
  args: CreatePagesArgs,
  {
    bodies,
    projectDir,
    mdxOptions,
    routes,
    renderingInputs,
    displayPath,
  }: {
    bodies: StaticBodySource[]
    projectDir: string
    /** gatsby-plugin-mdx's options, the same object gatsby-config.ts gives it. */
    mdxOptions: MdxPluginOptions
    /** Every doc's file and route: links are rewritten to routes, so a moved doc recompiles the bodies. */
    routes: [relPath: string, route: string][]
    /** What else the rendered HTML depends on that no source file shows (client configuration from the environment). */
    renderingInputs: string
    displayPath: (file: string) => string
  },
): Promise<{ refs: Map<string, StaticBodyRef>; summary: string }> {
  const refs = new Map<string, StaticBodyRef>()
  if (bodies.length === 0) return { refs, summary: "Static doc bodies: none" }
  const compile = await mdxBodyCompiler(
    { ...args, cache: args.getCache("gatsby-plugin-mdx") },
    { options: mdxOptions, projectDir, displayPath },
  )
  const report = await writeStaticBodies({
    dir: bodiesDir(args.getCache(PLUGIN_NAME).directory),
    publicDir: path.join(projectDir, "public"),
    bodies,
    digest: sitePipelineDigest(projectDir, routes),
    compile,
  })
  const rendering = renderingDigest(projectDir, `${renderingInputs}\0${args.pathPrefix}`)
  for (const [route, key] of report.keys) refs.set(route, { key, fragment: fragmentName(key, rendering) })
  return {
    refs,
    summary: `Static doc bodies: ${bodies.length} pages, ${report.compiled} compiled, ${report.cached} cached (${report.ms} ms)`,
  }
}
