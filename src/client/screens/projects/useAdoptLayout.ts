import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/ApiError';
import { adoptLayout } from '../../api/layouts';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import { FAILURE_MESSAGE_MS } from './projectMessages';

export const LAYOUT_ADOPTED = 'Floor design created.';
export const ADOPT_FAILED = 'The floor design could not be created.';

/**
 * "Use this layout": the variant becomes a floor design of the project, announced by a toast, and the editor
 * opens on it. One adoption at a time: `adopting` names the variant under way so every card can wait.
 */
export function useAdoptLayout(projectId: number) {
  const navigate = useNavigate();
  const toast = useToast();
  const [adopting, setAdopting] = useState<string | null>(null);

  const adopt = async (variantId: string) => {
    if (adopting !== null) return;
    setAdopting(variantId);
    try {
      const designId = await adoptLayout(projectId, variantId);
      toast.show(LAYOUT_ADOPTED, { severity: 'success', durationMs: TOAST_MS_DASHBOARD });
      navigate(`/dashboard/floordesigns/${designId}/`);
    } catch (error) {
      const message = isApiError(error) ? error.message : ADOPT_FAILED;
      toast.show(message, { severity: 'error', durationMs: FAILURE_MESSAGE_MS });
      setAdopting(null);
    }
  };

  return { adopting, adopt };
}
