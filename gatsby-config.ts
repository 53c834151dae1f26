import type { GatsbyConfig } from "gatsby"
import remarkGfm from "remark-gfm"
import { loadSiteConfig } from "./src/node/config/load"
import { contentDir } from "./src/node/paths"
import remarkDocLinks from "./src/node/remark-doc-links"
import { dialectRemarkPlugins } from "./src/node/dialect"

// site.config.ts, validated once per process. Gatsby does not report an error thrown here, so
// gatsby-node's first hook is what stops the build on a bad value, listing every problem.
const siteConfig = loadSiteConfig()

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts" },
  // Analytics (gtag) is emitted by gatsby-ssr.tsx and page views are sent by gatsby-browser.tsx:
  // gatsby-plugin-google-gtag would also count hash-only changes as page views.
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "docs", path: contentDir() },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-mdx",
      options: {
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
          // below only ever sees inline code.
          remarkPlugins: [remarkGfm, ...dialectRemarkPlugins, remarkDocLinks],
        },
      },
    },
  ],
}

export default config
