// The fetch a runnable sample's hidden setup declares: `mockFetch({ "/posts/1": { id: 1 } })`
// replaces globalThis.fetch in the sample's own process with answers from memory.
// Types: mock-fetch.d.mts. Documented in docs/writing-docs.md.

function routeFor(routes, request) {
  const url = new URL(request.url)
  const candidates = [request.url, url.pathname + url.search, url.pathname]
  for (const candidate of candidates) {
    const methodKey = `${request.method} ${candidate}`
    if (methodKey in routes) return routes[methodKey]
    if (candidate in routes) return routes[candidate]
  }
  return undefined
}

function abortError(signal) {
  return signal.reason ?? new DOMException("This operation was aborted", "AbortError")
}

export function mockFetch(routes, options = {}) {
  const delayMs = options.delayMs ?? 0
  const calls = []
  async function fetch(input, init) {
    const request = new Request(input, init)
    calls.push(request)
    if (request.signal.aborted) throw abortError(request.signal)
    if (delayMs > 0) {
      // Like a real request in flight: aborting the signal rejects the fetch.
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs)
        request.signal.addEventListener("abort", () => {
          clearTimeout(timer)
          reject(abortError(request.signal))
        })
      })
    }
    const route = routeFor(routes, request)
    if (route === undefined) {
      return new Response(`mockFetch has no route for ${request.method} ${request.url}`, { status: 404 })
    }
    const answer = typeof route === "function" ? await route(request) : route
    if (answer instanceof Response) return answer
    return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } })
  }
  fetch.calls = calls
  globalThis.fetch = fetch
  return fetch
}
