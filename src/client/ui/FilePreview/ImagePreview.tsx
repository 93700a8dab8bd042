import { useRef, useState, type KeyboardEvent, type PointerEvent, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import { PREVIEW_MESSAGES } from './messages';
import { PreviewError, PreviewLoading } from './PreviewStatus';
import { ZoomControls } from './ZoomControls';
import { fitZoom } from './zoom';

interface Point {
  x: number;
  y: number;
}

interface Drag {
  pointerId: number;
  start: Point;
  panAtStart: Point;
}

const KEY_PAN_STEP = 40;
const KEY_PAN: Record<string, Point> = {
  ArrowLeft: { x: KEY_PAN_STEP, y: 0 },
  ArrowRight: { x: -KEY_PAN_STEP, y: 0 },
  ArrowUp: { x: 0, y: KEY_PAN_STEP },
  ArrowDown: { x: 0, y: -KEY_PAN_STEP },
};

/** An image that opens fitted to the view, zooms in 10% steps and pans by dragging (or the arrow keys). */
export function ImagePreview({ url, fileName }: { url: string; fileName: string }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<Drag | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [fit, setFit] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);

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

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || state !== 'ready') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragRef.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      panAtStart: pan,
    };
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    setPan({
      x: drag.panAtStart.x + event.clientX - drag.start.x,
      y: drag.panAtStart.y + event.clientY - drag.start.y,
    });
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragRef.current?.pointerId !== event.pointerId) return;
    dragRef.current = null;
    setDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_PAN[event.key];
    if (!step || state !== 'ready') return;
    event.preventDefault();
    setPan((current) => ({ x: current.x + step.x, y: current.y + step.y }));
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
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
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
