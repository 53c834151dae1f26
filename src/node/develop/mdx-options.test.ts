import { afterEach, describe, expect, it, vi } from "vitest"

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function remarkPlugins(command: string) {
  vi.stubEnv("gatsby_executing_command", command)
  vi.resetModules()
  const { mdxPluginOptions } = await import("../mdx-options")
  const { remarkDialect } = await import("../dialect")
  return { plugins: mdxPluginOptions.mdxOptions.remarkPlugins as unknown[], remarkDialect }
}

describe("mdx options in gatsby develop", () => {
  it("compile a page without checking or running its samples (the background check does)", async () => {
    const { plugins, remarkDialect } = await remarkPlugins("develop")
    expect(plugins).toContainEqual([remarkDialect, { typecheck: false, run: false }])
    expect(plugins).not.toContain(remarkDialect)
  })

  it("check and run them in a build", async () => {
    const { plugins, remarkDialect } = await remarkPlugins("build")
    expect(plugins).toContain(remarkDialect)
  })
})
