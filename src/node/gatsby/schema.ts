import type { GatsbyNode } from "gatsby"

/** The GraphQL types of the site's nodes: the docs' Mdx fields and front matter, the sidebars and the versions. */
export const typeDefs = `
    type Mdx implements Node {
      frontmatter: MdxFrontmatter
      fields: MdxFields
    }
    type MdxFrontmatter {
      id: String
      title: String
      sidebar_label: String
      description: String
      hide_title: Boolean
      slug: String
      hide_table_of_contents: Boolean
      toc_min_heading_level: Int
      toc_max_heading_level: Int
    }
    type MdxFields {
      docId: String!
      route: String!
      relPath: String!
      sidebar: String
      toc: [TocHeading!]!
    }
    type TocHeading {
      id: String!
      depth: Int!
      html: String!
    }
    type DocsSidebar implements Node {
      name: String!
      items: JSON!
    }
    type DocsVersion implements Node {
      name: String!
      label: String!
      path: String!
      isLatest: Boolean!
      mainDocId: String!
      pluginId: String!
    }
  `

export const createSchemaCustomization: NonNullable<GatsbyNode["createSchemaCustomization"]> = ({ actions }) => {
  actions.createTypes(typeDefs)
}
