/** An author-facing problem: `file:line: message`. */
export interface Problem {
  file: string
  line?: number
  message: string
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.message}`
}
