import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { loadContent } from "../../content"
import { docsFolderSamples } from "./folder"
import { prepareDialect } from "../prepare"
import { installedPackages, SampleChecker } from "./samples"

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})
afterEach(() => {
  delete process.env.DOCS_TYPECHECK_EXTENSIONS
})

/** A Docusaurus-style docs folder, outside the project: its own tsconfig paths and node_modules. */
function docsFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-folder-"))
  dirs.push(dir)
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), text)
  }
  return dir
}

const FOLDER = {
  "tsconfig.json": '{\n  // comments are fine\n  "compilerOptions": { "baseUrl": ".", "paths": { "@virtual/*": ["virtual/*"] } },\n}\n',
  "virtual/greeting.ts": "export const greeting = (name: string): string => `Hello, ${name}`\n",
  "node_modules/folder-only-package/package.json": '{ "name": "folder-only-package", "version": "1.0.0", "types": "index.d.ts" }\n',
  "node_modules/folder-only-package/index.d.ts": "export declare function shout(text: string): string\n",
  "node_modules/folder-only-package/README.md": "# Not a page\n",
  "guide/uses-both.mdx":
    "---\ntitle: Uses both\n---\n\n```ts\nimport { createSlice } from '@reduxjs/toolkit'\nimport { greeting } from '@virtual/greeting'\nimport { shout } from 'folder-only-package'\nconst text: string = shout(greeting('docs'))\nexport const slice = createSlice({ name: 'n', initialState: text, reducers: {} })\n```\n",
  "guide/plain.md": "---\ntitle: Plain\n---\n\n```ts\nconst notChecked: number = 'in a .md page'\n```\n",
}

async function prepare(dir: string) {
  const content = loadContent(dir)
  return prepareDialect(content.withTrees(), { docsFolder: dir, cacheDir: null, run: false })
}

describe("a docs folder with its own tsconfig.json", () => {
  it("checks .mdx samples only, resolving its tsconfig paths, its own node_modules, then the site's packages", async () => {
    const dir = docsFolder(FOLDER)
    expect(docsFolderSamples(dir).extensions).toEqual([".mdx"])
    const report = await prepare(dir)
    expect(report.errors).toEqual([])
    expect(report.files).toBe(2)
    expect(report.samples).toBe(1)
  })

  it("types a package the folder installed without declarations from the site's @types, after the folder's own @types", async () => {
    // react-dom as a Docusaurus folder holds it: JavaScript only, its types in a hoisted @types package.
    const untyped = {
      "node_modules/react-dom/package.json": '{ "name": "react-dom", "version": "18.3.1", "exports": { ".": "./index.js", "./client": "./client.js" } }\n',
      "node_modules/react-dom/index.js": "module.exports = {}\n",
      "node_modules/react-dom/client.js": "exports.createRoot = () => ({})\n",
    }
    const sample = "import { createRoot } from 'react-dom/client'\nexport const root = createRoot(document.createElement('div'))\nroot.render(null)\n"
    const page = (code: string) => `---\ntitle: Root\n---\n\n\`\`\`tsx\n${code}\`\`\`\n`
    const fromSite = await prepare(docsFolder({ ...FOLDER, ...untyped, "guide/root.mdx": page(sample) }))
    expect(fromSite.errors).toEqual([])
    expect(fromSite.samples).toBe(2)
    // The folder's own @types come before the site's.
    const ownTypes = {
      "node_modules/@types/react-dom/package.json": '{ "name": "@types/react-dom", "version": "18.3.0", "types": "index.d.ts" }\n',
      "node_modules/@types/react-dom/index.d.ts": "export {}\n",
      "node_modules/@types/react-dom/client.d.ts": "export declare function createRoot(container: Element): 'typed by the folder'\n",
    }
    const own = "import { createRoot } from 'react-dom/client'\nexport const root: 'typed by the folder' = createRoot(document.createElement('div'))\n"
    const fromFolder = await prepare(docsFolder({ ...FOLDER, ...untyped, ...ownTypes, "guide/root.mdx": page(own) }))
    expect(fromFolder.errors).toEqual([])
  })

  it("keys cached results by the folder's installed packages, lock file or not", () => {
    const dir = docsFolder(FOLDER)
    const environment = () => new SampleChecker({ root: process.cwd(), cacheDir: null, folder: docsFolderSamples(dir).folder }).environment
    const before = environment()
    expect(installedPackages(dir)).toBe("folder-only-package@1.0.0")
    fs.mkdirSync(path.join(dir, "node_modules", "@types", "react-dom"), { recursive: true })
    fs.writeFileSync(path.join(dir, "node_modules", "@types", "react-dom", "package.json"), '{ "version": "18.3.0" }')
    expect(installedPackages(dir)).toBe("@types/react-dom@18.3.0,folder-only-package@1.0.0")
    expect(environment()).not.toBe(before)
  })

  it("reports a type error in an .mdx sample with file:line", async () => {
    const dir = docsFolder({ ...FOLDER, "guide/uses-both.mdx": FOLDER["guide/uses-both.mdx"].replace("const text: string", "const text: number") })
    const report = await prepare(dir)
    expect(report.errors).toEqual([expect.stringMatching(/guide\/uses-both\.mdx:9: TS2322: Type 'string' is not assignable to type 'number'\./)])
  })

  it("checks .md pages too when DOCS_TYPECHECK_EXTENSIONS says so", async () => {
    process.env.DOCS_TYPECHECK_EXTENSIONS = '[".md", ".mdx"]'
    const dir = docsFolder(FOLDER)
    const report = await prepare(dir)
    expect(report.errors).toEqual([expect.stringMatching(/guide\/plain\.md:6: TS2322: Type 'string' is not assignable to type 'number'\./)])
  })

  it("stops on a tsconfig.json that does not parse, naming the file and line", async () => {
    const dir = docsFolder({ ...FOLDER, "tsconfig.json": '{\n  "compilerOptions": {\n    "baseUrl": "."\n    "paths": {}\n  }\n}\n' })
    const report = await prepare(dir)
    expect(report.errors).toEqual([expect.stringMatching(/tsconfig\.json:4: '?,'? expected\. Fix the file: it must be JSON \(comments and trailing commas are allowed\)\.$/)])
  })

  it("without a tsconfig.json, a folder's .md and .mdx samples are both checked, as the site's own content is", () => {
    const dir = docsFolder({ "a.md": "---\ntitle: A\n---\n" })
    expect(docsFolderSamples(dir)).toEqual({ extensions: [".md", ".mdx"], folder: null })
  })
})
