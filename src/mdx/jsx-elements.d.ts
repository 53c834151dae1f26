import type { ReactNode } from "react"

/**
 * The body's custom elements in JSX. React 18 passes a custom element's props through as
 * attributes, as written: `class` (not `className`, which would become a `classname`
 * attribute), and strings only (`hidden={false}` would render `hidden="false"`).
 */
interface BodyElementProps {
  class?: string
  children?: ReactNode
  /** The element may set attributes of its own before React hydrates it. */
  suppressHydrationWarning?: boolean
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "docs-tabs": BodyElementProps
      "docs-code-block": BodyElementProps
      "docs-table": BodyElementProps
      "docs-copy-page": BodyElementProps
    }
  }
}
