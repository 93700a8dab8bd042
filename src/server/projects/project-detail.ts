import type { Project } from '../../contract/projects';
import type { ProjectWithOrganization } from '../db/projects-repository';
import type { Repositories } from '../db/repositories';
import { toProject } from './views';

/** The full project of GET .../{projectId}/ and of the edit answer, as `userId` sees it. */
export async function projectDetail(
  repos: Repositories,
  project: ProjectWithOrganization,
  userId: number,
): Promise<Project> {
  const [drawingPages, uploads, revisions, organizations, floorDesigns] = await Promise.all([
    repos.drawingPages.listForProject(project.id),
    repos.uploadedFiles.listForProject(project.id),
    repos.dxfRevisions.listForProject(project.id),
    repos.organizations.listForUser(userId),
    repos.floorDesigns.listForProject(project.id),
  ]);
  return toProject(project, { drawingPages, uploads, revisions, organizations, floorDesigns });
}
