import matter from "gray-matter"

/** Front matter keys we understand (Docusaurus-compatible). Unknown keys are ignored. */
export interface DocFrontmatter {
  id?: string
  title?: string
  sidebar_label?: string
  description?: string
  hide_title?: boolean
  slug?: string
  hide_table_of_contents?: boolean
  toc_min_heading_level?: number
  toc_max_heading_level?: number
}

const STRING_KEYS = ["id", "title", "sidebar_label", "description", "slug"] as const
const BOOLEAN_KEYS = ["hide_title", "hide_table_of_contents"] as const
const LEVEL_KEYS = ["toc_min_heading_level", "toc_max_heading_level"] as const

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
    readonly line?: number,
  ) {
    super(message)
    this.name = "FrontmatterError"
  }
}

function describe(value: unknown): string {
  if (value === null) return "null"
  if (Array.isArray(value)) return "a list"
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`
}

/** Parses and validates front matter. Throws FrontmatterError naming the key (and line) and the fix. */
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
  const data: Record<string, unknown> = parsed.data ?? {}
  const lineOf = (key: string): number | undefined => {
    const index = source.split("\n").findIndex((line) => line.startsWith(`${key}:`))
    return index === -1 ? undefined : index + 1
  }
  for (const key of STRING_KEYS) {
    if (data[key] !== undefined && typeof data[key] !== "string") {
      if (typeof data[key] === "number") {
        data[key] = String(data[key])
        continue
      }
      throw new FrontmatterError(
        `front matter "${key}" must be a string, got ${describe(data[key])}. Write it as ${key}: 'text'.`,
        lineOf(key),
      )
    }
  }
  for (const key of BOOLEAN_KEYS) {
    if (data[key] !== undefined && typeof data[key] !== "boolean") {
      throw new FrontmatterError(
        `front matter "${key}" must be true or false, got ${describe(data[key])}.`,
        lineOf(key),
      )
    }
  }
  for (const key of LEVEL_KEYS) {
    const value = data[key]
    if (value !== undefined && (typeof value !== "number" || !Number.isInteger(value) || value < 2 || value > 6)) {
      throw new FrontmatterError(
        `front matter "${key}" must be a whole number from 2 to 6, got ${describe(value)}.`,
        lineOf(key),
      )
    }
  }
  const min = data.toc_min_heading_level as number | undefined
  const max = data.toc_max_heading_level as number | undefined
  if (min !== undefined && max !== undefined && min > max) {
    throw new FrontmatterError(
      `front matter "toc_min_heading_level" (${min}) is greater than "toc_max_heading_level" (${max}).`,
      lineOf("toc_min_heading_level"),
    )
  }
  if (typeof data.id === "string" && data.id.includes("/")) {
    throw new FrontmatterError(
      `front matter "id" must not contain "/" (got "${data.id}"); the folder is part of the doc id already.`,
      lineOf("id"),
    )
  }
  const body = parsed.content
  const lineOffset = source.split("\n").length - body.split("\n").length
  return { frontmatter: data as DocFrontmatter, body, lineOffset }
}
