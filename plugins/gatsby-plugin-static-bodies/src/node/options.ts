import fs from "node:fs"
import path from "node:path"
import type { PluginOptionsSchemaArgs } from "gatsby"

/**
 * The site's files and folders, relative to the site, whose changes invalidate this plugin's
 * caches (README.md, "Options"). A folder counts with every source file in it (tests
 * excluded); a file counts even when it is missing. This plugin's own folder always counts.
 */
export interface CacheInputs {
  /** What compiles a body besides its source: the site's remark plugins, the MDX configuration, the installed packages. */
  compile: string[]
  /** What renders a compiled body into HTML: the components Markdown renders into and their CSS modules, the site configuration. */
  rendering: string[]
}

export interface StaticBodiesOptions {
  cacheInputs: CacheInputs
}

/** A site-relative path: not absolute, no `..`, forward slashes. */
const SITE_RELATIVE = /^(?!\/)(?![A-Za-z]:)(?!.*\\)(?!(?:.*\/)?\.\.(?:\/|$)).+$/

/** The plugin's options, as gatsby-config.ts gives them (Gatsby validates them with this schema before any hook runs). */
export function pluginOptionsSchema({ Joi }: PluginOptionsSchemaArgs) {
  const inputs = (what: string) =>
    Joi.array()
      .items(
        Joi.string()
          .pattern(SITE_RELATIVE)
          .messages({ "string.pattern.base": `{{#label}} must be a path inside the site, relative to it with forward slashes (got {{#value}})` }),
      )
      .required()
      .description(what)
  return Joi.object({
    cacheInputs: Joi.object({
      compile: inputs("Files and folders whose change recompiles every body."),
      rendering: inputs("Files and folders whose change renames every fragment."),
    })
      .required()
      .description("The site's files and folders that invalidate the caches, relative to the site."),
  })
}

/**
 * The options are read by this plugin's onPluginInit, but used by its build functions, which
 * the site's hooks call from another compiled module: onPluginInit keeps them in the plugin's
 * cache folder, where those functions read them.
 */
const optionsFile = (cacheDirectory: string) => path.join(cacheDirectory, "plugin-options.json")

export function keepPluginOptions(cacheDirectory: string, options: StaticBodiesOptions): void {
  const text = JSON.stringify({ cacheInputs: options.cacheInputs })
  const file = optionsFile(cacheDirectory)
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return
  fs.mkdirSync(cacheDirectory, { recursive: true })
  // Written whole under another name, then renamed: a worker's onPluginInit may read it meanwhile.
  const temporary = `${file}.${process.pid}`
  fs.writeFileSync(temporary, text)
  fs.renameSync(temporary, file)
}

/** The cache inputs onPluginInit kept (keepPluginOptions). */
export function cacheInputsOf(cacheDirectory: string): CacheInputs {
  const file = optionsFile(cacheDirectory)
  if (!fs.existsSync(file)) {
    throw new Error(
      `gatsby-plugin-static-bodies: no options found in ${file}. List the plugin in gatsby-config.ts with its options ({ resolve: "gatsby-plugin-static-bodies", options: { cacheInputs: { compile, rendering } } }).`,
    )
  }
  return (JSON.parse(fs.readFileSync(file, "utf8")) as StaticBodiesOptions).cacheInputs
}
