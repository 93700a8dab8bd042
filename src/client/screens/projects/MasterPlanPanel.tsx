import { useState } from 'react';
import { useSetAtom } from 'jotai';
import type { Project } from '../../../contract/projects';
import { generateMasterPlanAtom, refreshProjectAtom } from '../../state/projectDetail';
import { PdfIcon } from '../../ui/actionIcons';
import { Panel } from '../../ui/Panel';
import { Button, CircularProgress, Link, Typography } from '../../ui/primitives';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import {
  FAILURE_MESSAGE_MS,
  masterPlanFailureText,
  PROJECT_MESSAGES,
  REFRESH_AFTER_GENERATION_MS,
  STARTED_MESSAGE_MS,
} from './projectMessages';
import { useLater } from './useLater';

/** The combined master plan PDF: its link once generated, and the action that (re)generates it. */
export function MasterPlanPanel({ project }: { project: Project }) {
  const generate = useSetAtom(generateMasterPlanAtom);
  const refresh = useSetAtom(refreshProjectAtom);
  const toast = useToast();
  const later = useLater();
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    toast.show(PROJECT_MESSAGES.masterPlanStarted, { severity: 'info', durationMs: STARTED_MESSAGE_MS });
    try {
      await generate();
      toast.show(PROJECT_MESSAGES.masterPlanDone, { severity: 'success', durationMs: TOAST_MS_DASHBOARD });
      later(() => void refresh(), REFRESH_AFTER_GENERATION_MS);
    } catch (error) {
      toast.show(masterPlanFailureText(error), { severity: 'error', durationMs: FAILURE_MESSAGE_MS });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Panel title="Master Plan PDF" description="Every drawing page of the project combined into one PDF.">
      {project.master_pdf_url ? (
        <Link
          href={project.master_pdf_url}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', gap: 0.75, mb: 2 }}
        >
          <PdfIcon fontSize="small" aria-hidden />
          Open master plan PDF
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Not generated yet.
        </Typography>
      )}
      <Button
        variant="outlined"
        fullWidth
        onClick={() => void run()}
        disabled={running}
        startIcon={running ? <CircularProgress size={16} color="inherit" aria-hidden /> : <PdfIcon />}
      >
        Generate Master Plan PDF
      </Button>
    </Panel>
  );
}
