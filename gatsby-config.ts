import type { GatsbyConfig } from "gatsby"
import siteConfig from "./site.config"
import { validateConfigShape } from "./src/node/config"
import { formatProblems } from "./src/node/site"
import { contentDir } from "./src/node/paths"
import { mdxPluginOptions } from "./src/node/mdx-options"

const configProblems = validateConfigShape(siteConfig)
if (configProblems.length > 0) {
  throw new Error(`Invalid site configuration:\n${formatProblems(configProblems)}`)
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  trailingSlash: "never",
  // React's automatic JSX runtime, for the site and for MDX: static doc bodies are compiled
  // with gatsby-plugin-mdx's public compileMDXWithCustomOptions, which takes the runtime from here.
  jsxRuntime: "automatic",
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
    { resolve: "gatsby-plugin-mdx", options: mdxPluginOptions },
    // Doc bodies without code of their own ship as HTML (plugins/gatsby-plugin-static-bodies/README.md).
    "gatsby-plugin-static-bodies",
  ],
}

export default config
