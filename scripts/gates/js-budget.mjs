#!/usr/bin/env node
// Quality gate: what a first visit downloads until the network is idle, measured in
// Debian Chromium against the production build served with gzip.
//   doc page: JavaScript ≤ 95 kB gzipped, everything ≤ 200 kB; home page: JavaScript ≤ 90 kB.
import path from "node:path"
import { fileURLToPath } from "node:url"
import { firstVisitBytes } from "../first-visit.mjs"
import { ensureChromium } from "../ensure-chromium.mjs"
import { serveInBackground } from "../serve/background.mjs"

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const KB = 1024
const BUDGETS = [
  { route: "/", js: 90 * KB, total: 200 * KB },
  { route: "/api/createSlice", js: 95 * KB, total: 200 * KB },
  { route: "/rtk-query/usage/queries", js: 95 * KB, total: 200 * KB },
  // The two longest docs: a static body costs no JavaScript however long it is (docs/decisions.md).
  { route: "/usage/usage-guide", js: 95 * KB, total: 200 * KB },
  { route: "/usage/usage-with-typescript", js: 95 * KB, total: 200 * KB },
]
ensureChromium()
const server = await serveInBackground({ dir: path.join(projectDir, "public") })
let failed = false
try {
  for (const budget of BUDGETS) {
    for (const width of [1280, 375]) {
      const bytes = await firstVisitBytes(`${server.origin}${budget.route}`, { width, height: width > 400 ? 800 : 740 })
      const ok = bytes.js <= budget.js && bytes.total <= budget.total
      if (!ok) failed = true
      console.log(
        `${ok ? "ok  " : "FAIL"} ${budget.route} @${width}px: JS ${(bytes.js / KB).toFixed(1)} kB (budget ${budget.js / KB}), total ${(bytes.total / KB).toFixed(1)} kB (budget ${budget.total / KB}), ${bytes.requests} requests`,
      )
    }
  }
} finally {
  await server.stop()
}
process.exit(failed ? 1 : 0)
