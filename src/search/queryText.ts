/**
 * What the local index is asked for a reader's query (localClient.ts). Pagefind ranks every
 * word, so the filler words of a question ("how do I cancel a request") would pull pages
 * that merely use them; and it has no typo tolerance, so `createSlise` finds nothing named
 * createSlice (and the misspelt word, split at its capitals, pulls in unrelated pages: it
 * cannot simply stay beside the correction). A question keeps its content words; a word one
 * or two edits away from a word of a page title (the API names, /pagefind/vocabulary.json)
 * becomes that word. Pure functions, unit-tested.
 */

import { limitQuery } from "./queryLimit"

/** Filler words dropped from a question of three or more words (if any content word is left). */
const FILLER = new Set(
  "a an and are can could do does for from how i in is it me my of on or should the to use using what when where which why with would you"
    .split(" "),
)

/** Title words shorter than this are not typo targets: short words are too close to each other. */
const MIN_CORRECTED_LENGTH = 6

/** Edits between two words (insert, delete, substitute, swap two neighbours). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = []
  for (let i = 0; i <= a.length; i++) {
    rows.push([i])
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[i][j] = j
        continue
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2][j - 2] + 1)
      rows[i][j] = best
    }
  }
  return rows[a.length][b.length]
}

/** The vocabulary word a mistyped word most likely meant, or null (exact words and ties are left alone). */
export function correction(word: string, vocabulary: readonly string[]): string | null {
  const lower = word.toLowerCase()
  if (lower.length < MIN_CORRECTED_LENGTH) return null
  let best: string | null = null
  let bestDistance = Infinity
  let tie = false
  for (const candidate of vocabulary) {
    const target = candidate.toLowerCase()
    if (target === lower) return null
    if (target.length < MIN_CORRECTED_LENGTH || Math.abs(target.length - lower.length) > 2) continue
    const distance = editDistance(lower, target)
    if (distance > 2 || distance > bestDistance) continue
    tie = distance === bestDistance && best !== candidate
    if (distance < bestDistance) tie = false
    best = candidate
    bestDistance = distance
  }
  return best !== null && !tie ? best : null
}

/** The query text sent to the index; past MAX_QUERY_LENGTH characters a query is cut (each word costs a pass over the vocabulary). */
export function indexQuery(query: string, vocabulary: readonly string[]): string {
  const words = limitQuery(query).trim().split(/\s+/).filter(Boolean)
  const content = words.length >= 3 ? words.filter((word) => !FILLER.has(word.toLowerCase())) : words
  const kept = content.length > 0 ? content : words
  return kept.map((word) => correction(word, vocabulary) ?? word).join(" ")
}
