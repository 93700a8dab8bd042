import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PREVIEW_MESSAGES } from './messages';
import type { PageSize, PdfFile } from './pdfDocument';
import { NextIcon, PreviousIcon } from './previewIcons';
import { PreviewError, PreviewLoading } from './PreviewStatus';
import { useDragPan, type PanDelta } from './useDragPan';
import { ZoomControls } from './ZoomControls';
import { fitZoom } from './zoom';

/** The white space kept around the page inside the scrolling view, in CSS pixels. */
const PAGE_MARGIN = 16;

interface ShownPage {
  number: number;
  size: PageSize;
}

/** The zoom at which the whole page, with its margin, is visible in the view (never above 100%). */
function fitInView(view: HTMLElement | null, size: PageSize): number {
  return fitZoom(size, {
    width: (view?.clientWidth ?? 0) - 2 * PAGE_MARGIN,
    height: (view?.clientHeight ?? 0) - 2 * PAGE_MARGIN,
  });
}

/** Where the middle of the view is, as a share of the scrolled content, so a zoom can keep it in place. */
function viewCentre(view: HTMLElement): PanDelta | null {
  if (view.scrollWidth <= 0 || view.scrollHeight <= 0) return null;
  return {
    x: (view.scrollLeft + view.clientWidth / 2) / view.scrollWidth,
    y: (view.scrollTop + view.clientHeight / 2) / view.scrollHeight,
  };
}

/**
 * A PDF drawn page by page with pdf.js (loaded on first use), with page navigation and zoom. It opens fitted to
 * the view, as large sheets (an ARCH E plan is 3,000 pt wide) would otherwise show only a blank corner, and a
 * page larger than the view pans by dragging or with the arrow keys.
 */
export function PdfPreview({ url }: { url: string }) {
  const viewRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const centreRef = useRef<PanDelta | null>(null);
  const [pdf, setPdf] = useState<PdfFile | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<ShownPage | null>(null);
  // Null until the first page's size is known: the document opens at that page's fitted zoom.
  const [zoom, setZoom] = useState<number | null>(null);
  const [rendered, setRendered] = useState(false);
  const [pannable, setPannable] = useState(false);

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
    if (!pdf) return;
    let active = true;
    pdf.pageSize(pageNumber).then(
      (size) => {
        if (!active) return;
        setPage({ number: pageNumber, size });
        // Later pages keep the zoom the reader chose; Reset fits the page shown.
        setZoom((current) => current ?? fitInView(viewRef.current, size));
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [pdf, pageNumber]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !page || zoom === null || !canvas) return;
    const job = pdf.renderPage(page.number, canvas, zoom);
    job.done.then(
      () => setRendered(true),
      () => setFailed(true),
    );
    return () => job.cancel();
  }, [pdf, page, zoom]);

  // After the page's on-screen size changed: keep the point that was in the middle of the view there, and
  // offer dragging only when there is something to pan to.
  useLayoutEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const centre = centreRef.current;
    centreRef.current = null;
    if (centre) {
      view.scrollLeft = centre.x * view.scrollWidth - view.clientWidth / 2;
      view.scrollTop = centre.y * view.scrollHeight - view.clientHeight / 2;
    }
    setPannable(view.scrollWidth > view.clientWidth || view.scrollHeight > view.clientHeight);
  }, [page, zoom]);

  const zoomTo = (next: number) => {
    if (viewRef.current) centreRef.current = viewCentre(viewRef.current);
    setZoom(next);
  };

  const reset = () => {
    if (!page) return;
    viewRef.current?.scrollTo({ left: 0, top: 0 });
    setZoom(fitInView(viewRef.current, page.size));
  };

  const { dragging, handlers: panHandlers } = useDragPan((delta) => {
    const view = viewRef.current;
    if (!view) return;
    view.scrollLeft -= delta.x;
    view.scrollTop -= delta.y;
  }, rendered && pannable);

  if (failed) return <PreviewError message={PREVIEW_MESSAGES.loadFailed} />;
  const pageCount = pdf?.pageCount ?? 0;
  const shownZoom = zoom ?? 1;

  return (
    <>
      <ZoomControls zoom={shownZoom} onZoomChange={zoomTo} onReset={reset} disabled={zoom === null}>
        <Stack direction="row" spacing={0.5} sx={{ ml: 'auto', alignItems: 'center' }}>
          <IconButton
            aria-label="Previous page"
            size="small"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((current) => current - 1)}
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
            onClick={() => setPageNumber((current) => current + 1)}
          >
            <NextIcon fontSize="small" />
          </IconButton>
        </Stack>
      </ZoomControls>
      {rendered ? null : <PreviewLoading />}
      <Box
        ref={viewRef}
        role="region"
        aria-label="PDF page: drag to pan"
        tabIndex={0}
        {...panHandlers}
        sx={{
          // Laid out (and so measurable for the fit) while loading, but out of sight until the page is drawn.
          height: '65vh',
          visibility: rendered ? 'visible' : 'hidden',
          overflow: 'auto',
          bgcolor: 'grey.200',
          borderRadius: 1,
          cursor: pannable ? (dragging ? 'grabbing' : 'grab') : 'default',
          userSelect: 'none',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        {/* At least as large as the view (the page is centred in it), growing with the page when zoomed in. */}
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            boxSizing: 'border-box',
            width: 'max-content',
            minWidth: '100%',
            minHeight: '100%',
            p: `${PAGE_MARGIN}px`,
          }}
        >
          <Box
            component="canvas"
            ref={canvasRef}
            aria-label={pdf ? `Page ${pageNumber} of ${pageCount}` : undefined}
            style={
              page && zoom !== null
                ? {
                    width: Math.floor(page.size.width * zoom),
                    height: Math.floor(page.size.height * zoom),
                  }
                : undefined
            }
            sx={{ display: 'block', bgcolor: 'common.white', boxShadow: 1 }}
          />
        </Box>
      </Box>
    </>
  );
}
