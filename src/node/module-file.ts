/**
 * Evaluating a configuration module from disk while the server runs (`gatsby develop` reads
 * sidebars.ts and site.config.ts again when they are saved; Gatsby bundled them once at start).
 * TypeScript is transpiled with the compiler the sample checker already uses (types are erased),
 * then run as CommonJS. A relative import of another TypeScript file is transpiled the same way;
 * anything else is required from the importing file's folder (its own node_modules first).
 * `modules` supplies modules that must be the running process's own instance (a module keeping
 * state that the caller reads, such as the environment helpers' record of which variable a
 * value came from), by absolute path without extension.
 */
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import ts from "typescript"

/** A syntax error in the module: the 1-based line and TypeScript's message. */
export class ModuleSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(message)
    this.name = "ModuleSyntaxError"
  }
}

const TS_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts"]

export interface EvaluateOptions {
  /** Modules to hand over as they are, by absolute path without extension. */
  modules?: ReadonlyMap<string, unknown>
}

/** The TypeScript file a relative specifier names, or null when it names no TypeScript file. */
function typeScriptFile(fromDir: string, specifier: string): string | null {
  const base = path.resolve(fromDir, specifier)
  const candidates = [base, ...TS_EXTENSIONS.map((extension) => base + extension), ...TS_EXTENSIONS.map((extension) => path.join(base, `index${extension}`))]
  return candidates.find((candidate) => TS_EXTENSIONS.includes(path.extname(candidate)) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null
}

function run(file: string, source: string, options: EvaluateOptions, seen: Map<string, { exports: unknown }>): unknown {
  const { outputText, diagnostics } = ts.transpileModule(source, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  })
  const syntax = diagnostics?.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
  if (syntax) {
    const line = syntax.file && syntax.start !== undefined ? syntax.file.getLineAndCharacterOfPosition(syntax.start).line + 1 : 1
    throw new ModuleSyntaxError(file, line, ts.flattenDiagnosticMessageText(syntax.messageText, " "))
  }
  const module: { exports: unknown } = { exports: {} }
  seen.set(file, module)
  const nodeRequire = createRequire(file)
  const localRequire = ((specifier: string) => {
    if (specifier.startsWith(".") || path.isAbsolute(specifier)) {
      const target = typeScriptFile(path.dirname(file), specifier)
      if (target) {
        const given = options.modules?.get(target.slice(0, -path.extname(target).length))
        if (given !== undefined) return given
        const known = seen.get(target)
        if (known) return known.exports
        run(target, fs.readFileSync(target, "utf8"), options, seen)
        return seen.get(target)!.exports
      }
    }
    return nodeRequire(specifier)
  }) as NodeRequire
  // CommonJS's wrapper.
  const wrapped = new Function("exports", "require", "module", "__filename", "__dirname", outputText) as (
    exports: unknown,
    require: NodeRequire,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void
  wrapped(module.exports, localRequire, module, file, path.dirname(file))
  return module.exports
}

/** The module's default export (or `module.exports` when it has none). Throws ModuleSyntaxError, or what the module throws. */
export function evaluateModuleFile(file: string, source: string = fs.readFileSync(file, "utf8"), options: EvaluateOptions = {}): unknown {
  const exported = run(file, source, options, new Map()) as { default?: unknown } | null
  return exported && typeof exported === "object" && "default" in exported ? exported.default : exported
}
