import { useParams } from 'react-router-dom';
import { PlaceholderScreen } from '../common/PlaceholderScreen';

/** Route /dashboard/projects/:projectId. */
export function ProjectDetailScreen() {
  const { projectId } = useParams();
  return (
    <PlaceholderScreen
      title={`Project ${projectId ?? ''}`.trim()}
      description="Project details, files and drawing pages will be here."
      back={{ to: '/dashboard/projects', label: 'Back to projects' }}
    />
  );
}
