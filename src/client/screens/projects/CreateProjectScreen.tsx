import { PlaceholderScreen } from '../common/PlaceholderScreen';

/** Route /dashboard/projects/create. */
export function CreateProjectScreen() {
  return (
    <PlaceholderScreen
      title="Create project"
      description="The project form will be here."
      back={{ to: '/dashboard/projects', label: 'Back to projects' }}
    />
  );
}
