/**
 * site.config.ts read again from disk (`gatsby develop`, when it is saved): Gatsby bundled the
 * file once at start. The module is evaluated by module-file.ts; its environment helpers are
 * this process's own module, so a bad value read from a variable is still reported under the
 * variable's name.
 */
import path from "node:path"
import * as envModule from "./env"
import { evaluateModuleFile, ModuleSyntaxError } from "../module-file"
import { CONFIG_FILE } from "./load"

/** The config module's export. Throws an Error naming `site.config.ts` (and the line, for a syntax error) and what to fix. */
export function readSiteConfigModule(file: string): unknown {
  // site.config.ts sits at the top of the project, beside src/.
  const modules = new Map<string, unknown>([[path.join(path.dirname(file), "src", "node", "config", "env"), envModule]])
  try {
    return evaluateModuleFile(file, undefined, { modules })
  } catch (error) {
    if (error instanceof ModuleSyntaxError) throw new Error(`${CONFIG_FILE}:${error.line}: ${error.message}. Fix the syntax and save: the server reads it again.`)
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    throw new Error(`${CONFIG_FILE}: evaluating the module failed: ${message}. Fix it and save: the server reads it again.`)
  }
}
