import type { NodePluginArgs, PluginOptions } from "gatsby"
import { compileMDX } from "gatsby-plugin-mdx"
import { enhanceMdxOptions } from "gatsby-plugin-mdx/dist/plugin-options"
import { publishBodyAssets, type CompileBody } from "./static-bodies"
import { displayPath } from "./paths"

type Helpers = Pick<NodePluginArgs, "getNode" | "getNodesByType" | "pathPrefix" | "reporter" | "store"> & {
  /** gatsby-plugin-mdx's own cache: it maps each file to its Mdx node for the gatsby-remark plugins. */
  cache: NodePluginArgs["cache"]
}

/**
 * Compiles a static body with exactly the pipeline gatsby-plugin-mdx gives its webpack
 * loader (the remark plugins of gatsby-config.ts, gatsby-remark-* included), as a
 * function body rather than a module: run with `{ Fragment, jsx, jsxs, useMDXComponents }`
 * as its argument, it returns `{ default: MDXContent }` (src/templates/serverBody.node.tsx).
 * The images the dialect imports are published as files instead (publishBodyAssets).
 */
export async function mdxBodyCompiler(helpers: Helpers): Promise<CompileBody> {
  const plugin = helpers.store.getState().flattenedPlugins.find((candidate: { name: string }) => candidate.name === "gatsby-plugin-mdx")
  if (!plugin) throw new Error("gatsby-config.ts: gatsby-plugin-mdx is not configured; static doc bodies are compiled with its options.")
  const mdxOptions = await enhanceMdxOptions(plugin.pluginOptions as PluginOptions, helpers)
  const options = {
    ...mdxOptions,
    outputFormat: "function-body" as const,
    jsxRuntime: "automatic" as const,
    jsxImportSource: "react",
    providerImportSource: "#",
    development: false,
  }
  return async ({ absPath, source }) => {
    const result = await compileMDX({ absolutePath: absPath, source }, options, helpers.cache, helpers.reporter)
    if (!result) throw new Error(`${displayPath(absPath)}: could not be compiled (see the MDX error above).`)
    return publishBodyAssets(result.processedMDX, absPath, helpers.pathPrefix)
  }
}
