/** Where a doc's Markdown twin is served: `/api/createSlice` → `/api/createSlice.md`, `/` → `/index.md`. */
export function twinPath(route: string): string {
  const trimmed = route.replace(/\/+$/, "")
  return `${trimmed === "" ? "/index" : trimmed}.md`
}
