import { PlaceholderScreen } from '../common/PlaceholderScreen';

/** Route /dashboard/floordesigns. */
export function FloorDesignListScreen() {
  return <PlaceholderScreen title="Floor Designs" description="Your floor designs will be listed here." />;
}
