/**
 * The project list's paging and search limits, apart from the list's schemas: the app's entry module builds the
 * first page's URL at boot (to ask for it beside the session check) and must not carry every project schema.
 */
export const PROJECT_LIST_LIMITS = { maxPageSize: 500, defaultPageSize: 50, maxSearch: 200 } as const;
