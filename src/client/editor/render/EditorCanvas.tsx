import { useCallback, useEffect, useRef, useState } from 'react';
import type { Application } from 'pixi.js';
import { isWebGLSupported } from 'pixi.js';
// Pixi's shader and uniform code without new Function(): the app's CSP allows no eval.
import 'pixi.js/unsafe-eval';
import { screenPoint } from '../../../core/geometry/point';
import { Box, Typography } from '../../ui/primitives';
import type { EditorStore } from '../store/EditorStore';
import type { EditorInput } from '../tools/EditorInput';
import type { PointerInput } from '../tools/toolTypes';
import { installDevHook } from '../devHook';
import { EditorView } from './EditorView';
import { PixiHost } from './PixiHost';
import { COLORS } from './palette';

export const NO_CANVAS_MESSAGE = 'Your browser could not start the drawing canvas (WebGL unavailable).';
/** A renderer that has not started after this long is treated as failed, so the area is never blank. */
const INIT_TIMEOUT_MS = 15_000;

export interface EditorCanvasProps {
  store: EditorStore;
  input: EditorInput;
  /** Right click: where (client px) and the element under the pointer, if any. */
  onContextMenu?: (at: { x: number; y: number }, elementId: string | null) => void;
  /** Fit the drawing on mount (opening a design). */
  fitOnMount?: boolean;
}

type Status = 'starting' | 'ready' | 'failed';

function canvas2dSupported(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * The drawing surface: PixiHost mounts the Pixi Application (WebGL, or Pixi's canvas renderer when no
 * GPU context can be had), then EditorView draws imperatively. Pointer, wheel and keyboard-free DOM events
 * go straight to EditorInput, never through React state. `data-ready="true"` marks the first rendered frame.
 */
export function EditorCanvas({ store, input, onContextMenu, fitOnMount = true }: EditorCanvasProps) {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [status, setStatus] = useState<Status>('starting');
  const [preference] = useState<'webgl' | 'canvas' | null>(() =>
    isWebGLSupported() ? 'webgl' : canvas2dSupported() ? 'canvas' : null,
  );

  useEffect(() => {
    if (preference === null) {
      setStatus('failed');
      return;
    }
    const timer = setTimeout(() => setStatus((s) => (s === 'starting' ? 'failed' : s)), INIT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [preference]);

  const destroyView = useCallback(() => {
    viewRef.current?.destroy();
    viewRef.current = null;
  }, []);
  useEffect(() => destroyView, [destroyView]);

  const onInit = (app: Application) => {
    if (viewRef.current) return;
    const resize = () => store.setViewport({ width: app.screen.width, height: app.screen.height });
    const host = hostRef.current;
    if (host) app.renderer.resize(host.clientWidth || 1, host.clientHeight || 1);
    resize();
    app.renderer.on('resize', resize);
    if (fitOnMount) store.zoomToContent();
    const view = new EditorView(app, store);
    viewRef.current = view;
    view.renderNow();
    installDevHook({ store, input, view, app });
    setStatus('ready');
  };

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const toInput = (e: PointerEvent | MouseEvent): PointerInput => {
      const r = host.getBoundingClientRect();
      return {
        screen: screenPoint(e.clientX - r.left, e.clientY - r.top),
        button: e.button,
        shift: e.shiftKey,
        time: e.timeStamp,
      };
    };
    const down = (e: PointerEvent) => {
      if (e.button === 2) return;
      if (e.button === 1) e.preventDefault();
      // Synthetic events (tests, stories) carry pointer ids the browser does not know.
      try {
        host.setPointerCapture(e.pointerId);
      } catch {
        /* not capturable: moves still arrive while over the canvas */
      }
      input.pointerDown(toInput(e));
    };
    const move = (e: PointerEvent) => input.pointerMove(toInput(e));
    const up = (e: PointerEvent) => {
      if (e.button === 2) return;
      if (host.hasPointerCapture(e.pointerId)) host.releasePointerCapture(e.pointerId);
      input.pointerUp(toInput(e));
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = host.getBoundingClientRect();
      input.wheel(screenPoint(e.clientX - r.left, e.clientY - r.top), e.deltaY);
    };
    const dbl = (e: MouseEvent) => input.doubleClick(toInput(e).screen);
    const menu = (e: MouseEvent) => {
      e.preventDefault();
      onContextMenu?.({ x: e.clientX, y: e.clientY }, input.elementAt(toInput(e).screen));
    };
    // Middle-button press would start the browser's autoscroll.
    const noAutoscroll = (e: MouseEvent) => {
      if (e.button === 1) e.preventDefault();
    };
    host.addEventListener('pointerdown', down);
    host.addEventListener('pointermove', move);
    host.addEventListener('pointerup', up);
    host.addEventListener('pointercancel', up);
    host.addEventListener('wheel', wheel, { passive: false });
    host.addEventListener('dblclick', dbl);
    host.addEventListener('contextmenu', menu);
    host.addEventListener('mousedown', noAutoscroll);
    return () => {
      host.removeEventListener('pointerdown', down);
      host.removeEventListener('pointermove', move);
      host.removeEventListener('pointerup', up);
      host.removeEventListener('pointercancel', up);
      host.removeEventListener('wheel', wheel);
      host.removeEventListener('dblclick', dbl);
      host.removeEventListener('contextmenu', menu);
      host.removeEventListener('mousedown', noAutoscroll);
    };
  }, [input, onContextMenu]);

  return (
    <Box
      ref={hostRef}
      data-testid="editor-canvas"
      data-ready={status === 'ready' ? 'true' : 'false'}
      data-renderer-status={status}
      sx={{ position: 'absolute', inset: 0, overflow: 'hidden', touchAction: 'none', bgcolor: '#e9ecef' }}
    >
      {status === 'failed' ? (
        <Box role="alert" sx={{ p: 4, display: 'grid', placeItems: 'center', height: '100%' }}>
          <Typography color="error">{NO_CANVAS_MESSAGE}</Typography>
        </Box>
      ) : preference ? (
        <PixiHost
          resizeTo={hostRef}
          preference={preference}
          background={COLORS.background}
          resolution={window.devicePixelRatio || 1}
          onInit={onInit}
          onDestroy={destroyView}
        />
      ) : null}
    </Box>
  );
}
