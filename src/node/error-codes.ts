import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import ts from "typescript"
import type { ErrorCodeEntry, ErrorsPageContext } from "../shared/error-codes"

/**
 * The production error codes of the installed @reduxjs/toolkit, read from its unminified ES
 * module builds at build time so the /errors page always matches the version the docs install.
 * Each throw there reads `process.env.NODE_ENV === "production" ? formatProdErrorMessage(N) : message`;
 * the builds keep `//#region src/<file>.ts` markers, which tell which source file (and so which
 * API page) a message belongs to.
 */

/** The entry points whose builds hold throws: the core, RTK Query, and its React hooks. */
export const ERROR_CODE_BUILDS = ["redux-toolkit.modern.mjs", "query/rtk-query.modern.mjs", "query/react/rtk-query-react.modern.mjs"]

export interface ExtractedCode {
  code: number
  message: string
  source: string
  /** Build file and line, for the error when two messages claim one code. */
  at: string
}

/** The toolkit's dist folder, resolved as the site's own imports resolve it. */
export function toolkitDistDir(fromDir: string = process.cwd()): string {
  const require = createRequire(path.join(fromDir, "package.json"))
  return path.join(path.dirname(require.resolve("@reduxjs/toolkit/package.json")), "dist")
}

/**
 * A message expression as a reader should see it: string parts verbatim, anything computed
 * as a `${...}` placeholder showing the expression (`${type}`, `${endpointName}`).
 */
function messageText(node: ts.Expression, file: ts.SourceFile): string {
  if (ts.isParenthesizedExpression(node)) return messageText(node.expression, file)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `\${${span.expression.getText(file)}}${span.literal.text}`).join("")
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return messageText(node.left, file) + messageText(node.right, file)
  }
  return `\${${node.getText(file)}}`
}

/** `formatProdErrorMessage(N)` → N; null for any other expression. */
function prodErrorCode(node: ts.Expression): number | null {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== "formatProdErrorMessage") return null
  const [argument] = node.arguments
  return argument && node.arguments.length === 1 && ts.isNumericLiteral(argument) ? Number(argument.text) : null
}

/** Every code in one build file's source text. */
export function extractFromSource(text: string, fileLabel: string): ExtractedCode[] {
  const file = ts.createSourceFile(fileLabel, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS)
  const regions = [...text.matchAll(/^\/\/#region (\S+)/gm)].map((match) => ({ at: match.index ?? 0, source: match[1] }))
  const sourceAt = (position: number) => regions.filter((region) => region.at <= position).at(-1)?.source ?? fileLabel
  const found: ExtractedCode[] = []
  const visit = (node: ts.Node) => {
    if (ts.isConditionalExpression(node)) {
      const code = prodErrorCode(node.whenTrue)
      if (code !== null) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
        found.push({ code, message: messageText(node.whenFalse, file), source: sourceAt(node.getStart(file)), at: `${fileLabel}:${line}` })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/**
 * The codes of the installed package, one per code, sorted. Throws (stopping the build) when
 * none are found, since the package's build format must have changed, or when one code has two
 * different messages.
 */
export function extractErrorCodes(distDir: string = toolkitDistDir()): ExtractedCode[] {
  const all = ERROR_CODE_BUILDS.flatMap((rel) => {
    const file = path.join(distDir, rel)
    if (!fs.existsSync(file)) return []
    return extractFromSource(fs.readFileSync(file, "utf8"), `@reduxjs/toolkit/dist/${rel}`)
  })
  if (all.length === 0) {
    throw new Error(
      `Production error codes: no \`formatProdErrorMessage(N)\` throws found in ${ERROR_CODE_BUILDS.map((rel) => path.join(distDir, rel)).join(", ")}. ` +
        "The installed @reduxjs/toolkit may build differently now: update ERROR_CODE_BUILDS or the pattern in src/node/error-codes.ts.",
    )
  }
  const byCode = new Map<number, ExtractedCode>()
  const conflicts: string[] = []
  for (const entry of all) {
    const seen = byCode.get(entry.code)
    if (!seen) byCode.set(entry.code, entry)
    else if (seen.message !== entry.message) {
      conflicts.push(`  #${entry.code}: ${seen.at} "${seen.message}" vs ${entry.at} "${entry.message}"`)
    }
  }
  if (conflicts.length > 0) {
    throw new Error(
      `Production error codes: ${conflicts.length} code(s) have two different messages in the installed @reduxjs/toolkit:\n${conflicts.join("\n")}\n` +
        "The /errors page cannot say which one a code means; check the package version (npm ls @reduxjs/toolkit).",
    )
  }
  return [...byCode.values()].sort((a, b) => a.code - b.code)
}

/**
 * Library source files whose API page is not named after the file. Any other file `src/…/<name>.ts`
 * links to `/api/<name>` or `/rtk-query/api/<name>` when that page exists.
 */
const PAGE_OF_SOURCE: Record<string, string> = {
  "src/mapBuilders.ts": "/api/createReducer",
  "src/immutableStateInvariantMiddleware.ts": "/api/immutabilityMiddleware",
  "src/serializableStateInvariantMiddleware.ts": "/api/serializabilityMiddleware",
  "src/listenerMiddleware/index.ts": "/api/createListenerMiddleware",
  "src/listenerMiddleware/task.ts": "/api/createListenerMiddleware",
  "src/listenerMiddleware/utils.ts": "/api/createListenerMiddleware",
  "src/dynamicMiddleware/index.ts": "/api/createDynamicMiddleware",
  "src/query/core/buildMiddleware/index.ts": "/rtk-query/api/createApi",
  "src/query/core/module.ts": "/rtk-query/api/createApi",
  "src/query/react/module.ts": "/rtk-query/api/createApi",
  "src/query/react/buildHooks.ts": "/rtk-query/api/created-api/hooks",
}

/** The API page a code concerns, among the site's routes; null when none applies. */
export function pageForSource(source: string, routes: ReadonlySet<string>): string | null {
  const mapped = PAGE_OF_SOURCE[source]
  if (mapped) return routes.has(mapped) ? mapped : null
  const name = path.posix.basename(source).replace(/\.[jt]sx?$/, "")
  return [`/api/${name}`, `/rtk-query/api/${name}`].find((route) => routes.has(route)) ?? null
}

/** What the /errors page is given: each code with the page it links to. */
export function errorCodeEntries(codes: readonly ExtractedCode[], routes: ReadonlySet<string>): ErrorCodeEntry[] {
  return codes.map(({ code, message, source }) => ({ code, message, source, route: pageForSource(source, routes) }))
}

export const ERRORS_ROUTE = "/errors"

/** The /errors page's context: the codes of the installed package, in the docs layout of `sidebarName`. */
export function errorsPageContext(routes: ReadonlySet<string>, sidebarName: string): ErrorsPageContext {
  return { route: ERRORS_ROUTE, sidebarName, entries: errorCodeEntries(extractErrorCodes(), routes) }
}
