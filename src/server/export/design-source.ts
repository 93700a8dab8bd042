import type { FastifyInstance } from 'fastify';
import { parsePages } from '../../contract/drawing';
import type { Page } from '../../core/model/page';
import type { LengthUnit } from '../../core/units';
import type { FloorDesignRow, UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { TitleFields } from './design-pdf';

/** What the export and send-to-project calls take from a design: its pages, unit and title block. */

export const EXPORT_PAGE_NOT_FOUND = 'Page not found.';

export interface NumberedPage {
  readonly page: Page;
  /** 1-based position in the design: the sheet number (A-101…) comes from it. */
  readonly position: number;
}

/** The saved pages named by `wanted` (a page id, `all`, or the first page when absent); 404 when none is. */
export async function designPages(
  app: FastifyInstance,
  row: FloorDesignRow,
  wanted: string | undefined,
): Promise<NumberedPage[]> {
  const parsed = parsePages(JSON.parse(await app.repos.floorDesigns.pagesJson(row.id)));
  if (!parsed.ok) throw badRequest(`The design's pages cannot be read: ${parsed.error}`);
  const all = parsed.value.map((page, i) => ({ page, position: i + 1 }));
  const id = wanted ?? all[0]?.page.id;
  const pages = id === 'all' ? all : all.filter((p) => p.page.id === id);
  if (pages.length === 0) throw notFound(EXPORT_PAGE_NOT_FOUND);
  return pages;
}

export const designUnit = (row: FloorDesignRow): LengthUnit => (row.unit === 'meters' ? 'meters' : 'feet');

const dateText = (d: Date): string =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The title block: a design of a project is titled as drawing sets are, the project (its address) above the
 * design; drawn by the user who exports, dated today, at the latest saved version.
 */
export async function titleFields(
  app: FastifyInstance,
  row: FloorDesignRow,
  user: UserRow,
  projectAddress: string | null,
): Promise<TitleFields> {
  const latest = await app.repos.floorDesigns.latestRevisionSummary(row.id);
  return {
    project: projectAddress ?? row.name,
    address: projectAddress === null ? '' : row.name,
    drawnBy: [user.first_name, user.last_name].join(' ').trim() || user.username,
    date: dateText(app.clock.now()),
    revision: latest ? String(latest.version_number) : '—',
  };
}
