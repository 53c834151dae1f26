import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
// @ts-expect-error plain ESM script without types
import { missingPlatformEntries, platformOf, withPlatformEntries } from "./lock-platform-entries.mjs"

const linux = { os: "linux", cpu: "x64" }

describe("lock platform entries", () => {
  it("reads the platform from a package name", () => {
    expect(platformOf("@rollup/rollup-linux-x64-musl")).toEqual({ os: ["linux"], cpu: ["x64"], libc: ["musl"] })
    expect(platformOf("@rollup/rollup-linux-arm-gnueabihf")).toEqual({ os: ["linux"], cpu: ["arm"], libc: ["glibc"] })
    expect(platformOf("@pagefind/windows-arm64")).toEqual({ os: ["win32"], cpu: ["arm64"], libc: undefined })
    expect(platformOf("@msgpackr-extract/msgpackr-extract-darwin-x64")).toMatchObject({ os: ["darwin"], cpu: ["x64"] })
    expect(platformOf("fsevents")).toBeNull()
  })

  it("adds an entry npm can skip for each optional dependency the lock lacks", () => {
    const lock = {
      packages: {
        "": { name: "site" },
        "node_modules/rollup": { version: "4.0.0", dev: true, optionalDependencies: { "@rollup/rollup-darwin-arm64": "4.0.0", "@rollup/rollup-linux-x64-gnu": "4.0.0" } },
        "node_modules/@rollup/rollup-linux-x64-gnu": { version: "4.0.0" },
      },
    }
    const missing = missingPlatformEntries(lock, linux)
    // Nested under its parent, so it can never clash with a hoisted copy of another version.
    expect(missing).toEqual({
      "node_modules/rollup/node_modules/@rollup/rollup-darwin-arm64": { version: "4.0.0", cpu: ["arm64"], dev: true, optional: true, os: ["darwin"] },
    })
    const fixed = withPlatformEntries(lock, missing)
    expect(Object.keys(fixed.packages)).toEqual(["", "node_modules/@rollup/rollup-linux-x64-gnu", "node_modules/rollup", "node_modules/rollup/node_modules/@rollup/rollup-darwin-arm64"])
    expect(missingPlatformEntries(fixed, linux)).toEqual({})
  })

  it("refuses to stub a package this machine needs, or one whose platform it cannot tell", () => {
    const needs = { packages: { "": {}, "node_modules/pagefind": { optionalDependencies: { "@pagefind/linux-x64": "1.6.0" } } } }
    expect(() => missingPlatformEntries(needs, linux)).toThrow(/built for this machine.*Run npm install/)
    const unknown = { packages: { "": {}, "node_modules/x": { optionalDependencies: { fsevents: "2.0.0" } } } }
    expect(() => missingPlatformEntries(unknown, linux)).toThrow(/"node_modules\/x" has optional dependency fsevents/)
  })

  it("the committed package-lock.json has every entry npm ci needs", () => {
    const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"))
    expect(missingPlatformEntries(lock, linux)).toEqual({})
  })
})
