import { describe, expect, it } from "vitest"
import type { Root } from "mdast"
import { BackgroundSampleCheck, type CheckedDoc } from "./background-check"
import type { OverlayError } from "./error-report"

/** A fake content folder and check: a doc's samples are "wrong" while its body contains "BAD". */
function setup() {
  const bodies = new Map([
    ["/site/a.mdx", "fine"],
    ["/site/b.mdx", "BAD"],
  ])
  const doc = (absPath: string): CheckedDoc => ({ absPath, body: bodies.get(absPath)!, tree: { type: "root", children: [] } as Root })
  const terminal: string[] = []
  const overlay: Array<OverlayError[] | null> = []
  const check = new BackgroundSampleCheck({
    allDocs: () => [...bodies.keys()].map(doc),
    readDoc: doc,
    check: async (docs) => ({
      errors: docs.filter((d) => d.body.includes("BAD")).map((d) => `${d.absPath.replace("/site/", "content/docs/")}:12: TS2322: Type 'number' is not assignable to type 'string'.`),
      warnings: [],
      samples: docs.length,
      run: { samples: 0 },
    }),
    displayPath: (absPath) => absPath.replace("/site/", "content/docs/"),
    log: { info: (m) => terminal.push(`info ${m}`), warn: (m) => terminal.push(`warn ${m}`), error: (m) => terminal.push(`error ${m}`) },
    overlay: (message) => overlay.push(message),
    debounceMs: 1,
  })
  return { bodies, check, terminal, overlay }
}

describe("BackgroundSampleCheck", () => {
  it("reports a type error with file:line in the terminal and the overlay, and clears it when the doc is fixed", async () => {
    const { bodies, check, terminal, overlay } = setup()
    check.fileChanged("/site/b.mdx") // before the first pass: nothing to do, the pass covers it
    await check.start()
    expect(terminal.filter((line) => line.startsWith("error"))).toEqual([
      "error Code sample problem(s) to fix:\ncontent/docs/b.mdx:12: TS2322: Type 'number' is not assignable to type 'string'.",
    ])
    expect(overlay).toHaveLength(1)
    expect(overlay[0]).toMatchObject([{ filePath: "content/docs/b.mdx", location: { start: { line: 12 } }, error: { message: "TS2322: Type 'number' is not assignable to type 'string'." } }])

    bodies.set("/site/b.mdx", "fixed")
    check.fileChanged("/site/b.mdx")
    await check.idle()
    expect(terminal.at(-1)).toBe("info Code samples of content/docs/b.mdx: fixed")
    expect(overlay.at(-1)).toBeNull()
  })

  it("checks in steps, each waiting until the server is not rebuilding", async () => {
    const steps: string[] = []
    const check = new BackgroundSampleCheck({
      allDocs: () => ["/a", "/b", "/c"].map((absPath) => ({ absPath, body: "", tree: { type: "root", children: [] } as Root })),
      readDoc: () => null,
      check: async (docs) => {
        steps.push(`check ${docs.map((doc) => doc.absPath).join(",")}`)
        return { errors: [], warnings: [], samples: docs.length, run: { samples: 0 } }
      },
      displayPath: (p) => p,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      overlay: () => {},
      whenIdle: async () => {
        steps.push("idle")
      },
      batchSize: 2,
    })
    await check.start()
    expect(steps).toEqual(["idle", "check /a,/b", "idle", "check /c"])
  })

  it("keeps serving when the check itself fails: the failure is logged", async () => {
    const terminal: string[] = []
    const check = new BackgroundSampleCheck({
      allDocs: () => [{ absPath: "/a", body: "", tree: { type: "root", children: [] } as Root }],
      readDoc: () => null,
      check: async () => {
        throw new Error("worker crashed")
      },
      displayPath: (p) => p,
      log: { info: () => {}, warn: () => {}, error: (m) => terminal.push(m) },
      overlay: () => {},
    })
    await check.start()
    expect(terminal[0]).toMatch(/^Background sample check failed: Error: worker crashed/)
  })
})
