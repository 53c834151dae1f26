#!/usr/bin/env node
// Browser tests use Debian's Chromium (Playwright cannot download its own browser here).
// Installs it with apt-get when it is missing; needs root, as on CI and developer machines.
import fs from "node:fs"
import { execSync } from "node:child_process"
import { fileURLToPath } from "node:url"

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM
  console.log(`Chromium not found at ${CHROMIUM}; installing it with apt-get…`)
  const sudo = process.getuid && process.getuid() !== 0 ? "sudo " : ""
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: "inherit",
  })
  if (!fs.existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`)
  return CHROMIUM
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureChromium()
