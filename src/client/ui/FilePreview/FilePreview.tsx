import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Modal } from '../Modal';
import { ImagePreview } from './ImagePreview';
import { JsonPreview } from './JsonPreview';
import { PREVIEW_MESSAGES } from './messages';
import { PdfPreview } from './PdfPreview';
import { DownloadIcon, PrintIcon } from './previewIcons';
import { PreviewError } from './PreviewStatus';
import { previewKind, type PreviewKind } from './previewKind';
import { printFile } from './printFile';

export interface FilePreviewProps {
  open: boolean;
  onClose: () => void;
  /** Where the file is served; the browser must be able to open it directly. */
  url: string;
  /** Shown as the title and used as the download's name. */
  fileName: string;
  /** The type the server detected; without it (or when it is generic) the file name's extension decides. */
  contentType?: string;
  /** A second tab beside the preview, e.g. what processing found in the file. */
  details?: { label: string; content: ReactNode };
  /** Which tab opens first (the preview unless asked otherwise). */
  initialView?: 'preview' | 'details';
  /**
   * An image of a file no browser draws (a DXF's mockup), shown as its preview with what it is said beside it;
   * Download still gives the file itself.
   */
  rendering?: { url: string; caption: string };
}

function PreviewBody({ kind, url, fileName }: { kind: PreviewKind; url: string; fileName: string }) {
  switch (kind) {
    case 'pdf':
      return <PdfPreview url={url} />;
    case 'image':
      return <ImagePreview url={url} fileName={fileName} />;
    case 'json':
      return <JsonPreview url={url} />;
    case 'unsupported':
      return <PreviewError message={PREVIEW_MESSAGES.unsupported} />;
  }
}

/** The file preview modal: PDF, images (zoom and pan) and JSON, with Download and Print for every file. */
export function FilePreview({
  open,
  onClose,
  url,
  fileName,
  contentType,
  details,
  initialView = 'preview',
  rendering,
}: FilePreviewProps) {
  // Remembered per URL so that a blocked print of one file does not show when another is previewed.
  const [printBlockedFor, setPrintBlockedFor] = useState<string | null>(null);
  const [view, setView] = useState<'preview' | 'details'>(details ? initialView : 'preview');
  const own = previewKind({ fileName, url, contentType });
  // A drawing format is shown by its rendering, and printed as it (a browser cannot print a DXF).
  const shownImage = own === 'unsupported' && rendering ? rendering : null;
  const kind = shownImage ? 'image' : own;
  const viewUrl = shownImage?.url ?? url;
  const shown = details ? view : 'preview';
  // The viewer fits the file to its box when it loads, so it is first mounted when its tab is shown.
  const [previewMounted, setPreviewMounted] = useState(shown === 'preview');

  const actions = (
    <>
      <Button component="a" href={url} download={fileName} startIcon={<DownloadIcon />}>
        Download
      </Button>
      <Button
        variant="contained"
        startIcon={<PrintIcon />}
        onClick={() => setPrintBlockedFor(printFile(viewUrl) ? null : url)}
      >
        Print
      </Button>
    </>
  );

  return (
    <Modal open={open} title={fileName} onClose={onClose} maxWidth="lg" actions={actions}>
      {printBlockedFor === url ? (
        <Alert severity="warning" onClose={() => setPrintBlockedFor(null)} sx={{ mb: 2 }}>
          {PREVIEW_MESSAGES.printBlocked}
        </Alert>
      ) : null}
      {details ? (
        <Tabs
          value={shown}
          onChange={(_event, next: 'preview' | 'details') => {
            setView(next);
            if (next === 'preview') setPreviewMounted(true);
          }}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab label="Preview" value="preview" id="file-preview-tab" aria-controls="file-preview-panel" />
          <Tab
            label={details.label}
            value="details"
            id="file-details-tab"
            aria-controls="file-details-panel"
          />
        </Tabs>
      ) : null}
      {/* Kept mounted behind the details tab, so switching back does not reload and refit the file. */}
      <Box
        id="file-preview-panel"
        role={details ? 'tabpanel' : undefined}
        aria-labelledby={details ? 'file-preview-tab' : undefined}
        hidden={shown !== 'preview'}
      >
        {/* Keyed by URL: another file starts from a fresh zoom, page and loading state. */}
        {shownImage && previewMounted ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {shownImage.caption}
          </Typography>
        ) : null}
        {previewMounted ? <PreviewBody key={viewUrl} kind={kind} url={viewUrl} fileName={fileName} /> : null}
      </Box>
      {details && shown === 'details' ? (
        <Box id="file-details-panel" role="tabpanel" aria-labelledby="file-details-tab">
          {details.content}
        </Box>
      ) : null}
    </Modal>
  );
}
