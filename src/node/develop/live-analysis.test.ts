import { describe, expect, it } from "vitest"
import type { ContentModel, DocRecord, Problem } from "../content"
import type { SiteAnalysis } from "../site"
import { LiveAnalysis, overlayErrors } from "./live-analysis"

const doc = (absPath: string, mtimeMs = 1) => ({ absPath, mtimeMs }) as DocRecord
const analysisOf = (docs: DocRecord[], errors: Problem[] = []): SiteAnalysis => ({ docs, sidebars: [], sidebarOfDoc: new Map(), errors, warnings: [] })

function live(initial: SiteAnalysis, next: SiteAnalysis[]) {
  const reports: Array<readonly Problem[]> = []
  const overlays: unknown[] = []
  const sidebarsSeen: unknown[] = []
  const analysis = new LiveAnalysis(initial, { docs: [] }, {
    refreshContent: () => ({}) as ContentModel,
    analyze: (_content, sidebars) => {
      sidebarsSeen.push(sidebars)
      return next.shift()!
    },
    report: (problems) => reports.push(problems),
    overlay: (errors) => overlays.push(errors),
  })
  return { analysis, reports, overlays, sidebarsSeen }
}

describe("LiveAnalysis", () => {
  it("knows a doc that is new or saved since it was analysed, and a set of files that lost or gained one", () => {
    const { analysis } = live(analysisOf([doc("/d/a.mdx", 5), doc("/d/b.mdx", 7)]), [])
    expect(analysis.isStale("/d/a.mdx", 5)).toBe(false)
    expect(analysis.isStale("/d/a.mdx", 6)).toBe(true)
    expect(analysis.isStale("/d/new.mdx", 1)).toBe(true)
    expect(analysis.isStale("/d/a.mdx", null)).toBe(true)
    expect(analysis.differsFrom(["/d/b.mdx", "/d/a.mdx"])).toBe(false)
    expect(analysis.differsFrom(["/d/a.mdx"])).toBe(true)
    expect(analysis.differsFrom(["/d/a.mdx", "/d/c.mdx"])).toBe(true)
  })

  it("takes each new analysis, reports a changed problem list once, and clears the overlay when fixed", () => {
    const broken: Problem = { file: "content/docs/a.mdx", line: 4, message: 'broken link to "/gone"' }
    const { analysis, reports, overlays } = live(analysisOf([]), [analysisOf([doc("/d/a.mdx")], [broken]), analysisOf([doc("/d/a.mdx")], [broken]), analysisOf([doc("/d/a.mdx")])])
    analysis.refresh()
    expect(analysis.current.docs.map((d) => d.absPath)).toEqual(["/d/a.mdx"])
    analysis.refresh()
    analysis.refresh()
    expect(reports).toEqual([[broken], []])
    expect(overlays).toEqual([overlayErrors([broken]), null])
  })

  it("keeps sidebars given to refresh for the later ones", () => {
    const first = { docs: ["a"] }
    const { analysis, sidebarsSeen } = live(analysisOf([]), [analysisOf([]), analysisOf([])])
    analysis.refresh(first)
    analysis.refresh()
    expect(sidebarsSeen).toEqual([first, first])
  })
})

describe("overlayErrors", () => {
  it("names the file and line of each problem, in Gatsby's structured-error shape", () => {
    const [entry] = overlayErrors([{ file: "content/docs/a.mdx", line: 4, message: "unknown doc id" }])!
    expect(entry).toMatchObject({ level: "ERROR", filePath: "content/docs/a.mdx", location: { start: { line: 4 } }, error: { message: "content/docs/a.mdx:4: unknown doc id" } })
    expect(overlayErrors([])).toBeNull()
  })
})
