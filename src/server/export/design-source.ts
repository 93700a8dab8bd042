import type { FastifyInstance } from 'fastify';
import { addressOnOneLine } from '../../contract/organizations';
import type { LengthUnit } from '../../core/units';
import type { ProjectWithOrganization } from '../db/projects-repository';
import type { FloorDesignRow, UserRow } from '../db/schema';
import type { TitleFields } from './sheet-furniture';

/** What the export and send-to-project calls take from a design beside its pages: its unit and title block. */

export const designUnit = (row: FloorDesignRow): LengthUnit => (row.unit === 'meters' ? 'meters' : 'feet');

const dateText = (d: Date): string =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The title block: the firm is the project's organization (or, for a design of no project, the user's one
 * organization); the project and its client and number come from the project; drawn by the user's name (never a
 * login name); dated today, at the latest saved version.
 */
export async function titleFields(
  app: FastifyInstance,
  row: FloorDesignRow,
  user: UserRow,
  project: ProjectWithOrganization | undefined,
): Promise<TitleFields> {
  const latest = await app.repos.floorDesigns.latestRevisionSummary(row.id);
  let organizationId = project?.organization_id ?? null;
  if (!project) {
    const mine = await app.repos.organizations.listForUser(user.id);
    if (mine.length === 1) organizationId = mine[0]?.id ?? null;
  }
  const firm = organizationId === null ? undefined : await app.repos.organizations.firm(organizationId);
  return {
    // The owner may type the address on a few lines; the title block's cell has room for one.
    firm: firm ? { name: firm.name, address: addressOnOneLine(firm.address ?? '') } : null,
    project: project?.project_address ?? row.name,
    client: project?.owner_name?.trim() ?? '',
    // The office's own number when the project has one; otherwise the one the app shows it by (its address
    // bar's), so sheets of projects made before numbers existed still name their project.
    projectNumber: project ? project.project_number?.trim() || String(project.id) : '',
    drawnBy: [user.first_name, user.last_name].join(' ').trim(),
    date: dateText(app.clock.now()),
    revision: latest ? String(latest.version_number) : '',
  };
}
