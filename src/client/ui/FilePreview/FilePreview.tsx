import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
export function FilePreview({ open, onClose, url, fileName, contentType }: FilePreviewProps) {
  // Remembered per URL so that a blocked print of one file does not show when another is previewed.
  const [printBlockedFor, setPrintBlockedFor] = useState<string | null>(null);
  const kind = previewKind({ fileName, url, contentType });

  const actions = (
    <>
      <Button component="a" href={url} download={fileName} startIcon={<DownloadIcon />}>
        Download
      </Button>
      <Button
        variant="contained"
        startIcon={<PrintIcon />}
        onClick={() => setPrintBlockedFor(printFile(url) ? null : url)}
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
      {/* Keyed by URL: another file starts from a fresh zoom, page and loading state. */}
      <PreviewBody key={url} kind={kind} url={url} fileName={fileName} />
    </Modal>
  );
}
