/**
 * The authoring dialect: Docusaurus-compatible Markdown/MDX for gatsby-plugin-mdx.
 *
 * Wiring (gatsby-config.ts):
 *
 *   import remarkGfm from "remark-gfm"
 *   import { dialectRemarkPlugins } from "./src/node/dialect"
 *   {
 *     resolve: "gatsby-plugin-mdx",
 *     options: {
 *       extensions: [".mdx", ".md"],            // .md is compiled as MDX too
 *       mdxOptions: { remarkPlugins: [remarkGfm, ...dialectRemarkPlugins, linkRewrite] },
 *       gatsbyRemarkPlugins: [ ...autolink-headers, images, prismjs (inline code only: fences are
 *                              already JSX when it runs) ],
 *     },
 *   }
 *
 * gatsby-node.ts (optional but recommended: checks all samples in parallel batches and
 * reports every author error of the site at once, before webpack starts):
 *
 *   import { prepareDialect } from "./src/node/dialect"
 *   export const onPreBootstrap = async ({ reporter }) => {
 *     const report = await prepareDialect(contentDir())
 *     for (const warning of report.warnings) reporter.warn(warning)
 *     if (report.errors.length > 0) reporter.panic(report.errors.join("\n"))
 *   }
 *
 * Rendering: the MDX tree contains <Admonition>, <Tabs>, <TabItem>, <CodeBlock>
 * and <Details>; spread `dialectComponents` from src/mdx/components.tsx into the
 * MDXProvider map (src/layout/mdxComponents.tsx). Their behaviour is custom elements
 * that gatsby-browser.tsx registers (src/mdx/body-elements.ts); gatsby-ssr.tsx must
 * inline `tabsPrepaintScript` from src/mdx/tabs/prepaint.ts in <head>.
 *
 * Errors fail the build through gatsby-plugin-mdx ("Failed to compile the
 * file …"), each line naming `content/docs/x.mdx:LINE`. Warnings go to the
 * console once per build.
 */
import { remarkDialectSyntax } from "./syntax/syntax"
import { remarkDialect } from "./syntax/transform"

export const dialectRemarkPlugins = [remarkDialectSyntax, remarkDialect]

export { remarkDialectSyntax } from "./syntax/syntax"
export { remarkDialect, ADMONITION_TYPES, type DialectOptions } from "./syntax/transform"
export { prepareDialect, type PrepareReport } from "./prepare"
