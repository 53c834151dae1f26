/**
 * `gatsby develop`'s source of static doc bodies. In a build there is none (the body is
 * HTML in the page, or a fragment): this plugin's gatsby-node.ts puts developBody.develop.tsx
 * in this module's place in the develop bundles only, so none of it reaches a production bundle.
 */
export const DevelopBody: ((props: { route: string }) => JSX.Element) | null = null

/** The sidebars the develop server pushed after a save of the sidebars file (name -> items); never any in a build. */
export const useDevelopSidebars = (): Record<string, unknown> | null => null
