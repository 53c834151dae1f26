import { z } from "zod"
import type { Problem } from "../problem"
import { didYouMean } from "../suggest"
import { envOrigin } from "./env"
import { siteConfigSchema, type SiteConfig } from "./schema"

export const CONFIG_FILE = "site.config.ts"

/** An issue's path as the author reads it: `navbar.items[3].type`. */
export function formatPath(path: ReadonlyArray<string | number>): string {
  return path.map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? key : `.${key}`)).join("")
}

function describeValue(value: unknown): string {
  if (value === undefined) return "nothing"
  if (value === null) return "null"
  if (Array.isArray(value)) return "a list"
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`
}

const EXPECTED: Record<string, string> = {
  string: "a string",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
}

const quoteAll = (values: ReadonlyArray<unknown>) => values.map((value) => JSON.stringify(value)).join(", ")

/** Wording for zod's built-in checks; refinements in the schema bring their own message. */
const errorMap: z.ZodErrorMap = (issue, context) => {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      return {
        message:
          issue.received === "undefined"
            ? `is missing: add it (${EXPECTED[issue.expected] ?? issue.expected})`
            : `must be ${EXPECTED[issue.expected] ?? issue.expected}, got ${describeValue(context.data)}`,
      }
    case z.ZodIssueCode.invalid_literal:
      return { message: `must be ${JSON.stringify(issue.expected)}, got ${describeValue(context.data)}` }
    case z.ZodIssueCode.invalid_union_discriminator: {
      const type = (context.data as { type?: unknown } | undefined)?.type
      const allowed = issue.options.map(String)
      const received =
        typeof type === "string" ? `unknown navbar item type ${JSON.stringify(type)}${didYouMean(type, allowed)}` : `missing navbar item type`
      return { message: `${received}; use one of ${quoteAll(allowed)}` }
    }
    case z.ZodIssueCode.invalid_enum_value:
      return { message: `must be one of ${quoteAll(issue.options)}, got ${describeValue(issue.received)}` }
    case z.ZodIssueCode.unrecognized_keys:
      return {
        message: `${issue.keys.length === 1 ? "has an unknown key" : "has unknown keys"} ${quoteAll(issue.keys)}: remove it or fix its spelling (the keys are described in README.md, "Configuration")`,
      }
    case z.ZodIssueCode.too_small:
      if (issue.type === "string") return { message: "must not be empty" }
      if (issue.type === "array") return { message: `must list at least ${issue.minimum}` }
      return { message: `must be at least ${issue.minimum}, got ${describeValue(context.data)}` }
    case z.ZodIssueCode.too_big:
      return { message: `must be at most ${issue.maximum}, got ${describeValue(context.data)}` }
    case z.ZodIssueCode.not_multiple_of:
      return { message: `must be a whole number, got ${describeValue(context.data)}` }
    default:
      return { message: context.defaultError }
  }
}

/** The value at `path` in the authored config, and the environment variable it came from, if any. */
function locate(input: unknown, path: ReadonlyArray<string | number>): { value: unknown; origin: string | null } {
  let value = input
  let origin: string | null = null
  for (const key of path) {
    if (typeof value !== "object" || value === null) return { value: undefined, origin }
    value = (value as Record<string | number, unknown>)[key]
    origin = envOrigin(value) ?? origin
  }
  return { value, origin }
}

function problemOf(issue: z.ZodIssue, input: unknown): Problem {
  const { value, origin } = locate(input, issue.path)
  const where = issue.path.length > 0 ? formatPath(issue.path) : "the configuration"
  // Messages of format checks and refinements are fixed sentences; the value makes them actionable.
  const isPrimitive = value === null || ["string", "number", "boolean"].includes(typeof value)
  const isFixedSentence = issue.code === z.ZodIssueCode.invalid_string || issue.code === z.ZodIssueCode.custom
  const got = isPrimitive && isFixedSentence ? `, got ${describeValue(value)}` : ""
  const source = origin ? ` (from the environment variable ${origin}: fix its JSON)` : ""
  return { file: CONFIG_FILE, message: `${where}${source}: ${issue.message}${got}.` }
}

export type ConfigParseResult = { ok: true; config: SiteConfig } | { ok: false; problems: Problem[] }

/** Validates an authored config and applies the schema's defaults; never throws. */
export function parseSiteConfig(input: unknown): ConfigParseResult {
  const result = siteConfigSchema.safeParse(input, { errorMap })
  if (result.success) return { ok: true, config: result.data }
  return { ok: false, problems: result.error.issues.map((issue) => problemOf(issue, input)) }
}

export class SiteConfigError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `Invalid site configuration (${problems.length} problem(s)); fix each in ${CONFIG_FILE} or in the environment variable named:\n${problems
        .map((problem) => `  ${problem.file}: ${problem.message}`)
        .join("\n")}`,
    )
    this.name = "SiteConfigError"
  }
}

/**
 * The validated config, kept on `globalThis`: Gatsby bundles gatsby-config.ts and gatsby-node.ts
 * separately, each with its own copy of this module, and a config read again under `gatsby
 * develop` (replaceSiteConfig) must reach both.
 */
const LOADED = Symbol.for("redux-toolkit-docs.site-config")
const shared = globalThis as { [LOADED]?: SiteConfig }

/**
 * site.config.ts, validated once per process and then shared by gatsby-config,
 * gatsby-node and the content analysis. `authored` is the config module's export: the callers
 * at the edge (gatsby-config.ts, gatsby-node.ts, scripts, tests) import site.config.ts and pass it,
 * so no build module imports a root config file. Once a config is loaded, it is returned and
 * `authored` is not read again (replaceSiteConfig replaces it). Without `authored`, the config
 * loaded earlier in this process; throws if there is none. Throws SiteConfigError listing every problem.
 */
export function loadSiteConfig(authored?: unknown): SiteConfig {
  const loaded = shared[LOADED]
  if (loaded) return loaded
  if (authored === undefined) {
    throw new Error(`${CONFIG_FILE} is not loaded yet: gatsby-config.ts and gatsby-node.ts (or a script) pass its export to loadSiteConfig(authored) first.`)
  }
  return replaceSiteConfig(authored)
}

/**
 * Validates `input` (the config module's export, read again under `gatsby develop`) and makes it
 * the config every later loadSiteConfig() returns. Throws SiteConfigError, keeping the old config.
 */
export function replaceSiteConfig(input: unknown): SiteConfig {
  const result = parseSiteConfig(input)
  if (!result.ok) throw new SiteConfigError(result.problems)
  shared[LOADED] = result.config
  return result.config
}

/**
 * Globs (relative to the content folder) of the files that are docs: `docs.include`,
 * DEFAULT_DOCS_INCLUDE (config/schema.ts) unless configured.
 */
export function docsInclude(config: SiteConfig = loadSiteConfig()): readonly string[] {
  return config.docs.include
}
