import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { z } from "zod"
import { Kind, parse, print, type ObjectTypeDefinitionNode } from "graphql"
import { graphqlFields, graphqlScalarOf, siteTypeDefs } from "./graphql-types"
import { frontmatterSchema, PAGE_FRONTMATTER_KEYS } from "./frontmatter"

/** Each type of the SDL: its fields, `name: Type` as written. */
function typesOf(sdl: string): Map<string, string[]> {
  const types = new Map<string, string[]>()
  for (const definition of parse(sdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue
    const object = definition as ObjectTypeDefinitionNode
    types.set(object.name.value, (object.fields ?? []).map((field) => `${field.name.value}: ${print(field.type)}`))
  }
  return types
}

const frontmatterKeys = Object.keys(frontmatterSchema.innerType().shape)

describe("graphqlScalarOf", () => {
  it("maps a zod schema's output type to a GraphQL scalar, through the wrappers that keep it", () => {
    expect(graphqlScalarOf(z.string(), "k")).toBe("String")
    expect(graphqlScalarOf(z.boolean().optional(), "k")).toBe("Boolean")
    expect(graphqlScalarOf(z.number().int().min(2), "k")).toBe("Int")
    expect(graphqlScalarOf(z.number(), "k")).toBe("Float")
    expect(graphqlScalarOf(z.string().nullable().default("x"), "k")).toBe("String")
    expect(graphqlScalarOf(z.string().superRefine(() => undefined), "k")).toBe("String")
    expect(graphqlScalarOf(z.union([z.string(), z.number().transform(String).pipe(z.string())]), "k")).toBe("String")
  })

  it("refuses what it cannot type: a transform without a pipe, members that disagree, other kinds", () => {
    expect(() => graphqlScalarOf(z.number().transform(String), "id")).toThrow('"id": no GraphQL type for a zod ZodEffects transform (end it in .pipe(')
    expect(() => graphqlScalarOf(z.union([z.string(), z.number()]), "k")).toThrow("different GraphQL types (String, Float)")
    expect(() => graphqlScalarOf(z.array(z.string()), "tags")).toThrow('"tags": no GraphQL type for a zod ZodArray')
  })
})

describe("graphqlFields", () => {
  it("writes a field per key, non-null when the key is required", () => {
    const schema = z.object({ a: z.string(), b: z.number().int().optional() }).superRefine(() => undefined)
    expect(graphqlFields(schema)).toEqual(["a: String!", "b: Int"])
    expect(graphqlFields(schema, ["b"])).toEqual(["b: Int"])
    expect(() => graphqlFields(schema, ["c"])).toThrow('"c" is no key of the front matter schema')
  })
})

describe("the site's type definitions", () => {
  const types = typesOf(siteTypeDefs)

  it("type every front matter key of the zod schema, and the page front matter as Mdx fields", () => {
    expect(types.get("MdxFrontmatter")!.map((field) => field.split(":")[0])).toEqual(frontmatterKeys)
    expect(types.get("MdxFrontmatter")).toContain("toc_min_heading_level: Int")
    expect(types.get("MdxFrontmatter")).toContain("sidebar_position: Float")
    expect(types.get("MdxFields")).toEqual([
      "docId: String!",
      "route: String!",
      "relPath: String!",
      "sidebar: String",
      "toc: [TocHeading!]!",
      "title: String",
      "description: String",
      "hide_title: Boolean",
      "hide_table_of_contents: Boolean",
      "toc_min_heading_level: Int",
      "toc_max_heading_level: Int",
    ])
    expect([...types.keys()]).toEqual(["Mdx", "MdxFrontmatter", "MdxFields", "TocHeading", "DocsSidebar", "DocsVersion"])
  })
})

/**
 * src/gatsby-types.d.ts is written by Gatsby (graphqlTypegen) under `gatsby develop`: after a
 * change to the front matter schema it must be written again (one develop run), or this fails.
 */
describe("src/gatsby-types.d.ts", () => {
  const generated = fs.readFileSync(path.join(process.cwd(), "src", "gatsby-types.d.ts"), "utf8")
  /** `name: Scalar` (with `!` when not Maybe<>) of each field of a generated object type, sorted. */
  const typeFields = (name: string): string[] => {
    const body = new RegExp(`^type ${name} = \\{\\n([\\s\\S]*?)\\n\\};`, "m").exec(generated)?.[1]
    if (!body) throw new Error(`src/gatsby-types.d.ts has no type ${name}`)
    return body
      .split("\n")
      .map((line) => {
        const [, field, type] = /^\s*readonly (\w+): (.*);$/.exec(line)!
        const scalar = /Scalars\['(\w+)'\]/.exec(type!)?.[1] ?? type!.replace(/^Maybe<|>$/g, "")
        return `${field}: ${scalar}${type!.startsWith("Maybe<") ? "" : "!"}`
      })
      .sort()
  }
  const sdlFields = (name: string) => types(name).filter((field) => !field.includes("[")).sort()
  const types = (name: string) => typesOf(siteTypeDefs).get(name)!

  it("has the front matter types of the zod schema", () => {
    expect(typeFields("MdxFrontmatter")).toEqual(sdlFields("MdxFrontmatter"))
    expect(typeFields("MdxFields").filter((field) => !field.startsWith("toc:"))).toEqual(sdlFields("MdxFields"))
  })

  it("types the doc page query's front matter with the page keys", () => {
    const query = /^type DocPageQuery = \{ readonly mdx: \{ readonly frontmatter: \{ ([^}]*) \}/m.exec(generated)?.[1]
    expect(query?.split(", ").map((field) => field.replace(/^readonly (\w+):.*$/, "$1"))).toEqual([...PAGE_FRONTMATTER_KEYS])
  })
})
