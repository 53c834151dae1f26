import type { GatsbyNode } from "gatsby"
import { siteTypeDefs } from "../graphql-types"

/** The GraphQL types of the site's nodes: the docs' Mdx fields and front matter (generated from the zod schema), the sidebars and the versions. */
export const typeDefs = siteTypeDefs

export const createSchemaCustomization: NonNullable<GatsbyNode["createSchemaCustomization"]> = ({ actions }) => {
  actions.createTypes(typeDefs)
}
