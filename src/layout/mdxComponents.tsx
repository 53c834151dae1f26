import { SmartLink } from "../components/SmartLink"
import { dialectComponents } from "../mdx/components"
import { ScrollableTable } from "../mdx/table/ScrollableTable"

/** Components Markdown renders into. Extended by the authoring dialect (src/mdx). */
export const mdxComponents = {
  ...dialectComponents,
  a: SmartLink,
  table: ScrollableTable,
}
