import { useEffect, useState } from 'react';
import type { SEND_TARGETS } from '../../../contract/export';
import { Modal } from '../../ui/Modal';
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Typography,
} from '../../ui/primitives';
import { defaultSheetNumber, defaultSheetTitle } from '../../../core/export/sheets';
import {
  DialogButtons,
  PagesChoice,
  SaveFirstChoice,
  SheetNamingFields,
  sheetNamingErrors,
  useDialogRun,
  type PagesScope,
  type SheetNaming,
} from './dialogChoices';

export interface ProjectChoice {
  readonly id: number;
  readonly name: string;
}

export interface SendChoices {
  readonly projectId: number;
  readonly as: (typeof SEND_TARGETS)[number];
  readonly pages: 'current' | 'all';
  readonly saveFirst: boolean;
  /** Drawing pages: the (first) sheet's number and, for one page, its title. */
  readonly sheetNumber: string;
  readonly sheetTitle: string;
}

export interface SendToProjectDialogProps {
  open: boolean;
  onClose: () => void;
  pageName: string;
  /** The page's place in the design (1-based): its default sheet number. */
  pagePosition: number;
  pageCount: number;
  /** The design's project: it can be sent only there. Null: the user picks one and the design joins it. */
  projectId: number | null;
  /** The projects the user can add drawings to. */
  loadProjects: (signal: AbortSignal) => Promise<readonly ProjectChoice[]>;
  /** Sends (saving first when asked); rejects with the message to show. */
  onSend: (choices: SendChoices) => Promise<void>;
}

export const SEND_TITLE = 'Send to project';

type Projects =
  | { status: 'loading' }
  | { status: 'ready'; list: readonly ProjectChoice[] }
  | { status: 'error'; message: string };

/**
 * Send to project: the page (or all pages) into the project's drawing set as Floor Plan sheets (PDF to scale)
 * or as a proposed DXF revision. A design of a project goes to that project; one without is attached to the
 * project chosen.
 */
export function SendToProjectDialog(props: SendToProjectDialogProps) {
  const { open, loadProjects, projectId: fixedProject } = props;
  const [projects, setProjects] = useState<Projects>({ status: 'loading' });
  const [projectId, setProjectId] = useState<number | null>(fixedProject);
  const [as, setAs] = useState<SendChoices['as']>('drawing_page');
  const [pages, setPages] = useState<PagesScope>('current');
  const [saveFirst, setSaveFirst] = useState(true);
  const [naming, setNaming] = useState<SheetNaming>(() => ({
    number: defaultSheetNumber(props.pagePosition),
    title: defaultSheetTitle(props.pageName),
  }));
  const { busy, error, setError, run } = useDialogRun(props.onClose, 'Sending failed.');
  const namingErrors = sheetNamingErrors(naming, pages === 'all');
  const namingValid = as !== 'drawing_page' || (namingErrors.number === null && namingErrors.title === null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setProjects({ status: 'loading' });
    setError(null);
    loadProjects(controller.signal).then(
      (list) => setProjects({ status: 'ready', list }),
      (e: unknown) => {
        if (!controller.signal.aborted)
          setProjects({
            status: 'error',
            message: e instanceof Error ? e.message : 'Projects could not be loaded.',
          });
      },
    );
    return () => controller.abort();
  }, [open, loadProjects, setError]);

  useEffect(() => setProjectId(fixedProject), [fixedProject]);

  const list = projects.status === 'ready' ? projects.list : [];
  return (
    <Modal
      open={open}
      title={SEND_TITLE}
      onClose={busy ? () => undefined : props.onClose}
      maxWidth="sm"
      actions={
        <DialogButtons
          busy={busy}
          disabled={projectId === null || !namingValid}
          label="Send"
          busyLabel="Sending..."
          onCancel={props.onClose}
          onRun={() => {
            if (projectId !== null)
              void run(() =>
                props.onSend({
                  projectId,
                  as,
                  pages,
                  saveFirst,
                  sheetNumber: naming.number,
                  sheetTitle: naming.title,
                }),
              );
          }}
        />
      }
    >
      <Stack spacing={2.5}>
        {projects.status === 'error' ? <Alert severity="error">{projects.message}</Alert> : null}
        <FormControl size="small" fullWidth disabled={fixedProject !== null || projects.status !== 'ready'}>
          <InputLabel id="send-project">Project</InputLabel>
          <Select
            labelId="send-project"
            label="Project"
            value={projectId === null ? '' : String(projectId)}
            onChange={(e) => setProjectId(e.target.value === '' ? null : Number(e.target.value))}
          >
            {projectId !== null && !list.some((p) => p.id === projectId) ? (
              <MenuItem value={String(projectId)}>Project {projectId}</MenuItem>
            ) : null}
            {list.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {fixedProject === null ? (
          <Typography variant="body2" color="text.secondary">
            The design becomes part of the project you choose: its members can open it.
          </Typography>
        ) : null}
        <FormControl>
          <FormLabel id="send-as">Add as</FormLabel>
          <RadioGroup
            aria-labelledby="send-as"
            value={as}
            onChange={(e) => setAs(e.target.value === 'dxf_revision' ? 'dxf_revision' : 'drawing_page')}
          >
            <FormControlLabel
              value="drawing_page"
              control={<Radio size="small" />}
              label="Drawing page (Floor Plan sheet, PDF to scale)"
            />
            <FormControlLabel
              value="dxf_revision"
              control={<Radio size="small" />}
              label="Proposed DXF revision"
            />
          </RadioGroup>
        </FormControl>
        <PagesChoice
          id="send-pages"
          value={pages}
          onChange={setPages}
          pageName={props.pageName}
          pageCount={props.pageCount}
        />
        {as === 'drawing_page' ? (
          <SheetNamingFields value={naming} onChange={setNaming} allPages={pages === 'all'} />
        ) : null}
        <SaveFirstChoice checked={saveFirst} onChange={setSaveFirst} />
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}
