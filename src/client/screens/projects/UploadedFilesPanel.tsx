import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { acceptAttribute, UPLOAD_KINDS } from '../../../contract/files';
import type { UploadedFile } from '../../../contract/projects';
import {
  cancelMetadataAtom,
  deleteUploadsAtom,
  generateMetadataAtom,
  refreshProjectAtom,
  uploadFileAtom,
  uploadStateAtom,
} from '../../state/projectDetail';
import {
  CancelIcon,
  DeleteIcon,
  GenerateIcon,
  MetadataIcon,
  PreviewIcon,
  UploadIcon,
} from '../../ui/actionIcons';
import { useConfirm } from '../../ui/confirm';
import { DataTable, type DataTableColumn, type RowId } from '../../ui/DataTable';
import { FileChooserButton } from '../../ui/FileChooserButton';
import { Panel } from '../../ui/Panel';
import { isApiError } from '../../api/ApiError';
import { Alert, Box, Button, IconButton, Link, Typography } from '../../ui/primitives';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { formatBytes, formatDateTime } from './format';
import {
  CONFIRM_TEXTS,
  FAILURE_MESSAGE_MS,
  cancelFailureText,
  isRefusal,
  PROJECT_MESSAGES,
  REFRESH_AFTER_GENERATION_MS,
  STARTED_MESSAGE_MS,
} from './projectMessages';
import { isOpenable, OpenInEditorButton } from './OpenInEditorButton';
import { useLater } from './useLater';
import { useOpenInEditor } from './useOpenInEditor';

// The preview dialog (viewers, tabs, metadata tables) is loaded the first time a preview is opened.
const UploadPreview = lazy(async () => ({ default: (await import('./UploadPreview')).UploadPreview }));

const PROCESSING_LABELS = { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' } as const;
/** How often the list is refreshed while a metadata job is queued or running on the server. */
const PROCESSING_POLL_MS = 3000;
/** A first look soon after asking, so the row shows Queued/Running (and Cancel) while the request waits. */
const FIRST_STATUS_CHECK_MS = 400;

interface Previewed {
  uploadId: number;
  view: 'preview' | 'details';
}

const isRunning = (file: UploadedFile) =>
  file.processing_status === 'queued' || file.processing_status === 'running';

/** Files uploaded to the project: upload with progress, preview, metadata generation, and delete. */
export function UploadedFilesPanel({
  projectId,
  files,
}: {
  projectId: number;
  files: readonly UploadedFile[];
}) {
  const { opening, open } = useOpenInEditor(projectId);
  const upload = useSetAtom(uploadFileAtom);
  const uploading = useAtomValue(uploadStateAtom);
  const deleteUploads = useSetAtom(deleteUploadsAtom);
  const generateMetadata = useSetAtom(generateMetadataAtom);
  const refresh = useSetAtom(refreshProjectAtom);
  const cancelMetadata = useSetAtom(cancelMetadataAtom);
  const confirm = useConfirm();
  const toast = useToast();
  const later = useLater();
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(new Set());
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [generating, setGenerating] = useState<ReadonlySet<number>>(new Set());
  const [uploadRefusal, setUploadRefusal] = useState<string | null>(null);
  // Jobs the user cancelled: their generate request then ends in a failure that is not news to them.
  const cancelled = useRef(new Set<number>());

  const shownIds = files.map((file) => file.id).filter((id) => selected.has(id));
  const inProgress = files.some(isRunning);
  const previewedFile = previewed ? files.find((file) => file.id === previewed.uploadId) : undefined;

  // A job still queued or running (after a reload, or one that outlasted its request) is followed to its end.
  useEffect(() => {
    if (!inProgress) return;
    const timer = setInterval(() => void refresh(), PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [inProgress, refresh]);

  const startUpload = async (file: File | null) => {
    if (!file) return;
    setUploadRefusal(null);
    try {
      await upload(file);
      toast.show(PROJECT_MESSAGES.uploaded, { severity: 'success', durationMs: TOAST_MS_DASHBOARD });
    } catch (error) {
      toast.show(PROJECT_MESSAGES.uploadFailed, { severity: 'error', durationMs: TOAST_MS_DASHBOARD });
      // The toast is the spec's text and goes after 2 s; the server's reason (too large, wrong type) stays.
      if (isRefusal(error) && isApiError(error) && error.serverMessage) {
        setUploadRefusal(`${file.name}: ${error.serverMessage}`);
      }
    }
  };

  const remove = async (ids: readonly number[]) => {
    if (ids.length === 0 || !(await confirm(CONFIRM_TEXTS.deleteFiles, { title: 'Delete files' }))) return;
    const outcome = await deleteUploads(ids);
    setSelected((previous) => new Set([...previous].filter((id) => !ids.includes(Number(id)))));
    if (outcome.failed > 0) {
      toast.show(PROJECT_MESSAGES.deleteFilesFailed, { severity: 'error', durationMs: TOAST_MS_DASHBOARD });
    }
  };

  const generate = async (file: UploadedFile) => {
    cancelled.current.delete(file.id);
    setGenerating((previous) => new Set(previous).add(file.id));
    toast.show(PROJECT_MESSAGES.metadataStarted, { severity: 'info', durationMs: STARTED_MESSAGE_MS });
    later(() => void refresh(), FIRST_STATUS_CHECK_MS);
    try {
      await generateMetadata(file.id);
      toast.show(PROJECT_MESSAGES.metadataDone, { severity: 'success', durationMs: TOAST_MS_DASHBOARD });
      later(() => void refresh(), REFRESH_AFTER_GENERATION_MS);
    } catch {
      if (!cancelled.current.has(file.id)) {
        toast.show(PROJECT_MESSAGES.metadataFailed, { severity: 'error', durationMs: FAILURE_MESSAGE_MS });
      }
    } finally {
      setGenerating((previous) => {
        const next = new Set(previous);
        next.delete(file.id);
        return next;
      });
    }
  };

  const cancel = async (file: UploadedFile) => {
    cancelled.current.add(file.id);
    try {
      await cancelMetadata(file.id);
      toast.show(PROJECT_MESSAGES.metadataCancelled, { severity: 'info', durationMs: TOAST_MS_DASHBOARD });
    } catch (error) {
      cancelled.current.delete(file.id);
      toast.show(cancelFailureText(error), { severity: 'error', durationMs: FAILURE_MESSAGE_MS });
    }
  };

  const columns: ReadonlyArray<DataTableColumn<UploadedFile>> = [
    {
      key: 'file_name',
      header: 'File',
      render: (file) => (
        <Box sx={{ minWidth: 0 }}>
          <Link
            href={file.file}
            target="_blank"
            rel="noopener"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {file.file_name}
          </Link>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {formatBytes(file.size)}
            {file.processing_status ? ` · Metadata: ${PROCESSING_LABELS[file.processing_status]}` : ''}
            {file.generated_dxf ? (
              <>
                {' · '}
                <Link
                  href={file.generated_dxf}
                  download
                  aria-label={`Generated DXF of ${file.file_name}`}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  Generated DXF
                </Link>
              </>
            ) : null}
          </Typography>
        </Box>
      ),
    },
    { key: 'uploaded_at', header: 'Uploaded', render: (file) => formatDateTime(file.uploaded_at) },
    {
      key: 'debug_output',
      header: 'Mockup',
      render: (file) =>
        file.debug_output ? (
          <Link
            href={file.debug_output}
            target="_blank"
            rel="noopener"
            aria-label={`Mockup of ${file.file_name}`}
            sx={{ display: 'inline-block', lineHeight: 0 }}
          >
            <Box
              component="img"
              src={file.debug_output}
              alt=""
              sx={{
                height: 48,
                width: 72,
                objectFit: 'cover',
                borderRadius: 0.5,
                border: 1,
                borderColor: 'divider',
              }}
            />
          </Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (file) => (
        <Box sx={{ display: 'inline-flex', gap: 0.25, whiteSpace: 'nowrap' }}>
          <IconButton
            size="small"
            aria-label={`Preview ${file.file_name}`}
            onClick={() => setPreviewed({ uploadId: file.id, view: 'preview' })}
          >
            <PreviewIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Show metadata of ${file.file_name}`}
            disabled={file.processing_status === null}
            onClick={() => setPreviewed({ uploadId: file.id, view: 'details' })}
          >
            <MetadataIcon fontSize="small" />
          </IconButton>
          {isRunning(file) || generating.has(file.id) ? (
            <IconButton
              size="small"
              aria-label={`Cancel metadata generation for ${file.file_name}`}
              onClick={() => void cancel(file)}
            >
              <CancelIcon fontSize="small" />
            </IconButton>
          ) : (
            <IconButton
              size="small"
              aria-label={`Generate metadata for ${file.file_name}`}
              onClick={() => void generate(file)}
            >
              <GenerateIcon fontSize="small" />
            </IconButton>
          )}
          {isOpenable(file.content_type) ? (
            <OpenInEditorButton
              name={file.file_name}
              contentType={file.content_type}
              opening={opening === `upload-${file.id}`}
              busy={opening !== null}
              onOpen={() => void open({ kind: 'upload', id: file.id })}
            />
          ) : null}
          <IconButton
            size="small"
            aria-label={`Delete ${file.file_name}`}
            onClick={() => void remove([file.id])}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ),
    },
  ];

  return (
    <Panel
      title="Uploaded Files"
      description="Plans, sketches and data for this project: PDF, DXF, PNG, JPEG or JSON."
      actions={
        <>
          <Button
            variant="outlined"
            color="error"
            disabled={shownIds.length === 0}
            startIcon={<DeleteIcon />}
            onClick={() => void remove(shownIds)}
          >
            Delete Selected
          </Button>
          <FileChooserButton
            label="Upload File"
            inputLabel="File to upload"
            accept={acceptAttribute(UPLOAD_KINDS)}
            onChoose={(file) => void startUpload(file)}
            disabled={uploading !== null}
            variant="contained"
            startIcon={<UploadIcon />}
          />
        </>
      }
    >
      {uploading ? <UploadProgress fileName={uploading.fileName} percent={uploading.percent} /> : null}
      {uploadRefusal ? (
        <Alert severity="error" onClose={() => setUploadRefusal(null)} sx={{ mb: 2 }}>
          {uploadRefusal}
        </Alert>
      ) : null}
      <DataTable
        ariaLabel="Uploaded files"
        rows={files}
        columns={columns}
        getRowId={(file) => file.id}
        selectable
        selected={selected}
        onSelectionChange={setSelected}
        emptyText="No files uploaded yet."
      />
      {previewedFile && previewed ? (
        <Suspense fallback={null}>
          <UploadPreview file={previewedFile} view={previewed.view} onClose={() => setPreviewed(null)} />
        </Suspense>
      ) : null}
    </Panel>
  );
}
