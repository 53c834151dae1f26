#!/usr/bin/env node
// npm run gates: the gates (scripts/gates/*.mjs: JavaScript budget, Lighthouse with its performance
// score, the built files' bytes) against the build in public/, on their own, on a quiet machine. `npm test` runs the same
// gates without the Lighthouse performance score, which moves with the machine's load.
import fs from "node:fs"
import path from "node:path"
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"

const gatesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "gates")
let passed = 0
let failed = 0
for (const gate of fs.readdirSync(gatesDir).filter((file) => file.endsWith(".mjs")).sort()) {
  console.log(`\n=== Gate: ${gate} ===`)
  const status = spawnSync("node", [path.join(gatesDir, gate), "--performance"], { stdio: "inherit" }).status
  if (status === 0) passed += 1
  else failed += 1
}
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
