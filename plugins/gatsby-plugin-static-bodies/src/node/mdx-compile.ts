import { createRequire } from "node:module"
import path from "node:path"
import type { NodePluginArgs } from "gatsby"
import { compileMDXWithCustomOptions } from "gatsby-plugin-mdx"
import { Joi, validateOptionsSchema } from "gatsby-plugin-utils"
import { publishBodyAssets, type CompileBody } from "./static-bodies"

type Helpers = Pick<NodePluginArgs, "getNode" | "getNodesByType" | "pathPrefix" | "reporter" | "store"> & {
  /** gatsby-plugin-mdx's own cache (`getCache("gatsby-plugin-mdx")`): it maps each file to its Mdx node for the gatsby-remark plugins. */
  cache: NodePluginArgs["cache"]
}

/** A gatsby-remark-* plugin as gatsby-config.ts names it. */
export interface RemarkPluginEntry {
  resolve: string
  options?: Record<string, unknown>
}

/** gatsby-plugin-mdx's options as gatsby-config.ts gives them (src/node/mdx-options.ts). */
export interface MdxPluginOptions {
  gatsbyRemarkPlugins?: RemarkPluginEntry[]
  mdxOptions?: Record<string, unknown>
  [option: string]: unknown
}

const preferDefault = (module: { default?: unknown }) => module.default ?? module

/**
 * What Gatsby makes of each `gatsbyRemarkPlugins` entry before gatsby-plugin-mdx sees it:
 * the plugin's module, and its options validated (defaults filled in) by the plugin's own
 * schema, as for any plugin in gatsby-config.ts.
 */
export async function resolveRemarkPlugins(entries: RemarkPluginEntry[], projectDir: string) {
  const require = createRequire(path.join(projectDir, "package.json"))
  return Promise.all(
    entries.map(async ({ resolve, options = {} }) => {
      let module: unknown
      try {
        module = preferDefault(require(resolve) as { default?: unknown })
      } catch (error) {
        throw new Error(
          `src/node/mdx-options.ts: gatsbyRemarkPlugins names "${resolve}", which cannot be loaded (${(error as Error).message.split("\n")[0]}); install it or fix the name.`,
          { cause: error },
        )
      }
      let gatsbyNode: { pluginOptionsSchema?: (args: { Joi: typeof Joi }) => Parameters<typeof validateOptionsSchema>[0] } = {}
      try {
        gatsbyNode = require(`${resolve}/gatsby-node`) as typeof gatsbyNode
      } catch {
        // A plugin without gatsby-node has no schema: its options are used as given.
      }
      const schema = gatsbyNode.pluginOptionsSchema?.({ Joi })
      const validated = schema ? ((await validateOptionsSchema(schema, options)).value as Record<string, unknown>) : options
      return { resolve, module, pluginOptions: { plugins: [], ...validated } }
    }),
  )
}

/**
 * Compiles a static body with the pipeline gatsby-plugin-mdx gives its webpack loader
 * (the options of gatsby-config.ts, gatsby-remark-* plugins included), through the
 * plugin's public compileMDXWithCustomOptions, as a function body rather than a module:
 * run with `{ Fragment, jsx, jsxs, useMDXComponents }` as its argument, it returns
 * `{ default: MDXContent }` (serverBody.node.tsx). The images the dialect imports are
 * published as files instead (publishBodyAssets).
 */
export async function mdxBodyCompiler(
  helpers: Helpers,
  { options, projectDir, displayPath }: { options: MdxPluginOptions; projectDir: string; displayPath: (file: string) => string },
): Promise<CompileBody> {
  const pluginOptions = { ...options, gatsbyRemarkPlugins: await resolveRemarkPlugins(options.gatsbyRemarkPlugins ?? [], projectDir) }
  const customOptions = { mdxOptions: { outputFormat: "function-body", providerImportSource: "#", development: false } }
  return async ({ absPath, source }) => {
    const result = await compileMDXWithCustomOptions(
      { absolutePath: absPath, source },
      { pluginOptions: pluginOptions as never, customOptions: customOptions as never, ...helpers },
    )
    if (!result) throw new Error(`${displayPath(absPath)}: could not be compiled (see the MDX error above).`)
    return publishBodyAssets(result.processedMDX, absPath, helpers.pathPrefix)
  }
}
