import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useParams } from 'react-router-dom';
import { IdParam } from '../../../contract/common';
import type { Project } from '../../../contract/projects';
import { currentProjectAtom, loadProjectAtom } from '../../state/projectDetail';

export type ProjectView =
  { status: 'loading' } | { status: 'ready'; project: Project } | { status: 'error'; retry?: () => void };

/**
 * The project named by the route's :projectId, loaded into the current-project atom. A project of another
 * route still in the atom counts as loading, so a screen never shows the previous project's data.
 */
export function useRouteProject(): ProjectView {
  const { projectId: raw } = useParams();
  const parsed = IdParam.safeParse(raw ?? '');
  const projectId = parsed.success ? parsed.data : null;
  const current = useAtomValue(currentProjectAtom);
  const loadProject = useSetAtom(loadProjectAtom);

  useEffect(() => {
    if (projectId !== null) void loadProject(projectId);
  }, [projectId, loadProject]);

  if (projectId === null) return { status: 'error' };
  if (current.status === 'error') return { status: 'error', retry: () => void loadProject(projectId) };
  if (current.status === 'ready' && current.data.id === projectId)
    return { status: 'ready', project: current.data };
  return { status: 'loading' };
}
