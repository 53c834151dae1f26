import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { watchSidebarsFile } from "./sidebars-watch"

describe("watchSidebarsFile", () => {
  it("hands over the new sidebars when the file is saved, and reports one that does not read", async () => {
    const dir = path.join(process.cwd(), ".tmp", "sidebars-watch-unit")
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    const file = path.join(dir, "sidebars.ts")
    fs.writeFileSync(file, `export default { docs: [{ type: "category", label: "Intro", items: ["a"] }] }\n`)
    const changes: unknown[] = []
    const errors: string[] = []
    const stop = watchSidebarsFile(file, "sidebars.ts", (sidebars) => changes.push(sidebars), (message) => errors.push(message), 10)
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
    }
    try {
      fs.writeFileSync(file, `export default { docs: [{ type: "category", label: "Start here", items: ["a"] }] }\n`)
      await until(() => changes.length > 0)
      expect(changes).toEqual([{ docs: [{ type: "category", label: "Start here", items: ["a"] }] }])
      fs.writeFileSync(file, `export default { docs: [\n`)
      await until(() => errors.length > 0)
      expect(errors[0]).toMatch(/^sidebars\.ts:\d+: .+Fix the syntax\.$/)
    } finally {
      stop()
    }
  })
})
