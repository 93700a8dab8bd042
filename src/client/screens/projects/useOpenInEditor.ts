import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import { openInEditor } from '../../api/projects';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import { FAILURE_MESSAGE_MS } from './projectMessages';

export const OPENED_IN_EDITOR = 'Floor design created from the drawing.';
export const OPEN_FAILED = 'The drawing could not be opened in the editor.';

export type OpenSource = { kind: 'upload' | 'drawing_page'; id: number };

/**
 * "Open in editor": the DXF or PDF becomes a floor design of the project and the editor opens on it. One at a
 * time: `opening` names the source under way (`upload-3`, `drawing_page-7`) so every row can wait.
 */
export function useOpenInEditor(projectId: number) {
  const navigate = useNavigate();
  const toast = useToast();
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (source: OpenSource) => {
    if (opening !== null) return;
    setOpening(`${source.kind}-${source.id}`);
    try {
      const designId = await openInEditor(projectId, source);
      toast.show(OPENED_IN_EDITOR, { severity: 'success', durationMs: TOAST_MS_DASHBOARD });
      navigate(`/dashboard/floordesigns/${designId}/`);
    } catch (error) {
      // The server names what is wrong (not a drawing, too large, unreadable): show that.
      const message = isApiError(error) && error.serverMessage ? error.serverMessage : OPEN_FAILED;
      toast.show(message, { severity: 'error', durationMs: FAILURE_MESSAGE_MS });
      setOpening(null);
    }
  };

  return { opening, open };
}
