/**
 * A property test of the route rules (docs/decisions.md, "Route rules"): seeded random sites of
 * docs with random folders, file names, `id`s and `slug`s (dot segments, doubled slashes,
 * percent-escapes, Unicode in both normal forms, letter case, control characters, parts near a
 * file name's length limit, names the build itself writes). For every site:
 * - every doc the build accepts has a normalised route whose files (Gatsby's page and the Markdown
 *   twin) are inside public/ with names a file system holds, and no two of them, nor a site page, share a file or need a folder
 *   where another's file is (compared as a case-insensitive file system would);
 * - every doc it refuses is named by an error at the line of its `slug` or `id` when it has one,
 *   and otherwise told to rename the file.
 * Seed and count are in docs/testing.md.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { formatProblem, loadContent, type Problem } from "./content"
import { frontmatterKeyLine } from "./frontmatter"
import { displayPath, staticDir } from "./paths"
import { docOutputPaths, pageHtmlPath, publicFile } from "./public-path"
import { buildOutputRoutes, reservedRouteProblems, siteRoutes, staticFileRoutes, twinRoutes } from "./reserved-routes"
import { normalizeRoute, routeKey } from "./routes"
import { seededRandom } from "../shared/testing"

const SEED = 0x5eed
const SITES = 25
const DOCS_PER_SITE = 20

type Random = ReturnType<typeof seededRandom>

/** Route parts: ordinary ones (letter case, Unicode in both normal forms), dot segments, and ones a URL, a file system or the build treats specially. */
const PLAIN = ["api", "Api", "guide", "café", "cafe\u0301", "日本語", "x", "x", "x.md", "x.md", "x y", "100%", "index", "index.html"] as const
const DOTS = [".", "..", "", "..", ".."] as const
const SPECIAL = [
  "%2e%2e", "%2F", "a%41", "x.html", "y.HTM", "z.md", "page.md",
  "pagefind", "page-data", "_bodies", "static", "img", "redux.svg", "search", "Search", "404", "llms.txt", "sitemap.xml",
  "a\u0000b", "tab\tx", "\u001b", "\u007f", "\u0085", "a\\b", "q?x", "h#x", "\ud800",
] as const
/** Folder names a file system holds (no "/", NUL, "." or ".."; no leading "_" or ".", which are no docs). */
const FOLDERS = ["api", "x", "Api", "café", "日本語", "x y", "index"] as const
const SPECIAL_FOLDERS = ["a%41", "h#x", "tab\tx", "\u001b", "q?x", "x.html", "pagefind", "img", "search"] as const

function longPart(random: Random): string {
  return random.chance(0.5) ? "l".repeat(248 + random.int(10)) : "é".repeat(124 + random.int(5))
}

function part(random: Random): string {
  const roll = random.next()
  if (roll < 0.03) return longPart(random)
  if (roll < 0.25) return random.pick(DOTS)
  return roll < 0.88 ? random.pick(PLAIN) : random.pick(SPECIAL)
}

function slug(random: Random): string {
  // Short slugs from few parts, so that docs often meet on one route (or one file).
  const parts = Array.from({ length: 1 + random.int(random.chance(0.7) ? 2 : 4) }, () => part(random))
  const joined = parts.join(random.chance(0.15) ? "//" : "/")
  return `${random.chance(0.65) ? "/" : ""}${joined}${random.chance(0.2) ? "/" : ""}`
}

/** Ids never equal a file's base name or a folder's, so two doc ids clash only through two ids. */
function id(random: Random, n: number): string {
  if (random.chance(0.5)) return `i-${random.int(6)}`
  const special = random.chance(0.1) ? longPart(random) : random.pick([...DOTS, ...SPECIAL, "a/b"])
  return ([...FOLDERS, ...SPECIAL_FOLDERS] as readonly string[]).includes(special) || special === "index" ? `i-${n}` : special
}

/** YAML double-quoted: JSON's escapes, plus the ones YAML wants for DEL, C1 controls and line separators. */
const yaml = (value: string) => JSON.stringify(value).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)

interface FakeDoc {
  rel: string
  source: string
  keyed: boolean
  slug?: string
}

function site(random: Random): FakeDoc[] {
  const docs: FakeDoc[] = []
  const used = new Set<string>()
  for (let n = 0; n < DOCS_PER_SITE; n++) {
    const depth = random.int(3)
    const folder = Array.from({ length: depth }, () => (random.chance(0.15) ? random.pick(SPECIAL_FOLDERS) : random.pick(FOLDERS))).join("/")
    const last = folder.slice(folder.lastIndexOf("/") + 1)
    const choices = [`f-${n}`, `f-${n}`, `f-${n}`, `f-${n}`, "index", "README", last || `f-${n}`, `F-${n}`, `f-${n}.html`, `f-${n}#`, `f-${n}\u0001`]
    let base = random.pick(choices)
    if (used.has(`${folder}/${base}`.toLowerCase())) base = `f-${n}`
    used.add(`${folder}/${base}`.toLowerCase())
    const lines = ["title: T"]
    const docSlug = random.chance(0.6) ? slug(random) : undefined
    const docId = random.chance(0.35) ? id(random, n) : undefined
    if (docId !== undefined) lines.push(`id: ${yaml(docId)}`)
    if (docSlug !== undefined) lines.splice(random.int(lines.length + 1), 0, `slug: ${yaml(docSlug)}`)
    docs.push({
      rel: `${folder ? `${folder}/` : ""}${base}.${random.chance(0.5) ? "md" : "mdx"}`,
      source: `---\n${lines.join("\n")}\n---\n\nText.\n`,
      keyed: docSlug !== undefined || docId !== undefined,
      slug: docSlug,
    })
  }
  return docs
}

const roots: string[] = []
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true })
})

describe("route rules, on random sites", () => {
  it(`keep every accepted doc's files inside public/ and apart; name every refused doc's file and line (seed ${SEED}, ${SITES} sites)`, () => {
    const random = seededRandom(SEED)
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "route-property-"))
    roots.push(root)
    const publicDir = path.join(root, "public")
    // What analyzeSite reserves besides sidebar categories (src/node/site.ts).
    const reserved = [...siteRoutes(), ...buildOutputRoutes(), ...staticFileRoutes(staticDir)]
    const fileKey = (output: string) => routeKey(path.relative(publicDir, publicFile(publicDir, output)).split(path.sep).join("/"))
    const sitePages = siteRoutes().map((owner) => fileKey(pageHtmlPath(owner.route)))
    const totals = { accepted: 0, refused: 0, acceptedWithDots: 0 }

    for (let index = 0; index < SITES; index++) {
      const contentDir = path.join(root, `site-${index}`)
      const fakes = site(random)
      for (const fake of fakes) {
        const file = path.join(contentDir, fake.rel)
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.writeFileSync(file, fake.source)
      }
      const model = loadContent(contentDir)
      const problems: Problem[] = [
        ...model.errors,
        ...reservedRouteProblems([...model.docs, ...model.broken], reserved),
        ...reservedRouteProblems(model.docs, twinRoutes(model.docs)),
      ]
      const named = new Map<string, Problem[]>()
      for (const problem of problems) named.set(problem.file, [...(named.get(problem.file) ?? []), problem])
      const context = (fake: FakeDoc) => `site ${index}, ${JSON.stringify(fake.rel)}:\n${fake.source}`

      const taken = new Map<string, string>(sitePages.map((key) => [key, "a site page"]))
      for (const fake of fakes) {
        const absPath = path.join(contentDir, fake.rel)
        const doc = model.docs.find((record) => record.absPath === absPath)
        const mine = named.get(displayPath(absPath)) ?? []
        if (!doc || mine.length > 0) {
          // Refused: named, at the line of the key that set its route, or told to rename the file.
          totals.refused++
          expect(mine.length, context(fake)).toBeGreaterThan(0)
          const lines = [frontmatterKeyLine(fake.source, "slug"), frontmatterKeyLine(fake.source, "id")].filter((line) => line !== undefined)
          for (const problem of mine) {
            if (fake.keyed) {
              expect(lines, `${formatProblem(problem)}\n${context(fake)}`).toContain(problem.line)
              expect(formatProblem(problem).startsWith(`${problem.file}:${problem.line}: `)).toBe(true)
            } else {
              expect(problem.message, `${formatProblem(problem)}\n${context(fake)}`).toMatch(/rename the file/i)
            }
          }
          continue
        }
        // Accepted: a normalised route, whose files are inside public/ and nobody else's.
        totals.accepted++
        if (fake.slug?.split("/").includes("..")) totals.acceptedWithDots++
        expect(doc.route, context(fake)).toBe(normalizeRoute(doc.route))
        for (const output of docOutputPaths(doc.route)) {
          const parts = path.relative(publicDir, publicFile(publicDir, output)).split(path.sep)
          expect(parts[0], context(fake)).not.toBe("..")
          // Every file and folder name fits a file system's limit.
          expect(Math.max(...parts.map((name) => Buffer.byteLength(name))), context(fake)).toBeLessThanOrEqual(255)
          const key = fileKey(output)
          expect(taken.get(key), `${output} of ${context(fake)}`).toBeUndefined()
          taken.set(key, fake.rel)
        }
      }
      // No accepted file where another needs a folder: `a.md` (a twin) and `a.md/index.html` (a page).
      const keys = [...taken.keys()].sort()
      for (const key of keys) {
        const folder = `${key}/`
        const under = keys.find((other) => other.startsWith(folder))
        expect(under, `${key} (${taken.get(key)}) is a file, and ${under} (${under && taken.get(under)}) needs it as a folder`).toBeUndefined()
      }
    }
    // The generator exercises both sides, and relative slugs that the rules resolve rather than refuse.
    expect(totals.accepted).toBeGreaterThan(SITES * 2)
    expect(totals.refused).toBeGreaterThan(SITES * 2)
    expect(totals.acceptedWithDots).toBeGreaterThan(4)
  })
})
