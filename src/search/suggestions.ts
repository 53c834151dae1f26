/** Queries offered when a search finds nothing (modal and /search page). */
export const SEARCH_SUGGESTIONS = ["createSlice", "configureStore", "useQuery"]
