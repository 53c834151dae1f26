/** One production error code of @reduxjs/toolkit, as the /errors page receives it (page context). */
export interface ErrorCodeEntry {
  code: number
  /** The development message; `${...}` placeholders stand for values filled in at run time. */
  message: string
  /** The library source file the throw lives in, like `src/createSlice.ts`. */
  source: string
  /** The API page the message concerns, when the site has one. */
  route: string | null
}

/** The code `?code=` names, or why it names none; the raw value is only ever shown as text. */
export type CodeQuery = { kind: "none" } | { kind: "known"; entry: ErrorCodeEntry } | { kind: "unknown"; raw: string }

export function readCodeQuery(search: string, entries: readonly ErrorCodeEntry[]): CodeQuery {
  const raw = new URLSearchParams(search).get("code")
  if (raw === null || raw === "") return { kind: "none" }
  const entry = /^\d+$/.test(raw.trim()) ? entries.find((candidate) => candidate.code === Number(raw.trim())) : undefined
  return entry ? { kind: "known", entry } : { kind: "unknown", raw }
}

/** The /errors page's context (gatsby-node.ts): the layout's sidebar and every code. */
export interface ErrorsPageContext {
  route: string
  sidebarName: string
  entries: ErrorCodeEntry[]
}
