import { describe, expect, it } from "vitest"
import { correction, editDistance, indexQuery } from "./queryText"
import { MAX_QUERY_LENGTH } from "./queryLimit"

const VOCABULARY = ["createSlice", "createSelector", "fetchBaseQuery", "configureStore", "Polling", "Mutations", "Queries"]

describe("the query sent to the local index", () => {
  it("counts a swap of two neighbours as one edit", () => {
    expect(editDistance("qeury", "query")).toBe(1)
    expect(editDistance("createslise", "createslice")).toBe(1)
    expect(editDistance("abc", "abc")).toBe(0)
    expect(editDistance("", "abc")).toBe(3)
  })

  it("asks for the title word a mistyped API name meant", () => {
    expect(indexQuery("createSlise", VOCABULARY)).toBe("createSlice")
    expect(indexQuery("fetchBaseQeury headers", VOCABULARY)).toBe("fetchBaseQuery headers")
  })

  it("leaves exact words, short words and ambiguous words alone", () => {
    expect(indexQuery("createSlice", VOCABULARY)).toBe("createSlice")
    expect(indexQuery("polling", VOCABULARY)).toBe("polling")
    expect(correction("slice", VOCABULARY)).toBeNull()
    expect(correction("createSelectxx", ["createSelectaa", "createSelectbb"])).toBeNull()
  })

  it("drops the filler words of a question, not of a short query", () => {
    expect(indexQuery("how do I cancel a request", VOCABULARY)).toBe("cancel request")
    expect(indexQuery("how to", VOCABULARY)).toBe("how to")
    expect(indexQuery("what is it", VOCABULARY)).toBe("what is it")
  })

  it("reads at most MAX_QUERY_LENGTH characters of a query: each word is compared with the vocabulary", () => {
    const compared: string[] = []
    const vocabulary = new Proxy(VOCABULARY, {
      get(target, key, receiver) {
        if (key === Symbol.iterator) compared.push("pass")
        return Reflect.get(target, key, receiver)
      },
    })
    const long = "createSlise ".repeat(10_000)
    const sent = indexQuery(long, vocabulary)
    expect(sent.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
    expect(sent.startsWith("createSlice createSlice")).toBe(true)
    expect(compared.length).toBeLessThanOrEqual(Math.ceil(MAX_QUERY_LENGTH / "createSlise ".length))
  })
})
