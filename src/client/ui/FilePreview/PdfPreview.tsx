import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PREVIEW_MESSAGES } from './messages';
import type { PdfFile } from './pdfDocument';
import { NextIcon, PreviousIcon } from './previewIcons';
import { PreviewError, PreviewLoading } from './PreviewStatus';
import { ZoomControls } from './ZoomControls';

/** A PDF drawn page by page with pdf.js (loaded on first use), with page navigation and zoom. */
export function PdfPreview({ url }: { url: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PdfFile | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    let active = true;
    let cancelLoad: (() => void) | null = null;
    import('./pdfDocument')
      .then(({ loadPdf }) => {
        if (!active) return null;
        const load = loadPdf(url);
        cancelLoad = load.cancel;
        return load.promise;
      })
      .then((file) => {
        if (active && file) setPdf(file);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
      cancelLoad?.();
    };
  }, [url]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas) return;
    const job = pdf.renderPage(pageNumber, canvas, zoom);
    job.done.then(
      () => setRendered(true),
      () => setFailed(true),
    );
    return () => job.cancel();
  }, [pdf, pageNumber, zoom]);

  if (failed) return <PreviewError message={PREVIEW_MESSAGES.loadFailed} />;
  const pageCount = pdf?.pageCount ?? 0;

  return (
    <>
      <ZoomControls zoom={zoom} onZoomChange={setZoom} onReset={() => setZoom(1)} disabled={!pdf}>
        <Stack direction="row" spacing={0.5} sx={{ ml: 'auto', alignItems: 'center' }}>
          <IconButton
            aria-label="Previous page"
            size="small"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((page) => page - 1)}
          >
            <PreviousIcon fontSize="small" />
          </IconButton>
          <Typography aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {pdf ? `Page ${pageNumber} of ${pageCount}` : ''}
          </Typography>
          <IconButton
            aria-label="Next page"
            size="small"
            disabled={pageNumber >= pageCount}
            onClick={() => setPageNumber((page) => page + 1)}
          >
            <NextIcon fontSize="small" />
          </IconButton>
        </Stack>
      </ZoomControls>
      {rendered ? null : <PreviewLoading />}
      <Box
        role="region"
        aria-label="PDF page"
        tabIndex={0}
        sx={{
          height: rendered ? '65vh' : 0,
          overflow: 'auto',
          bgcolor: 'grey.200',
          borderRadius: 1,
          textAlign: 'center',
        }}
      >
        <Box
          component="canvas"
          ref={canvasRef}
          aria-label={pdf ? `Page ${pageNumber} of ${pageCount}` : undefined}
          sx={{ display: 'inline-block', my: 2, bgcolor: 'common.white', boxShadow: 1 }}
        />
      </Box>
    </>
  );
}
