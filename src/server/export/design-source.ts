import type { FastifyInstance } from 'fastify';
import type { LengthUnit } from '../../core/units';
import type { FloorDesignRow, UserRow } from '../db/schema';
import type { TitleFields } from './design-pdf';

/** What the export and send-to-project calls take from a design beside its pages: its unit and title block. */

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
