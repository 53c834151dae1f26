import React from "react"
import { Fragment, jsx, jsxs } from "react/jsx-runtime"
import { useMDXComponents } from "@mdx-js/react"
import { staticBodyFile } from "./shared"

/** The folder of compiled static bodies (static-bodies.ts), defined by this plugin's gatsby-node.ts for the server bundle. */
declare const __DOC_BODIES_DIR__: string
/** Node's own `require`, not webpack's: the body modules are written by the build, outside the bundle. */
declare const __non_webpack_require__: (id: string) => unknown

type Content = (props: Record<string, never>) => JSX.Element
type BodyModule = (runtime: object) => { default: Content }

/**
 * Renders a static doc body on the server from the module compiled for it
 * (static-bodies.ts), with the site's MDX components from the surrounding
 * MDXProvider. The module is named by the body's key, which is part of the page's
 * data: a changed body changes the page data, so Gatsby renders the page again.
 */
export function ServerBody({ bodyKey }: { bodyKey: string }): JSX.Element {
  const file = staticBodyFile(__DOC_BODIES_DIR__, bodyKey)
  let run: BodyModule
  try {
    run = __non_webpack_require__(file) as BodyModule
  } catch (error) {
    const missing = (error as { code?: string }).code === "MODULE_NOT_FOUND"
    throw new Error(
      missing
        ? `A compiled doc body is missing (${file}). Run \`npm run clean\` and build again.`
        : `The compiled doc body ${file} could not be loaded: ${(error as Error).message}`,
      { cause: error },
    )
  }
  const Content = run({ Fragment, jsx, jsxs, useMDXComponents }).default
  return <Content />
}
