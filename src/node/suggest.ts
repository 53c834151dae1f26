/** Edit distance, for "did you mean" hints in build errors. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]
    previous[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]
      previous[j] = Math.min(
        previous[j] + 1,
        previous[j - 1] + 1,
        diagonal + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1),
      )
      diagonal = above
    }
  }
  return previous[b.length]
}

/** The closest candidate within a third of the word's length, if any. */
export function closest(word: string, candidates: Iterable<string>): string | null {
  let best: string | null = null
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : null
}

export function didYouMean(word: string, candidates: Iterable<string>): string {
  const match = closest(word, candidates)
  return match ? ` (did you mean "${match}"?)` : ""
}
