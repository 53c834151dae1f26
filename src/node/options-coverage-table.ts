/**
 * Which declared options type each page documents: the one place options-coverage.test.ts reads.
 * `type` is a TypeScript type expression over the modules below (imported as namespaces).
 * Generic types take `any` for every parameter, defaulted ones included: computing a default such
 * as `UseQueryStateDefaultResult<…>` costs the checker seconds. Every property of the type (every member of
 * a union, every part of an intersection) must be named as code on every page listed, except
 * properties marked `@deprecated` or `@internal` in their JSDoc (read from the declarations),
 * properties that only TypeScript's own lib declares (the `RequestInit` fields that `fetchBaseQuery`
 * and `FetchArgs` pass through to `fetch`), and the ones in `undocumented`, each with its reason.
 */

/** The entry points the types come from, by the namespace the type expressions use. */
export const OPTION_MODULES = {
  rtk: "@reduxjs/toolkit",
  query: "@reduxjs/toolkit/query",
  react: "@reduxjs/toolkit/query/react",
  reselect: "reselect",
  codegen: "@rtk-query/codegen-openapi",
} as const

export interface OptionsEntry {
  /** The type as the reader meets it (the declared name, or the function it configures). */
  name: string
  /** A type expression, e.g. `query.CreateApiOptions<any, any, any, any>`. */
  type: string
  /** Take parameter N of every call signature of `type` (overloads included) instead of `type` itself. */
  parameter?: number
  /** Pages under content/docs/ that document it; each must name every property. */
  pages: string[]
  /** Properties intentionally not documented, by name, with the reason. */
  undocumented?: Record<string, string>
}

const TYPES_ONLY = "`undefined` at runtime: a type-level carrier of the endpoint's types (\"purely to be used in TypeScript declarations\" in its JSDoc), not an option"

export const OPTIONS_TABLE: OptionsEntry[] = [
  // Redux Toolkit
  { name: "CreateSliceOptions", type: "rtk.CreateSliceOptions", pages: ["api/createSlice.mdx"] },
  { name: "ConfigureStoreOptions", type: "rtk.ConfigureStoreOptions", pages: ["api/configureStore.mdx"] },
  { name: "AsyncThunkOptions", type: "rtk.AsyncThunkOptions<any, any>", pages: ["api/createAsyncThunk.mdx"] },
  { name: "CreateListenerMiddlewareOptions", type: "rtk.CreateListenerMiddlewareOptions", pages: ["api/createListenerMiddleware.mdx"] },
  { name: "startListening / addListener options", type: "rtk.TypedStartListening<any>", parameter: 0, pages: ["api/createListenerMiddleware.mdx"] },
  { name: "UnsubscribeListenerOptions", type: "rtk.UnsubscribeListenerOptions", pages: ["api/createListenerMiddleware.mdx"] },
  { name: "createEntityAdapter options", type: "typeof rtk.createEntityAdapter", parameter: 0, pages: ["api/createEntityAdapter.mdx"] },
  { name: "getDefaultMiddleware options", type: "Parameters<NonNullable<rtk.ConfigureStoreOptions['middleware']>>[0]", parameter: 0, pages: ["api/getDefaultMiddleware.mdx"] },
  { name: "getDefaultEnhancers options", type: "Parameters<NonNullable<rtk.ConfigureStoreOptions['enhancers']>>[0]", parameter: 0, pages: ["api/getDefaultEnhancers.mdx"] },
  { name: "AutoBatchOptions", type: "rtk.AutoBatchOptions", pages: ["api/autoBatchEnhancer.mdx"] },
  { name: "ImmutableStateInvariantMiddlewareOptions", type: "rtk.ImmutableStateInvariantMiddlewareOptions", pages: ["api/immutabilityMiddleware.mdx"] },
  { name: "SerializableStateInvariantMiddlewareOptions", type: "rtk.SerializableStateInvariantMiddlewareOptions", pages: ["api/serializabilityMiddleware.mdx"] },
  { name: "ActionCreatorInvariantMiddlewareOptions", type: "rtk.ActionCreatorInvariantMiddlewareOptions", pages: ["api/actionCreatorMiddleware.mdx"] },
  { name: "buildCreateSlice config", type: "typeof rtk.buildCreateSlice", parameter: 0, pages: ["api/createSlice.mdx"] },
  { name: "fork options (ForkOptions)", type: "rtk.ListenerEffectAPI<any, any>['fork']", parameter: 1, pages: ["api/createListenerMiddleware.mdx"] },
  { name: "combineSlices inject config", type: "rtk.CombinedSliceReducer<any>['inject']", parameter: 1, pages: ["api/combineSlices.mdx"] },
  // Reselect
  { name: "CreateSelectorOptions", type: "reselect.CreateSelectorOptions", pages: ["api/createSelector.mdx"] },
  { name: "createSelectorCreator options", type: "typeof reselect.createSelectorCreator", parameter: 0, pages: ["api/createSelector.mdx"] },
  { name: "WeakMapMemoizeOptions", type: "reselect.WeakMapMemoizeOptions", pages: ["api/createSelector.mdx"] },
  { name: "LruMemoizeOptions", type: "reselect.LruMemoizeOptions", pages: ["api/createSelector.mdx"] },
  // RTK Query
  { name: "CreateApiOptions", type: "query.CreateApiOptions<any, any, any, any>", pages: ["rtk-query/api/createApi.mdx"] },
  { name: "FetchBaseQueryArgs", type: "query.FetchBaseQueryArgs", pages: ["rtk-query/api/fetchBaseQuery.mdx"] },
  { name: "query endpoint definition (QueryDefinition)", type: "query.EndpointBuilder<any, string, string>['query']", parameter: 0, pages: ["rtk-query/api/createApi.mdx"], undocumented: { Types: TYPES_ONLY } },
  { name: "mutation endpoint definition (MutationDefinition)", type: "query.EndpointBuilder<any, string, string>['mutation']", parameter: 0, pages: ["rtk-query/api/createApi.mdx"], undocumented: { Types: TYPES_ONLY } },
  { name: "infinite query endpoint definition (InfiniteQueryDefinition)", type: "query.EndpointBuilder<any, string, string>['infiniteQuery']", parameter: 0, pages: ["rtk-query/api/createApi.mdx"], undocumented: { Types: TYPES_ONLY } },
  { name: "InfiniteQueryConfigOptions", type: "query.InfiniteQueryConfigOptions<any, any, any>", pages: ["rtk-query/api/createApi.mdx"] },
  { name: "FetchArgs", type: "query.FetchArgs", pages: ["rtk-query/api/fetchBaseQuery.mdx"] },
  { name: "RetryOptions", type: "query.RetryOptions", pages: ["rtk-query/usage/customizing-queries.mdx"] },
  { name: "StartQueryActionCreatorOptions", type: "query.StartQueryActionCreatorOptions", pages: ["rtk-query/api/created-api/endpoints.mdx"] },
  { name: "mutation initiate options", type: "query.ApiEndpointMutation<any, any>['initiate']", parameter: 1, pages: ["rtk-query/api/created-api/endpoints.mdx"] },
  { name: "infinite query initiate options", type: "query.ApiEndpointInfiniteQuery<any, any>['initiate']", parameter: 1, pages: ["rtk-query/api/created-api/endpoints.mdx"] },
  { name: "CoreModuleOptions", type: "typeof query.coreModule", parameter: 0, pages: ["rtk-query/usage/customizing-create-api.mdx"] },
  { name: "ReactHooksModuleOptions", type: "typeof react.reactHooksModule", parameter: 0, pages: ["rtk-query/usage/customizing-create-api.mdx"] },
  { name: "injectEndpoints options", type: "query.Api<any, {}, string, string>['injectEndpoints']", parameter: 0, pages: ["rtk-query/api/created-api/code-splitting.mdx"] },
  { name: "enhanceEndpoints options", type: "query.Api<any, {}, string, string>['enhanceEndpoints']", parameter: 0, pages: ["rtk-query/api/created-api/code-splitting.mdx"] },
  // RTK Query hooks
  { name: "UseQuerySubscriptionOptions", type: "react.TypedUseQuerySubscriptionOptions", pages: ["rtk-query/api/created-api/hooks.mdx"] },
  { name: "UseQueryStateOptions", type: "react.TypedUseQueryStateOptions<any, any, any, any>", pages: ["rtk-query/api/created-api/hooks.mdx"] },
  { name: "useLazyQuery options", type: "react.TypedUseLazyQuery<any, any, any>", parameter: 0, pages: ["rtk-query/api/created-api/hooks.mdx"] },
  { name: "UseMutationStateOptions", type: "react.TypedUseMutationStateOptions<any, any, any, any>", pages: ["rtk-query/api/created-api/hooks.mdx"] },
  { name: "PrefetchOptions (usePrefetch)", type: "query.PrefetchOptions", pages: ["rtk-query/api/created-api/hooks.mdx"] },
  { name: "useInfiniteQuery options", type: "react.TypedUseInfiniteQuery<any, any, any, any>", parameter: 1, pages: ["rtk-query/api/created-api/hooks.mdx"] },
  // Code generation
  { name: "ConfigFile", type: "codegen.ConfigFile", pages: ["rtk-query/usage/code-generation.mdx"] },
  {
    name: "endpointOverrides entry",
    type: "NonNullable<Extract<codegen.ConfigFile, { outputFile: string }>['endpointOverrides']>[number]",
    pages: ["rtk-query/usage/code-generation.mdx"],
  },
]
