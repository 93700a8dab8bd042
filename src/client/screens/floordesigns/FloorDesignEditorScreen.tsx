import { useParams } from 'react-router-dom';
import { Box } from '../../ui/primitives';
import { PlaceholderScreen } from '../common/PlaceholderScreen';

/** Route /dashboard/floordesigns/:designId: the editor fills the main area edge to edge. */
export function FloorDesignEditorScreen() {
  const { designId } = useParams();
  return (
    <Box sx={{ p: 3 }}>
      <PlaceholderScreen
        title={`Floor design ${designId ?? ''}`.trim()}
        description="The drafting editor will open here."
        back={{ to: '/dashboard/floordesigns', label: 'Back to floor designs' }}
      />
    </Box>
  );
}
