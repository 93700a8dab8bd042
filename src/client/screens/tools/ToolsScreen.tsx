import { PlaceholderScreen } from '../common/PlaceholderScreen';

/** Route /dashboard/tools: its content is not part of the specification yet. */
export function ToolsScreen() {
  return <PlaceholderScreen title="Tools" description="Drafting tools will be collected here." />;
}
