/**
 * Docusaurus pages import their MDX components from the theme: `import Tabs from
 * '@theme/Tabs'`. This site gives every page those components without an import (the
 * dialect's MDX components), so such imports are taken out of the page and the elements
 * they name are renamed to this site's components; the page then needs no JavaScript of its
 * own (a static body). `@docusaurus/Link` becomes a plain link. Modules this site does not
 * have stop the build, naming the ones it has. `@docusaurus/useBaseUrl` and `@site/...`
 * stay imports, resolved by webpack aliases (gatsby-node.ts).
 */
import type { Root } from "mdast"
import type { Node } from "unist"
import { visit } from "unist-util-visit"

/** The parts of MDX's ESM and JSX nodes read here. */
interface MdxjsEsm extends Node {
  type: "mdxjsEsm"
  data?: { estree?: unknown }
}
interface MdxJsxAttribute {
  type: string
  name: string
}
interface MdxJsxElement extends Node {
  name: string | null
  attributes: MdxJsxAttribute[]
}

/** A theme module and the component of this site that takes its place. */
export const THEME_COMPONENTS: Readonly<Record<string, string>> = {
  "@theme/Tabs": "Tabs",
  "@theme/TabItem": "TabItem",
  "@theme/Admonition": "Admonition",
  "@theme/CodeBlock": "CodeBlock",
  "@theme/Details": "Details",
  "@docusaurus/Link": "a",
}

/** Docusaurus modules kept as imports and resolved by webpack to this site's equivalents. */
export const ALIASED_MODULES = ["@docusaurus/useBaseUrl", "@site/"]

const isThemeSource = (source: string) => source.startsWith("@theme/") || source.startsWith("@theme-original/") || source.startsWith("@docusaurus/")
const isAliased = (source: string) => ALIASED_MODULES.some((module) => (module.endsWith("/") ? source.startsWith(module) : source === module))

interface ImportDeclaration {
  type: "ImportDeclaration"
  source: { value: unknown }
  specifiers: Array<{ type: string; local: { name: string } }>
}

type Statement = { type: string } | ImportDeclaration

const importsOf = (node: MdxjsEsm): Statement[] => ((node.data?.estree as { body?: Statement[] } | undefined)?.body ?? []) as Statement[]
const isImport = (statement: Statement): statement is ImportDeclaration => statement.type === "ImportDeclaration"

export interface ThemeImportProblem {
  line: number | undefined
  message: string
}

/** Local names bound to theme components in `tree` (`Tabs` → `Tabs`, `MyLink` → `a`). */
export function themeRenames(tree: Root): Map<string, string> {
  const renames = new Map<string, string>()
  visit(tree, "mdxjsEsm", (node) => {
    for (const statement of importsOf(node as unknown as MdxjsEsm)) {
      if (!isImport(statement)) continue
      const component = THEME_COMPONENTS[String(statement.source.value)]
      if (component) for (const specifier of statement.specifiers) renames.set(specifier.local.name, component)
    }
  })
  return renames
}

/** Whether an ESM node holds only imports of theme components (taken out by `replaceThemeImports`). */
export function isThemeImportsOnly(node: MdxjsEsm): boolean {
  const statements = importsOf(node)
  return statements.length > 0 && statements.every((statement) => isImport(statement) && String(statement.source.value) in THEME_COMPONENTS)
}

/**
 * Takes theme imports out of `tree` and renames the elements they bound. Returns the imports
 * of modules this site does not provide.
 */
export function replaceThemeImports(tree: Root): ThemeImportProblem[] {
  const problems: ThemeImportProblem[] = []
  const renames = themeRenames(tree)
  visit(tree, "mdxjsEsm", (node) => {
    const estree = (node as unknown as MdxjsEsm).data?.estree as { body: Statement[] } | undefined
    if (!estree) return
    estree.body = estree.body.filter((statement) => {
      if (!isImport(statement)) return true
      const source = String(statement.source.value)
      if (source in THEME_COMPONENTS) return false
      if (isThemeSource(source) && !isAliased(source)) {
        problems.push({
          line: node.position?.start.line,
          message: `imports "${source}", which this site does not provide; the Docusaurus modules it has are ${[...Object.keys(THEME_COMPONENTS), ...ALIASED_MODULES.map((module) => (module.endsWith("/") ? `${module}...` : module))].join(", ")}. Use one of them, or import a component of your own by relative path.`,
        })
        return false
      }
      return true
    })
  })
  // An ESM node left empty would still make MDX emit nothing, but the page would not be static.
  const parents: Array<{ children: unknown[] }> = []
  visit(tree, (node, _index, parent) => {
    if (node.type === "mdxjsEsm" && parent && ((node as unknown as MdxjsEsm).data?.estree as { body: Statement[] } | undefined)?.body.length === 0) {
      parents.push(parent as { children: unknown[] })
    }
  })
  for (const parent of new Set(parents)) {
    parent.children = parent.children.filter(
      (child) => !((child as { type: string }).type === "mdxjsEsm" && ((child as unknown as MdxjsEsm).data?.estree as { body: Statement[] } | undefined)?.body.length === 0),
    )
  }
  if (renames.size > 0) {
    visit(tree, (node) => {
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return
      const element = node as unknown as MdxJsxElement
      const component = element.name ? renames.get(element.name) : undefined
      if (!component) return
      element.name = component
      // Docusaurus's Link takes `to`; a link takes `href`.
      if (component === "a") {
        for (const attribute of element.attributes) {
          if (attribute.type === "mdxJsxAttribute" && attribute.name === "to") attribute.name = "href"
        }
      }
    })
  }
  return problems
}
