/**
 * The modal's search, guarded: a failing back end (the local index or the hosted
 * service) answers DocSearch with no results and reports the query that failed, so
 * ModalScreens shows "Unable to fetch results" in place of the no-results screen.
 * A query that ran clears the failure.
 */
export function guardSearch<Request, Response>(
  search: (request: Request) => Promise<Response>,
  queryOf: (request: Request) => string,
  onFailure: (failedQuery: string | null) => void,
  empty: () => Response,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const response = await search(request)
      onFailure(null)
      return response
    } catch {
      onFailure(queryOf(request))
      return empty()
    }
  }
}
