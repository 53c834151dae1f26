/**
 * The early-controls script as gatsby-ssr.tsx inlines it: the bundle src/node/early-script.ts
 * builds from script.ts (handed to the server bundle as `__EARLY_SCRIPT__`) around this
 * site's settings.
 */
import type { EarlyScriptSettings } from "./script"

declare const __EARLY_SCRIPT__: readonly [string, string]

export type { EarlyScriptSettings }

/** The inline script's text for this site's settings. */
export function earlyControlsScript(settings: EarlyScriptSettings): string {
  const [head, tail] = __EARLY_SCRIPT__
  return head + JSON.stringify(settings) + tail
}
