import { useEffect } from "react"
import { siteData } from "../config/client"
import { createStorageSlot } from "./storage"

export const docsPreferredVersionKey = (pluginId: string): string => `docs-preferred-version-${pluginId}`
const slot = createStorageSlot(docsPreferredVersionKey(siteData.docs.pluginId))

type Version = (typeof siteData.docs.versions)[number]

const latest = (): Version => siteData.docs.versions.find((version) => version.isLatest) ?? siteData.docs.versions[0]

/** The version whose path prefixes `route` (the longest match wins). */
export function versionOfRoute(route: string): Version {
  const matches = siteData.docs.versions
    .filter((version) => route.startsWith(version.path))
    .sort((a, b) => b.path.length - a.path.length)
  return matches[0] ?? latest()
}

/** The reader's saved version, or the latest one when nothing (valid) is saved. */
export function preferredVersion(): Version {
  const saved = slot.get()
  return siteData.docs.versions.find((version) => version.name === saved) ?? latest()
}

/**
 * Rewrites a docs route of the latest version into the preferred version's
 * path (identity while only one version exists, but links stay correct when a
 * second version is added).
 */
export function withPreferredVersion(route: string): string {
  const from = latest()
  const to = preferredVersion()
  if (from.name === to.name || !route.startsWith(from.path)) return route
  return to.path + route.slice(from.path.length)
}

/** On a doc page: remember the version being read. */
export function useSaveDocsVersion(route: string): void {
  useEffect(() => {
    slot.set(versionOfRoute(route).name)
  }, [route])
}
