import type { SidebarsConfig } from "./src/node/config/sidebars"

/** The sidebar named `docs`. A bare string is a doc id (its folder + front-matter id). */
const sidebars: SidebarsConfig = {
  docs: [
    {
      type: "category",
      label: "Introduction",
      collapsed: false,
      items: ["introduction/getting-started", "introduction/why-rtk-is-redux-today"],
    },
    {
      type: "category",
      label: "Tutorials",
      collapsed: false,
      items: [
        { type: "doc", id: "tutorials/overview", label: "Tutorials Overview" },
        "tutorials/quick-start",
        { type: "doc", id: "tutorials/typescript", label: "TypeScript Quick Start" },
        { type: "doc", id: "tutorials/rtk-query", label: "RTK Query Quick Start" },
      ],
    },
    {
      type: "category",
      label: "Using Redux Toolkit",
      collapsed: false,
      items: [
        {
          type: "category",
          label: "Migrations",
          collapsed: true,
          items: ["usage/migrating-to-modern-redux", "usage/migrating-rtk-2"],
        },
        "usage/usage-guide",
        "usage/usage-with-typescript",
        { type: "doc", id: "usage/immer-reducers", label: "Writing Reducers with Immer" },
        { type: "doc", id: "usage/nextjs", label: "Setup with Next.js" },
      ],
    },
    {
      type: "category",
      label: "API Reference",
      collapsed: true,
      items: [
        {
          type: "category",
          label: "Store Setup",
          collapsed: true,
          items: [
            "api/configureStore",
            "api/getDefaultMiddleware",
            "api/immutabilityMiddleware",
            "api/serializabilityMiddleware",
            "api/actionCreatorMiddleware",
            "api/createListenerMiddleware",
            "api/createDynamicMiddleware",
            "api/getDefaultEnhancers",
            "api/autoBatchEnhancer",
          ],
        },
        {
          type: "category",
          label: "Reducers and Actions",
          collapsed: true,
          items: [
            "api/createReducer",
            "api/createAction",
            "api/createSlice",
            "api/createAsyncThunk",
            "api/createEntityAdapter",
            "api/combineSlices",
          ],
        },
        {
          type: "category",
          label: "Other",
          collapsed: true,
          items: [
            "api/createSelector",
            "api/matching-utilities",
            "api/other-exports",
            "api/codemods",
            { type: "link", label: "Error Messages", href: "/errors" },
          ],
        },
      ],
    },
    {
      type: "category",
      label: "RTK Query",
      collapsed: false,
      items: [
        "rtk-query/overview",
        "rtk-query/comparison",
        "rtk-query/usage/examples",
        "rtk-query/usage-with-typescript",
        {
          type: "category",
          label: "Using RTK Query",
          collapsed: true,
          items: [
            {
              type: "category",
              label: "Standard Usage",
              collapsed: true,
              items: [
                "rtk-query/usage/queries",
                "rtk-query/usage/infinite-queries",
                "rtk-query/usage/mutations",
                "rtk-query/usage/cache-behavior",
                "rtk-query/usage/automated-refetching",
              ],
            },
            {
              type: "category",
              label: "Common Use Cases",
              collapsed: true,
              items: [
                "rtk-query/usage/conditional-fetching",
                "rtk-query/usage/manual-cache-updates",
                "rtk-query/usage/error-handling",
                "rtk-query/usage/pagination",
                "rtk-query/usage/prefetching",
                "rtk-query/usage/polling",
                "rtk-query/usage/customizing-queries",
                "rtk-query/usage/migrating-to-rtk-query",
              ],
            },
            {
              type: "category",
              label: "Advanced Use Cases",
              collapsed: true,
              items: [
                "rtk-query/usage/streaming-updates",
                "rtk-query/usage/code-splitting",
                "rtk-query/usage/code-generation",
                "rtk-query/usage/server-side-rendering",
                "rtk-query/usage/persistence-and-rehydration",
                "rtk-query/usage/usage-without-react-hooks",
                "rtk-query/usage/customizing-create-api",
              ],
            },
          ],
        },
        {
          type: "category",
          label: "API Reference",
          collapsed: true,
          items: [
            "rtk-query/api/createApi",
            "rtk-query/api/fetchBaseQuery",
            "rtk-query/api/ApiProvider",
            "rtk-query/api/setupListeners",
            {
              type: "category",
              label: "Generated API Slices",
              collapsed: true,
              items: [
                "rtk-query/api/created-api/overview",
                "rtk-query/api/created-api/redux-integration",
                "rtk-query/api/created-api/endpoints",
                "rtk-query/api/created-api/hooks",
                "rtk-query/api/created-api/code-splitting",
                "rtk-query/api/created-api/api-slice-utils",
              ],
            },
          ],
        },
      ],
    },
  ],
}

export default sidebars
