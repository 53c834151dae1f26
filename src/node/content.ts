import fs from "node:fs"
import path from "node:path"
import { parseSource, FrontmatterError, type DocFrontmatter } from "./frontmatter"
import { parseMdx, collectHeadings, collectLinks, isStaticBody, MdxSyntaxError, type DocHeading, type DocLink } from "./mdast"
import { docIdentity, isDocFile } from "./routes"
import { displayPath } from "./paths"

export interface DocRecord {
  absPath: string
  /** Path under the content folder, forward slashes: `api/createSlice.mdx`. */
  relPath: string
  docId: string
  route: string
  frontmatter: DocFrontmatter
  title: string
  sidebarLabel: string
  headings: DocHeading[]
  links: DocLink[]
  /** The body is plain content: shipped as HTML, not JavaScript (see isStaticBody). */
  staticBody: boolean
}

/** An author-facing problem: `file:line: message`. */
export interface Problem {
  file: string
  line?: number
  message: string
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.message}`
}

export function listDocFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  const found: string[] = []
  const visit = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) visit(full)
      else if (isDocFile(path.relative(dir, full).split(path.sep).join("/"))) found.push(full)
    }
  }
  visit(dir)
  return found.sort()
}

export function loadDoc(absPath: string, contentDir: string, source = fs.readFileSync(absPath, "utf8")): DocRecord {
  const relPath = path.relative(contentDir, absPath).split(path.sep).join("/")
  const { frontmatter, body, lineOffset } = parseSource(source)
  const tree = parseMdx(body)
  const { docId, route } = docIdentity(relPath, frontmatter)
  const title = frontmatter.title ?? path.basename(relPath).replace(/\.mdx?$/, "")
  return {
    absPath,
    relPath,
    docId,
    route,
    frontmatter,
    title,
    sidebarLabel: frontmatter.sidebar_label ?? title,
    headings: collectHeadings(tree, lineOffset),
    links: collectLinks(tree, lineOffset),
    staticBody: isStaticBody(tree),
  }
}

export interface LoadedContent {
  docs: DocRecord[]
  errors: Problem[]
}

/** Reads every doc under `contentDir`. Syntax and front matter errors are collected, not thrown. */
export function loadContent(contentDir: string): LoadedContent {
  const docs: DocRecord[] = []
  const errors: Problem[] = []
  for (const absPath of listDocFiles(contentDir)) {
    const file = displayPath(absPath)
    try {
      docs.push(loadDoc(absPath, contentDir))
    } catch (error) {
      if (error instanceof FrontmatterError) {
        errors.push({ file, line: error.line, message: error.message })
      } else if (error instanceof MdxSyntaxError) {
        const source = fs.readFileSync(absPath, "utf8")
        const offset = source.split("\n").length - (source.replace(/^---\n[\s\S]*?\n---\n?/, "").split("\n").length)
        errors.push({
          file,
          line: error.line !== undefined ? error.line + offset : undefined,
          message: `could not compile MDX: ${error.message}. In MDX, "{", "}" and "<" in prose must be escaped (\\{ or &lt;) or put in inline code, and every JSX tag must be closed.`,
        })
      } else {
        throw error
      }
    }
  }
  const byRoute = new Map<string, DocRecord>()
  const byId = new Map<string, DocRecord>()
  for (const doc of docs) {
    const sameRoute = byRoute.get(doc.route)
    if (sameRoute) {
      errors.push({
        file: displayPath(doc.absPath),
        message: `route ${doc.route} is also used by ${displayPath(sameRoute.absPath)}. Give one of them a different "slug" or "id" in its front matter.`,
      })
    }
    const sameId = byId.get(doc.docId)
    if (sameId) {
      errors.push({
        file: displayPath(doc.absPath),
        message: `doc id "${doc.docId}" is also used by ${displayPath(sameId.absPath)}. Change the "id" in one front matter.`,
      })
    }
    byRoute.set(doc.route, doc)
    byId.set(doc.docId, doc)
  }
  return { docs, errors }
}
