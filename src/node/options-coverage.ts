/**
 * Every declared option is documented: the property names of each options type in the
 * installed declarations (options-coverage-table.ts says which type and which pages),
 * against the names a page writes as code. One TypeScript Program over a virtual module
 * that imports the packages' entry points resolves every type of the table.
 */
import path from "node:path"
import ts from "typescript"
import { OPTION_MODULES, type OptionsEntry } from "./options-coverage-table"

/** A property of an options type that a page need not name, and why. */
export interface ExemptOption {
  name: string
  reason: string
}

export interface DeclaredOptions {
  entry: OptionsEntry
  /** Property names the pages must name, in declaration order. */
  required: string[]
  /** Properties left out: `@deprecated`/`@internal` in their JSDoc, declared by TypeScript's own lib, or listed in the entry. */
  exempt: ExemptOption[]
  /** Names in the entry's `undocumented` list that the type does not have (a stale table). */
  unknownExemptions: string[]
  /** TypeScript's message when the entry's type expression does not compile (then nothing else is filled in). */
  error?: string
}

/**
 * The names a page writes as code: inline code that starts with the name (`` `name` ``,
 * `` `name: 60` ``, `` `name(lastPage, …)` ``), and, in inline code and code blocks, a name written
 * as a property (`name:`, `name?:`, `"name":`, `.name`, shorthand `{ name, … }`, a method
 * `name(…) {`), so neither a keyword such as `type` in `type Post = …` nor a call `name(…)` in a
 * code block counts.
 * A line scanner (fences, then backtick spans), not the MDX parser: a dozen long pages parse
 * in milliseconds this way.
 */
export function namesInPage(markdown: string): Set<string> {
  const names = new Set<string>()
  const { code, prose } = splitCode(markdown)
  for (const block of code) for (const name of propertiesInCode(block)) names.add(name)
  for (const span of inlineCode(prose)) {
    // The span's leading name: `name`, `name: 60`, `name(lastPage, …)`, `name?: boolean`.
    const leading = /^\s*([A-Za-z_$][\w$]*)\s*(?:$|[?:(=])/.exec(span)?.[1]
    if (leading) names.add(leading)
    for (const name of propertiesInCode(span)) names.add(name)
  }
  return names
}

const FENCE = /^\s*(`{3,}|~{3,})/

/** Fenced code blocks (each block's text) and the prose between them. */
function splitCode(markdown: string): { code: string[]; prose: string } {
  const code: string[] = []
  const prose: string[] = []
  let fence: string | undefined
  let block: string[] = []
  // Fences may be indented inside lists, tabs and admonitions.
  for (const line of markdown.split("\n")) {
    const marker = FENCE.exec(line)?.[1]
    if (fence === undefined) {
      if (marker) {
        fence = marker
        block = []
      } else prose.push(line)
    } else if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
      code.push(block.join("\n"))
      fence = undefined
    } else block.push(line)
  }
  if (fence !== undefined) code.push(block.join("\n"))
  return { code, prose: prose.join("\n") }
}

/** The contents of backtick code spans: a run of N backticks closed by a run of exactly N. */
function inlineCode(prose: string): string[] {
  return [...prose.matchAll(/(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)].map((match) => match[2])
}

const PROPERTY_IN_CODE = [
  // `name: value`, `name?: Type`, `"name": value`
  /(?<![\w$])([A-Za-z_$][\w$]*)["']?\s*\??\s*:/g,
  // `options.name`
  /\.\s*([A-Za-z_$][\w$]*)/g,
  // shorthand `{ name, other }`
  /[{,]\s*([A-Za-z_$][\w$]*)\s*(?=[,}])/g,
  // a method in an object literal or interface: `async name(arg) {`, `name(arg): void`, not a call
  /^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\??\s*\(.*\)\s*(?:\{|:[^=]*$)/gm,
]

function propertiesInCode(code: string): Set<string> {
  const names = new Set<string>()
  for (const pattern of PROPERTY_IN_CODE) for (const match of code.matchAll(pattern)) names.add(match[1])
  return names
}

/** The names of `required` that the page does not write as code, in the order given. */
export function missingNames(markdown: string, required: readonly string[]): string[] {
  const named = namesInPage(markdown)
  return required.filter((name) => !named.has(name))
}

/** Extra TypeScript appended to the virtual module, for tests that need types of their own. */
export interface ResolveOptions {
  root: string
  extraSource?: string
}

/**
 * Resolves every entry's type in one Program: all property names of the apparent type, through
 * aliases, intersections and unions (each member's properties), or of parameter `parameter` of
 * every call signature (overloads included). An entry whose type expression does not compile gets
 * TypeScript's message as its `error`.
 */
export function resolveDeclaredOptions(entries: readonly OptionsEntry[], { root, extraSource = "" }: ResolveOptions): DeclaredOptions[] {
  const virtual = path.join(root, "__options_coverage__.ts")
  const imports = Object.entries(OPTION_MODULES).map(([alias, specifier]) => `import type * as ${alias} from ${JSON.stringify(specifier)}`)
  const aliases = entries.map((entry, index) => `export type Option${index} = ${entry.type}`)
  const text = [...imports, ...aliases, extraSource].join("\n")
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types: [],
  }
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (file, language, ...rest) => (file === virtual ? ts.createSourceFile(file, text, language) : getSourceFile.call(host, file, language, ...rest))
  host.fileExists = (file) => file === virtual || fileExists.call(host, file)
  host.readFile = (file) => (file === virtual ? text : readFile.call(host, file))
  const program = ts.createProgram([virtual], options, host)
  const source = program.getSourceFile(virtual)!
  const errors = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
  const checker = program.getTypeChecker()
  const declarations = source.statements.filter(ts.isTypeAliasDeclaration)
  const inside = (node: ts.Node) => (error: ts.Diagnostic) => error.start !== undefined && error.start >= node.pos && error.start < node.end
  const stray = errors.filter((error) => !declarations.some((declaration) => inside(declaration)(error)))
  if (stray.length > 0) throw new Error(`options-coverage: the virtual module does not compile: ${stray.map((error) => ts.flattenDiagnosticMessageText(error.messageText, " ")).join("; ")}`)
  return entries.map((entry, index) => {
    const declaration = declarations.find((statement) => statement.name.text === `Option${index}`)!
    const own = errors.filter(inside(declaration))
    if (own.length > 0) {
      const error = own.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")).join("; ")
      return { entry, required: [], exempt: [], unknownExemptions: [], error }
    }
    const type = checker.getTypeAtLocation(declaration.name)
    const properties = new Map<string, ts.Symbol>()
    const collect = (member: ts.Type) => collectProperties(checker, member, properties)
    if (entry.parameter === undefined) collect(type)
    else {
      const signatures = checker.getApparentType(type).getCallSignatures()
      if (signatures.length === 0) return { entry, required: [], exempt: [], unknownExemptions: [], error: `${entry.type} has no call signature to take parameter ${entry.parameter} of` }
      for (const signature of signatures) {
        const parameter = signature.getParameters()[entry.parameter]
        if (parameter) collect(checker.getNonNullableType(checker.getTypeOfSymbol(parameter)))
      }
    }
    const listed = entry.undocumented ?? {}
    const required: string[] = []
    const exempt: ExemptOption[] = []
    for (const [name, symbol] of properties) {
      const reason = exemptionOf(program, checker, symbol) ?? listed[name]
      if (reason) exempt.push({ name, reason })
      else required.push(name)
    }
    return { entry, required, exempt, unknownExemptions: Object.keys(listed).filter((name) => !properties.has(name)) }
  })
}

/** Types whose properties are not options: `boolean | {…}` options reach here as `true`/`false`. */
const F = ts.TypeFlags
const NOT_OPTIONS =
  F.StringLike | F.NumberLike | F.BigIntLike | F.BooleanLike | F.EnumLike | F.ESSymbolLike | F.VoidLike | F.Null | F.Never | F.Any | F.Unknown | F.NonPrimitive

function collectProperties(checker: ts.TypeChecker, type: ts.Type, into: Map<string, ts.Symbol>): void {
  if (type.isUnion() || type.isIntersection()) {
    for (const member of type.types) collectProperties(checker, member, into)
    return
  }
  if (type.flags & NOT_OPTIONS) return
  if (type.flags & ts.TypeFlags.TypeParameter) {
    // `<O extends GetDefaultMiddlewareOptions>(options?: O)`: the options are the constraint's.
    const constraint = checker.getBaseConstraintOfType(type)
    if (constraint && constraint !== type) collectProperties(checker, constraint, into)
    return
  }
  for (const property of checker.getPropertiesOfType(checker.getApparentType(type))) {
    // Symbol-keyed properties (`[resultType]`) are type-level markers, not options one writes.
    if (property.escapedName.toString().startsWith("__@")) continue
    if (!into.has(property.name)) into.set(property.name, property)
  }
}

function exemptionOf(program: ts.Program, checker: ts.TypeChecker, symbol: ts.Symbol): string | undefined {
  const tags = symbol.getJsDocTags(checker).map((tag) => tag.name)
  if (tags.includes("deprecated")) return "@deprecated in its JSDoc"
  if (tags.includes("internal")) return "@internal in its JSDoc"
  const declarations = symbol.getDeclarations() ?? []
  if (declarations.length > 0 && declarations.every((declaration) => program.isSourceFileDefaultLibrary(declaration.getSourceFile()))) {
    return "declared by TypeScript's lib (a platform type the option extends), not by the package"
  }
  return undefined
}

/** One page's missing names, grouped by the type they belong to. */
export interface PageProblem {
  page: string
  missing: { type: string; names: string[] }[]
}

/** The pages that do not name every required property of their types, with the names, per page. */
export function coverageProblems(declared: readonly DeclaredOptions[], readPage: (page: string) => string): PageProblem[] {
  const byPage = new Map<string, PageProblem>()
  const named = new Map<string, Set<string>>()
  for (const { entry, required } of declared) {
    for (const page of entry.pages) {
      if (!named.has(page)) named.set(page, namesInPage(readPage(page)))
      const names = required.filter((name) => !named.get(page)!.has(name))
      if (names.length === 0) continue
      const problem = byPage.get(page) ?? { page, missing: [] }
      problem.missing.push({ type: entry.name, names })
      byPage.set(page, problem)
    }
  }
  return [...byPage.values()]
}

export function formatProblem(problem: PageProblem): string {
  return `${problem.page} does not name, as inline code or in a code block:\n${problem.missing.map(({ type, names }) => `  ${type}: ${names.join(", ")}`).join("\n")}`
}
