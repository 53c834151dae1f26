#!/usr/bin/env node
// Adds package-lock entries for platform-specific optional dependencies that
// this machine's npm registry mirror does not serve (it answers 404 for, e.g.,
// @rollup/rollup-darwin-arm64). Without an entry, `npm ci` tries to resolve the
// optional edge, cannot, and refuses the lockfile as "out of sync". An entry that
// carries cpu/os/libc lets npm skip the package on every other platform without
// fetching it. Run `node scripts/lock-platform-entries.mjs` after any
// `npm install` that rewrites package-lock.json; `--check` only reports.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OS = [
  [/darwin/, 'darwin'], [/win32|windows/, 'win32'], [/freebsd/, 'freebsd'],
  [/openbsd/, 'openbsd'], [/openharmony/, 'openharmony'], [/android/, 'android'], [/linux/, 'linux'],
];
const CPU = [
  [/arm64/, 'arm64'], [/x64/, 'x64'], [/ia32/, 'ia32'], [/loong64/, 'loong64'],
  [/ppc64/, 'ppc64'], [/riscv64/, 'riscv64'], [/s390x/, 's390x'], [/-arm(-|$)/, 'arm'],
];

/** The platform a package name like `@rollup/rollup-linux-x64-musl` is built for, or null. */
export function platformOf(name) {
  const base = name.split('/').pop();
  const os = OS.find(([re]) => re.test(base))?.[1];
  const cpu = CPU.find(([re]) => re.test(base))?.[1];
  if (!os || !cpu) return null;
  let libc;
  if (os === 'linux') libc = /musl/.test(base) ? ['musl'] : /gnu/.test(base) ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], libc };
}

/** Lock entries missing for optional dependencies, keyed by their node_modules path. */
export function missingPlatformEntries(lock, here = { os: process.platform, cpu: process.arch }) {
  const pkgs = lock.packages;
  const resolves = (fromPath, name) => {
    for (let p = fromPath; ; ) {
      if (pkgs[p ? `${p}/node_modules/${name}` : `node_modules/${name}`]) return true;
      if (!p) return false;
      const i = p.lastIndexOf('/node_modules/');
      p = i === -1 ? '' : p.slice(0, i);
    }
  };
  const missing = {};
  for (const [path, entry] of Object.entries(pkgs)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolves(path, name)) continue;
      const where = `package-lock.json: "${path || '(root)'}" has optional dependency ${name}`;
      const platform = platformOf(name);
      if (!platform) throw new Error(`${where} with no entry, and its name does not say its platform. Add its entry by hand (version, cpu, os, optional: true).`);
      if (platform.os[0] === here.os && platform.cpu[0] === here.cpu && !platform.libc?.includes('musl')) {
        throw new Error(`${where} built for this machine, but no entry. Run npm install.`);
      }
      const at = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
      // Keys in the order npm writes them, so a later `npm install` leaves the entry as it is.
      missing[at] = {
        version: spec.replace(/^[\^~=]/, ''),
        cpu: platform.cpu,
        ...(entry.dev ? { dev: true } : {}),
        ...(platform.libc ? { libc: platform.libc } : {}),
        optional: true,
        os: platform.os,
      };
    }
  }
  return missing;
}

/** The lock with the missing entries added, its "packages" sorted as npm sorts them. */
export function withPlatformEntries(lock, missing) {
  const { '': root, ...rest } = { ...lock.packages, ...missing };
  const sorted = Object.entries(rest).sort(([a], [b]) => a.localeCompare(b, 'en'));
  return { ...lock, packages: Object.fromEntries([['', root], ...sorted]) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL('../package-lock.json', import.meta.url);
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const missing = missingPlatformEntries(lock);
  const count = Object.keys(missing).length;
  if (process.argv.includes('--check')) {
    if (count) {
      console.error(`package-lock.json lacks ${count} platform entries (npm ci will refuse it). Run: node scripts/lock-platform-entries.mjs`);
      process.exit(1);
    }
    console.log('package-lock.json: every optional platform dependency has an entry');
  } else {
    writeFileSync(file, JSON.stringify(withPlatformEntries(lock, missing), null, 2) + '\n');
    console.log(`package-lock.json: ${count} platform entr${count === 1 ? 'y' : 'ies'} added`);
  }
}
