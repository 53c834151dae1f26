import type { GatsbyConfig } from "gatsby"
import { loadSiteConfig } from "./src/node/config/load"
import authoredConfig from "./site.config"
import { contentDir } from "./src/node/paths"
import { mdxPluginOptions } from "./src/node/mdx-options"

// site.config.ts, validated once per process. Gatsby does not report an error thrown here, so
// gatsby-node's first hook is what stops the build on a bad value, listing every problem.
const siteConfig = loadSiteConfig(authoredConfig)

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
  // The GraphQL types are generated on every build too and committed, so `npm run typecheck` passes on a fresh clone.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
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
