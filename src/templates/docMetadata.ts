import { createContext, useContext } from "react"

/** Docs metadata for the page being shown: its version and its own id, path and sidebar. */
export interface DocsMetadata {
  version: { name: string; label: string; path: string; isLatest: boolean; mainDocId: string; pluginId: string }
  doc: { id: string; path: string; sidebar: string | null }
}

export const DocsMetadataContext = createContext<DocsMetadata | null>(null)

/** null outside doc pages (home, search, 404). */
export function useDocsMetadata(): DocsMetadata | null {
  return useContext(DocsMetadataContext)
}
