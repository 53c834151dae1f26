import { Admonition } from "./Admonition"
import { CodeBlock } from "./code-block/CodeBlock"
import { Details } from "./Details"
import { TabItem, Tabs } from "./tabs/Tabs"

/**
 * What Markdown renders into; pass to <MDXProvider components>. The dialect's
 * remark plugin emits these names, so pages need no imports.
 */
export const dialectComponents = {
  Admonition,
  CodeBlock,
  Details,
  Tabs,
  TabItem,
}

export { Admonition, CodeBlock, Details, TabItem, Tabs }
