import { PROJECT_LIST_LIMITS } from '../../contract/projectListLimits';
import type { ProjectSortColumn, SortOrder } from '../../contract/projects';

// The project list page's URL, apart from the list's schemas: the boot preload asks for the first page with it
// (routePreload.ts) and must build exactly the URL the screen's first load asks for.

/** What the app's project list screen asks the server for: one page, searched and sorted there. */
export interface ProjectPageQuery {
  archived: boolean;
  /** 1-based. */
  page: number;
  pageSize?: number;
  search: string;
  sort: ProjectSortColumn | null;
  order: SortOrder;
}

/** What the screen shows first: the active list's first page, newest first, unsearched. */
export const FIRST_PROJECT_PAGE = {
  archived: false,
  page: 1,
  search: '',
  sort: null,
  order: 'asc',
} as const satisfies ProjectPageQuery;

const BASE = '/api/dashboard/projects';

export function projectPagePath(query: ProjectPageQuery): string {
  const params = new URLSearchParams({
    page: String(query.page),
    page_size: String(query.pageSize ?? PROJECT_LIST_LIMITS.defaultPageSize),
  });
  const search = query.search.trim();
  if (search !== '') params.set('search', search);
  if (query.sort) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  return `${query.archived ? `${BASE}/archived/show/` : `${BASE}/`}?${params.toString()}`;
}
