/**
 * The site's analysis under `gatsby develop`, kept current while the server runs: a doc added,
 * deleted, renamed or edited (front matter, an `import` gained or lost), the sidebars file or
 * site.config.ts saved. Each change reads again only what changed (ContentModel.refreshed) and
 * runs the analysis (tens of milliseconds for this site); its problems go to the terminal and to
 * the browser's error overlay, and leave both when fixed. Docs that read keep being served while
 * another has an error, so the server never has to be restarted for content.
 */
import fs from "node:fs"
import type { SidebarsConfig } from "../config/sidebars"
import { formatProblem, type ContentModel, type Problem } from "../content"
import type { SiteAnalysis } from "../site"
import type { OverlayError } from "./error-report"

export interface LiveAnalysisDeps {
  /** The analysis of `content` with `sidebars` (src/node/site.ts analyzeSite, with the current config). */
  analyze: (content: ContentModel, sidebars: SidebarsConfig) => SiteAnalysis
  /** The content folder read again where it changed. */
  refreshContent: () => ContentModel
  /** Problems to show in the terminal (called when the list changes; an empty list means fixed). */
  report: (problems: readonly Problem[]) => void
  /** Shows (or, with null, clears) the problems in the develop error overlay. */
  overlay: (errors: OverlayError[] | null) => void
}

/** The overlay entries for `problems`, shaped as Gatsby's own structured errors. */
export function overlayErrors(problems: readonly Problem[]): OverlayError[] | null {
  if (problems.length === 0) return null
  return problems.map((problem) => {
    const text = formatProblem(problem)
    return {
      level: "ERROR",
      code: "docs-content",
      text: `${text}\n\nThe other pages are still served. Fix it and save: this entry goes away.`,
      filePath: problem.file,
      location: problem.line ? { start: { line: problem.line } } : undefined,
      error: { message: text },
      context: { sourceMessage: text },
    }
  })
}

function mtimeOf(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs
  } catch {
    return null
  }
}

export class LiveAnalysis {
  private shown = ""

  constructor(
    private analysis: SiteAnalysis,
    private sidebars: SidebarsConfig,
    private readonly deps: LiveAnalysisDeps,
  ) {}

  get current(): SiteAnalysis {
    return this.analysis
  }

  /** Whether a doc file is not in the analysis as it is on disk now (new, or modified since); `mtimeMs` is read from the file unless given. */
  isStale(absPath: string, mtimeMs: number | null = mtimeOf(absPath)): boolean {
    const doc = this.analysis.docs.find((candidate) => candidate.absPath === absPath)
    return !doc || mtimeMs === null || doc.mtimeMs !== mtimeMs
  }

  /** Whether the doc files Gatsby has (its Mdx nodes) are another set than the analysis's docs: one was deleted or renamed. */
  differsFrom(files: Iterable<string>): boolean {
    const known = new Set(this.analysis.docs.map((doc) => doc.absPath))
    const given = new Set(files)
    if (given.size !== known.size) return true
    for (const file of given) if (!known.has(file)) return true
    return false
  }

  /** Reads the content folder again (and, when given, takes new sidebars) and analyses the site. */
  refresh(sidebars?: SidebarsConfig): SiteAnalysis {
    if (sidebars) this.sidebars = sidebars
    const next = this.deps.analyze(this.deps.refreshContent(), this.sidebars)
    this.analysis = next
    this.show(next.errors)
    return next
  }

  /** Problems to show; an unchanged list is not repeated in the terminal. */
  private show(problems: readonly Problem[]): void {
    const text = problems.map(formatProblem).join("\n")
    if (text === this.shown) return
    this.shown = text
    this.deps.report(problems)
    this.deps.overlay(overlayErrors(problems))
  }
}
