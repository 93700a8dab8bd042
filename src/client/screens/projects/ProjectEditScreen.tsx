import { useParams } from 'react-router-dom';
import { PlaceholderScreen } from '../common/PlaceholderScreen';

/** Route /dashboard/projects/:projectId/edit. */
export function ProjectEditScreen() {
  const { projectId } = useParams();
  return (
    <PlaceholderScreen
      title={`Edit project ${projectId ?? ''}`.trim()}
      description="The project edit form will be here."
      back={{ to: `/dashboard/projects/${projectId ?? ''}`, label: 'Back to project' }}
    />
  );
}
