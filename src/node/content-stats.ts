/**
 * Counts over one doc's Markdown tree, shared by the content floors (content-quality.test.ts)
 * and `npm run check:docs`, so an author sees the same numbers the tests hold a page to.
 */
import { SKIP, visit } from "unist-util-visit"
import type { Root } from "mdast"
import { runnableSamplesIn } from "./dialect/prepare"

export interface DocStats {
  /** Fenced code blocks of any language. */
  blocks: number
  /** Code blocks with `run` in their meta (executed at build time). */
  runnable: number
  /** Words of prose: text outside code, inline code and tables (front matter is not in the tree). */
  words: number
}

const isWord = (word: string) => /[A-Za-z0-9]/.test(word)

export function docStats(tree: Root): DocStats {
  const stats: DocStats = { blocks: 0, runnable: runnableSamplesIn(tree).length, words: 0 }
  visit(tree, (node) => {
    if (node.type === "code") stats.blocks += 1
    else if (node.type === "table") return SKIP
    else if (node.type === "text") stats.words += node.value.split(/\s+/).filter(isWord).length
    return undefined
  })
  return stats
}
