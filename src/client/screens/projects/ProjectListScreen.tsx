import { PlaceholderScreen } from '../common/PlaceholderScreen';

/** Route /dashboard/projects (the project list arrives with the projects release). */
export function ProjectListScreen() {
  return <PlaceholderScreen title="Projects" description="Your projects will be listed here." />;
}
