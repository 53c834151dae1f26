import matter from "gray-matter"
import { z } from "zod"

function describe(value: unknown): string {
  if (value === null) return "null"
  if (Array.isArray(value)) return "a list"
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`
}

/** Every problem with one key gets one message: what the key must be, what it got, and how to write it. */
const expecting = (expectation: string, example: string): z.ZodErrorMap => (_issue, context) => ({
  message: `must be ${expectation}, got ${describe(context.data)}.${example ? ` Write it as ${example}.` : ""}`,
})

/** YAML reads `id: 2` as a number; such values are meant as text. */
const text = (key: string) =>
  z.union([z.string(), z.number().transform(String)], { errorMap: expecting("a string", `${key}: 'text'`) })

const flag = z.boolean({ errorMap: expecting("true or false", "") })

const headingLevel = z.number({ errorMap: expecting("a whole number from 2 to 6", "") }).int().min(2).max(6)

/**
 * The front matter keys we understand (Docusaurus-compatible). Unknown keys are
 * ignored (stripped), so front matter written for other tools does not stop the build.
 */
export const frontmatterSchema = z
  .object({
    id: text("id")
      .refine((id) => !id.includes("/"), {
        message: 'must not contain "/"; the folder is part of the doc id already. Write the file name part only.',
      })
      .optional(),
    title: text("title").optional(),
    sidebar_label: text("sidebar_label").optional(),
    description: text("description").optional(),
    slug: text("slug").optional(),
    hide_title: flag.optional(),
    hide_table_of_contents: flag.optional(),
    toc_min_heading_level: headingLevel.optional(),
    toc_max_heading_level: headingLevel.optional(),
  })
  .superRefine((data, context) => {
    const { toc_min_heading_level: min, toc_max_heading_level: max } = data
    if (min !== undefined && max !== undefined && min > max) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["toc_min_heading_level"],
        message: `(${min}) is greater than "toc_max_heading_level" (${max}). Swap them, or drop one.`,
      })
    }
  })

export type DocFrontmatter = z.output<typeof frontmatterSchema>

export interface ParsedSource {
  frontmatter: DocFrontmatter
  /** The body after the front matter. */
  body: string
  /** How many lines the front matter block takes; add it to body line numbers. */
  lineOffset: number
}

export class FrontmatterError extends Error {
  constructor(
    message: string,
    /** The line in the file (front matter lines counted, the opening "---" is line 1). */
    readonly line?: number,
  ) {
    super(message)
    this.name = "FrontmatterError"
  }
}

/** The file line of a top-level key within the front matter block, or undefined. */
export function frontmatterKeyLine(source: string, key: string): number | undefined {
  const lines = source.split(/\r?\n/)
  if (lines[0]?.replace(/^\uFEFF/, "").trim() !== "---") return undefined
  const pattern = new RegExp(`^(["']?)${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\1\\s*:`)
  for (let index = 1; index < lines.length; index++) {
    if (lines[index].trim() === "---") return undefined
    if (pattern.test(lines[index])) return index + 1
  }
  return undefined
}

/** Parses and validates front matter. Throws FrontmatterError naming the key, its line in the file and the fix. */
export function parseSource(source: string): ParsedSource {
  let parsed: matter.GrayMatterFile<string>
  try {
    // gray-matter caches by content; an empty options object disables that cache.
    parsed = matter(source, {})
  } catch (error) {
    const yamlError = error as { reason?: string; mark?: { line?: number }; message: string }
    const line = yamlError.mark?.line !== undefined ? yamlError.mark.line + 2 : undefined
    throw new FrontmatterError(
      `front matter is not valid YAML: ${yamlError.reason ?? yamlError.message}. Check the block between the two "---" lines (quote values that contain ":" or start with a special character).`,
      line,
    )
  }
  const result = frontmatterSchema.safeParse(parsed.data ?? {})
  if (!result.success) {
    const issue = result.error.issues[0]
    const key = String(issue.path[0])
    throw new FrontmatterError(`front matter "${key}" ${issue.message}`, frontmatterKeyLine(source, key))
  }
  const body = parsed.content
  const lineOffset = source.split("\n").length - body.split("\n").length
  return { frontmatter: result.data, body, lineOffset }
}
