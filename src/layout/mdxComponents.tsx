import { SmartLink } from "../components/SmartLink"

/** Components Markdown renders into. Extended by the authoring dialect (src/mdx). */
export const mdxComponents = {
  a: SmartLink,
}
