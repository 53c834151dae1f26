/**
 * The hosted back end for the /search page: one POST to the service's multi-query
 * endpoint with the public search key, the same request the DocSearch modal makes.
 * (The modal uses its own bundled client; the page does not load the modal's code.)
 */
import type { HostedSearchConfig } from "../shared/client-config"
import { RetryError } from "./retryError"
import type { SearchRequest, SearchResponse } from "./localClient"

export function hostedSearchUrl(appId: string): string {
  return `https://${appId}-dsn.algolia.net/1/indexes/*/queries`
}

export function hostedSearch(config: HostedSearchConfig) {
  return async ({ requests }: { requests: SearchRequest[] }): Promise<{ results: SearchResponse[] }> => {
    let response: Response
    try {
      response = await fetch(hostedSearchUrl(config.appId), {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-algolia-application-id": config.appId,
          "x-algolia-api-key": config.apiKey,
        },
        body: JSON.stringify({
          requests: requests.map(({ indexName, query, params }) => ({ indexName, query, ...params })),
        }),
      })
    } catch (error) {
      throw new RetryError(`The search service could not be reached: ${(error as Error).message}`)
    }
    if (!response.ok) throw new RetryError(`The search service answered ${response.status}.`)
    return (await response.json()) as { results: SearchResponse[] }
  }
}
