/**
 * Every declared option is documented: each options type of options-coverage-table.ts, resolved
 * from the installed declarations, against the pages that document it. One TypeScript Program
 * (a few seconds) serves the table and the fixture types below.
 */
import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { coverageProblems, formatProblem, missingNames, namesInPage, resolveDeclaredOptions, type DeclaredOptions } from "./options-coverage"
import { OPTIONS_TABLE, type OptionsEntry } from "./options-coverage-table"

const root = process.cwd()
const contentDir = path.join(root, "content", "docs")

/** Types of our own, resolved in the same Program, to pin down how a type becomes a list of names. */
const FIXTURE_SOURCE = `
export interface FixtureOptions {
  kept?: number
  /** @deprecated use kept */
  old?: number
  /** @internal */
  hidden?: string
  listed?: boolean
}
export type FixtureUnion = { a: 1 } | ({ b: 2 } & { c?: 3 }) | boolean
export type FixtureOverloads = { (options: { x: 1 }): void; (first: string, options?: { y: 2 }): void }
export interface FixtureRequest extends RequestInit { ownOption?: number }
`
const FIXTURES: OptionsEntry[] = [
  { name: "FixtureOptions", type: "FixtureOptions", pages: ["fixture.mdx"], undocumented: { listed: "a reason", gone: "no such property" } },
  { name: "FixtureUnion", type: "FixtureUnion", pages: ["fixture.mdx"] },
  { name: "FixtureOverloads first", type: "FixtureOverloads", parameter: 0, pages: ["fixture.mdx"] },
  { name: "FixtureOverloads second", type: "FixtureOverloads", parameter: 1, pages: ["fixture.mdx"] },
  { name: "FixtureRequest", type: "FixtureRequest", pages: ["fixture.mdx"] },
  { name: "a misspelt type", type: "rtk.CreateSliceOptionz", pages: ["fixture.mdx"] },
]

const resolved = resolveDeclaredOptions([...OPTIONS_TABLE, ...FIXTURES], { root, extraSource: FIXTURE_SOURCE })
const table = resolved.slice(0, OPTIONS_TABLE.length)
const fixture = (name: string): DeclaredOptions => resolved.find((declared) => declared.entry.name === name)!
const readPage = (page: string) => fs.readFileSync(path.join(contentDir, page), "utf8")

describe("every declared option is documented", () => {
  const pages = [...new Set(OPTIONS_TABLE.flatMap((entry) => entry.pages))]

  it("names pages that exist", () => {
    expect(pages.filter((page) => !fs.existsSync(path.join(contentDir, page)))).toEqual([])
  })

  it("resolves every type of the table to properties, and lists no exemption the type lacks", () => {
    expect(table.filter((declared) => declared.error).map((declared) => `${declared.entry.name}: ${declared.error}`)).toEqual([])
    expect(table.filter((declared) => declared.required.length === 0).map((declared) => declared.entry.name)).toEqual([])
    expect(table.filter((declared) => declared.unknownExemptions.length > 0).map((declared) => `${declared.entry.name}: ${declared.unknownExemptions.join(", ")}`)).toEqual([])
  })

  it("covers the options of the functions and hooks the reference documents", () => {
    const required = (name: string) => table.find((declared) => declared.entry.name === name)?.required ?? []
    expect(required("CreateSliceOptions")).toEqual(expect.arrayContaining(["name", "initialState", "reducers", "extraReducers", "selectors", "reducerPath"]))
    expect(required("ConfigureStoreOptions")).toEqual(expect.arrayContaining(["reducer", "middleware", "enhancers", "devTools", "preloadedState", "duplicateMiddlewareCheck"]))
    expect(required("startListening / addListener options")).toEqual(["actionCreator", "type", "matcher", "predicate", "effect"])
    expect(required("getDefaultMiddleware options")).toEqual(["thunk", "immutableCheck", "serializableCheck", "actionCreatorCheck"])
    expect(required("query endpoint definition (QueryDefinition)")).toEqual(expect.arrayContaining(["query", "queryFn", "providesTags", "onQueryStarted", "keepUnusedDataFor"]))
    expect(required("useLazyQuery options")).toEqual(["pollingInterval", "skipPollingIfUnfocused", "refetchOnReconnect", "refetchOnFocus", "selectFromResult"])
    expect(required("ConfigFile")).toEqual(expect.arrayContaining(["outputFile", "outputFiles", "apiImport", "exportName", "hooks", "endpointOverrides", "useEnumType"]))
    // RequestInit's own fields are the platform's, passed through to fetch: not fetchBaseQuery options to list.
    expect(fixture("FixtureRequest").required).toEqual(["ownOption"])
  })

  for (const page of pages) {
    it(`${page} names every option of its types`, () => {
      const problems = coverageProblems(
        table.filter((declared) => declared.entry.pages.includes(page)),
        readPage,
      )
      expect(problems.map(formatProblem).join("\n")).toBe("")
    })
  }
})

describe("how a type becomes the names a page must write", () => {
  it("leaves out @deprecated and @internal properties by their JSDoc, and the listed ones with their reason", () => {
    const options = fixture("FixtureOptions")
    expect(options.required).toEqual(["kept"])
    expect(options.exempt).toEqual([
      { name: "old", reason: "@deprecated in its JSDoc" },
      { name: "hidden", reason: "@internal in its JSDoc" },
      { name: "listed", reason: "a reason" },
    ])
    expect(options.unknownExemptions).toEqual(["gone"])
  })

  it("takes every member of a union and every part of an intersection, and no Boolean methods", () => {
    expect(fixture("FixtureUnion").required).toEqual(["a", "b", "c"])
  })

  it("takes a parameter of every call signature", () => {
    // The second signature's first parameter is a string: no options there.
    expect(fixture("FixtureOverloads first").required).toEqual(["x"])
    expect(fixture("FixtureOverloads second").required).toEqual(["y"])
  })

  it("reports a type expression that does not compile on its entry, with TypeScript's message", () => {
    const broken = fixture("a misspelt type")
    expect(broken.error).toMatch(/CreateSliceOptionz/)
    expect(broken.required).toEqual([])
  })
})

describe("what counts as naming an option", () => {
  const page = [
    "---",
    "title: Fixture",
    "---",
    "Pass `pollingInterval` and `refetchOnFocus: true`; `options.skip` works too.",
    "The selectFromResult option is only in prose here; `getNextPageParam(lastPage, …)` is named, `1 + type` is not.",
    "",
    "```ts",
    "type Post = { id: number }",
    "useQuery(arg, { refetchOnReconnect: true, skipPollingIfUnfocused })",
    "```",
  ].join("\n")

  it("counts inline code that is the name or writes it as a property, and properties in code blocks", () => {
    expect(missingNames(page, ["pollingInterval", "refetchOnFocus", "skip", "getNextPageParam", "refetchOnReconnect", "skipPollingIfUnfocused"])).toEqual([])
  })

  it("lists a name written only in prose, or only as a keyword or a call in code", () => {
    expect(missingNames(page, ["selectFromResult", "type", "useQuery", "fixedCacheKey"])).toEqual(["selectFromResult", "type", "useQuery", "fixedCacheKey"])
  })

  it("reads a code block inside a list or tab as code, not prose", () => {
    const names = namesInPage(["- item", "", "  ```ts", "  f({ inList: 1 })", "  ```", "", "text `afterFence`"].join("\n"))
    expect([...names].sort()).toEqual(["afterFence", "inList"])
  })

  it("reports the missing names per page and per type", () => {
    const declared: DeclaredOptions[] = [
      { entry: { name: "HookOptions", type: "", pages: ["a.mdx", "b.mdx"] }, required: ["pollingInterval", "selectFromResult"], exempt: [], unknownExemptions: [] },
      { entry: { name: "MutationOptions", type: "", pages: ["b.mdx"] }, required: ["fixedCacheKey"], exempt: [], unknownExemptions: [] },
    ]
    const problems = coverageProblems(declared, (name) => (name === "a.mdx" ? page : "Only `selectFromResult` here."))
    expect(problems.map(formatProblem)).toEqual([
      "a.mdx does not name, as inline code or in a code block:\n  HookOptions: selectFromResult",
      "b.mdx does not name, as inline code or in a code block:\n  HookOptions: pollingInterval\n  MutationOptions: fixedCacheKey",
    ])
  })
})
