import path from "node:path"
import { describe, expect, it } from "vitest"
import { pipelineDigest, pipelineFiles, renderingDigest, sitePipelineDigest } from "../../plugins/gatsby-plugin-static-bodies/node"
import { staticBodiesOptions } from "./static-bodies-options"

/**
 * The plugin's cache inputs used to be written into it: the digests over the option's files and
 * folders must be those digests, so that a warm build keeps its keys and fragment names.
 */
const projectDir = process.cwd()
const pluginDir = path.join(projectDir, "plugins", "gatsby-plugin-static-bodies")
const RENDERING_FILES = /\.(ts|tsx|mts|mjs|js|css)$/

function formerPipelineDigest(routes: [string, string][]): string {
  const files = [
    ...pipelineFiles(path.join(projectDir, "src", "node")),
    ...pipelineFiles(pluginDir),
    path.join(projectDir, "gatsby-config.ts"),
    path.join(projectDir, "package-lock.json"),
  ]
  return pipelineDigest(files, JSON.stringify(routes), projectDir)
}

function formerRenderingDigest(extra: string): string {
  const dirs = ["src/mdx", "src/layout", "src/components", "src/config", "src/state", "src/templates"]
  const files = [
    ...dirs.flatMap((dir) => pipelineFiles(path.join(projectDir, dir), RENDERING_FILES)),
    ...pipelineFiles(pluginDir, RENDERING_FILES),
    path.join(projectDir, "site.config.ts"),
    path.join(projectDir, "package-lock.json"),
  ]
  return pipelineDigest(files, extra, projectDir)
}

describe("gatsby-plugin-static-bodies' cache inputs (gatsby-config.ts)", () => {
  it("make the compile digest the plugin computed from its own list of the site's folders", () => {
    const routes: [string, string][] = [["api/createSlice.mdx", "/api/createSlice"]]
    expect(sitePipelineDigest(projectDir, routes, staticBodiesOptions.cacheInputs.compile)).toBe(formerPipelineDigest(routes))
  })

  it("make the rendering digest the plugin computed from its own list of the site's folders", () => {
    expect(renderingDigest(projectDir, "client\0/prefix", staticBodiesOptions.cacheInputs.rendering)).toBe(formerRenderingDigest("client\0/prefix"))
  })
})
