import { useRef, useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import { PREVIEW_MESSAGES } from './messages';
import { PreviewError, PreviewLoading } from './PreviewStatus';
import { useDragPan, type PanDelta } from './useDragPan';
import { ZoomControls } from './ZoomControls';
import { fitZoom } from './zoom';

/** An image that opens fitted to the view, zooms in 10% steps and pans by dragging (or the arrow keys). */
export function ImagePreview({ url, fileName }: { url: string; fileName: string }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [fit, setFit] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<PanDelta>({ x: 0, y: 0 });
  const { dragging, handlers: panHandlers } = useDragPan(
    (delta) => setPan((current) => ({ x: current.x + delta.x, y: current.y + delta.y })),
    state === 'ready',
  );

  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    const viewport = viewportRef.current;
    const fitted = fitZoom(
      { width: image.naturalWidth, height: image.naturalHeight },
      { width: viewport?.clientWidth ?? 0, height: viewport?.clientHeight ?? 0 },
    );
    setFit(fitted);
    setZoom(fitted);
    setState('ready');
  };

  const reset = () => {
    setZoom(fit);
    setPan({ x: 0, y: 0 });
  };

  return (
    <>
      <ZoomControls zoom={zoom} onZoomChange={setZoom} onReset={reset} disabled={state !== 'ready'} />
      {state === 'error' ? <PreviewError message={PREVIEW_MESSAGES.loadFailed} /> : null}
      {state === 'loading' ? <PreviewLoading /> : null}
      <Box
        ref={viewportRef}
        role="region"
        aria-label="Image viewport: drag to pan"
        tabIndex={0}
        {...panHandlers}
        sx={{
          display: state === 'error' ? 'none' : 'block',
          position: 'relative',
          overflow: 'hidden',
          height: '65vh',
          bgcolor: 'grey.100',
          borderRadius: 1,
          cursor: dragging ? 'grabbing' : 'grab',
          touchAction: 'none',
          userSelect: 'none',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <Box
          component="img"
          src={url}
          alt={fileName}
          draggable={false}
          onLoad={onLoad}
          onError={() => setState('error')}
          sx={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            maxWidth: 'none',
            transformOrigin: 'center',
            transform: `translate(-50%, -50%) translate(${pan.x}px, ${pan.y}px) scale(${zoom})`,
            visibility: state === 'ready' ? 'visible' : 'hidden',
          }}
        />
      </Box>
    </>
  );
}
