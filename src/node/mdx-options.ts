import remarkGfm from "remark-gfm"
import remarkDocLinks from "./remark-doc-links"
import { dialectRemarkPlugins, remarkDialect, remarkDialectSyntax } from "./dialect"
import { isDevelop } from "./develop/mode"

/**
 * `gatsby develop` compiles a page without checking or running its samples, so no page waits
 * for TypeScript or a child process: the background check does that (src/node/develop).
 */
const developDialectPlugins = [remarkDialectSyntax, [remarkDialect, { typecheck: false, run: false }]] as const

/**
 * gatsby-plugin-mdx's options, shared by gatsby-config.ts and the compile of static doc
 * bodies (plugins/gatsby-plugin-static-bodies), so that both compile Markdown alike.
 */
export const mdxPluginOptions = {
  extensions: [".mdx", ".md"],
  gatsbyRemarkPlugins: [
    {
      resolve: "gatsby-remark-autolink-headers",
      options: { icon: false, isIconAfterHeader: true, elements: ["h2", "h3", "h4", "h5", "h6"] },
    },
    {
      // Raster images beside a page (png, jpg, webp): resized, lazy, with srcset (gatsby-plugin-image's pipeline).
      resolve: "gatsby-remark-images",
      options: { maxWidth: 860, linkImagesToOriginal: false, withWebp: true, backgroundColor: "transparent", quality: 80 },
    },
    {
      resolve: "gatsby-remark-prismjs",
      options: { noInlineHighlight: true, aliases: { sh: "bash", shell: "bash" } },
    },
  ],
  mdxOptions: {
    // The dialect turns every fence into <CodeBlock>/<Tabs> JSX, so gatsby-remark-prismjs
    // above only ever sees inline code.
    remarkPlugins: [remarkGfm, ...(isDevelop() ? developDialectPlugins : dialectRemarkPlugins), remarkDocLinks],
  },
}
