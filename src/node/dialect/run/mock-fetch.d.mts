/** A route's answer: a JSON body (status 200), a Response, or a function of the request returning either. */
export type MockAnswer = unknown
export type MockRoutes = Record<string, MockAnswer | ((request: Request) => MockAnswer | Promise<MockAnswer>)>

export interface MockFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>
  /** Every request made, in order. */
  calls: Request[]
}

/**
 * Replaces `fetch` with answers from `routes`, keyed by `"/path"`, `"/path?query"`, the full URL or
 * `"METHOD /path"`. Unknown routes answer 404. With `delayMs`, each answer waits that long and an
 * aborted signal rejects the fetch with an AbortError, as a real request would.
 */
export function mockFetch(routes: MockRoutes, options?: { delayMs?: number }): MockFetch
