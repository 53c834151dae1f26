import { z } from "zod"
import { frontmatterSchema, PAGE_FRONTMATTER_KEYS } from "./frontmatter"

/**
 * The site's GraphQL type definitions (gatsby-node.ts createSchemaCustomization). The front
 * matter types are generated from the zod schema (src/node/frontmatter.ts), their one
 * declaration: `MdxFrontmatter` types gatsby-plugin-mdx's own parse (typed so Gatsby infers
 * nothing from the docs' values; the site reads none of it), and the page front matter in
 * `MdxFields` is what onCreateNode sets from the content model's validated record.
 */

/**
 * The GraphQL scalar of a zod schema's output: string → String, boolean → Boolean, an integer
 * → Int, another number → Float. Optional, nullable, default and refinement wrappers are looked
 * through, a pipe by its output, a union by its members (which must agree). A transform without a
 * pipe, or any other type, throws: its output type is not written in the schema.
 */
export function graphqlScalarOf(schema: z.ZodTypeAny, key: string): string {
  if (schema instanceof z.ZodString) return "String"
  if (schema instanceof z.ZodBoolean) return "Boolean"
  if (schema instanceof z.ZodNumber) return schema.isInt ? "Int" : "Float"
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return graphqlScalarOf(schema.unwrap(), key)
  if (schema instanceof z.ZodDefault) return graphqlScalarOf(schema.removeDefault(), key)
  if (schema instanceof z.ZodPipeline) return graphqlScalarOf(schema._def.out, key)
  if (schema instanceof z.ZodEffects && schema._def.effect.type === "refinement") return graphqlScalarOf(schema.innerType(), key)
  if (schema instanceof z.ZodUnion) {
    const scalars = new Set((schema.options as z.ZodTypeAny[]).map((option) => graphqlScalarOf(option, key)))
    if (scalars.size === 1) return [...scalars][0]!
    throw new Error(`"${key}": its union's members have different GraphQL types (${[...scalars].join(", ")}).`)
  }
  const kind = (schema._def as { typeName?: string }).typeName ?? "unknown"
  throw new Error(
    `"${key}": no GraphQL type for a zod ${kind}${kind === "ZodEffects" ? " transform (end it in .pipe(z.string()) or the like, to state its output)" : ""}.`,
  )
}

/** The object schema inside refinements (`z.object({...}).superRefine(...)`). */
function objectShape(schema: z.ZodTypeAny): z.ZodRawShape {
  if (schema instanceof z.ZodObject) return schema.shape as z.ZodRawShape
  if (schema instanceof z.ZodEffects && schema._def.effect.type === "refinement") return objectShape(schema.innerType())
  throw new Error("the front matter schema is no zod object")
}

/** GraphQL field definitions, one a line, of an object schema's keys (`keys`: these only, in this order). */
export function graphqlFields(schema: z.ZodTypeAny, keys: readonly string[] = Object.keys(objectShape(schema))): string[] {
  const shape = objectShape(schema)
  return keys.map((key) => {
    const field = shape[key]
    if (!field) throw new Error(`"${key}" is no key of the front matter schema`)
    return `${key}: ${graphqlScalarOf(field, key)}${field.isOptional() ? "" : "!"}`
  })
}

const indent = (lines: readonly string[]) => lines.map((line) => `      ${line}`).join("\n")

export const siteTypeDefs = `
    type Mdx implements Node {
      frontmatter: MdxFrontmatter
      fields: MdxFields
    }
    type MdxFrontmatter {
${indent(graphqlFields(frontmatterSchema))}
    }
    type MdxFields {
      docId: String!
      route: String!
      relPath: String!
      sidebar: String
      toc: [TocHeading!]!
${indent(graphqlFields(frontmatterSchema, PAGE_FRONTMATTER_KEYS))}
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
