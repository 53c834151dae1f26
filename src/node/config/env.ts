/**
 * Environment variables that feed site.config.ts. Values read from JSON are
 * remembered with the variable's name, so a schema error inside one can tell the
 * author which variable to fix rather than point at site.config.ts.
 */

/** A variable's trimmed value; unset or blank is null. */
export function env(name: string): string | null {
  const value = process.env[name]
  return value && value.trim() !== "" ? value.trim() : null
}

const origins = new WeakMap<object, string>()

/** The variable a JSON value (or an item of a JSON list) came from, if any. */
export function envOrigin(value: unknown): string | null {
  return typeof value === "object" && value !== null ? (origins.get(value) ?? null) : null
}

/**
 * A variable holding JSON, parsed. `T` is what the config expects there: the value is
 * not checked here but by the config schema, which names the variable in its errors.
 */
export function envJson<T>(name: string): T | null {
  const value = env(name)
  if (value === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch (error) {
    throw new Error(`Environment variable ${name} is not valid JSON: ${(error as Error).message}. Fix its value, or unset it.`)
  }
  if (typeof parsed === "object" && parsed !== null) {
    origins.set(parsed, name)
    if (Array.isArray(parsed)) for (const item of parsed) if (typeof item === "object" && item !== null) origins.set(item, name)
  }
  return parsed as T
}
