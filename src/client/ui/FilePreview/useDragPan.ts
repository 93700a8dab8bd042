import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** How far the content moves, in screen pixels (positive: right and down). */
export interface PanDelta {
  x: number;
  y: number;
}

const KEY_PAN_STEP = 40;
const KEY_PAN: Record<string, PanDelta> = {
  ArrowLeft: { x: KEY_PAN_STEP, y: 0 },
  ArrowRight: { x: -KEY_PAN_STEP, y: 0 },
  ArrowUp: { x: 0, y: KEY_PAN_STEP },
  ArrowDown: { x: 0, y: -KEY_PAN_STEP },
};

/** Whether a press landed on the element's own scrollbar, which must keep working as a scrollbar. */
function onScrollbar(event: PointerEvent<HTMLElement>): boolean {
  const element = event.currentTarget;
  if (element.clientWidth === 0 || element.clientHeight === 0) return false;
  const box = element.getBoundingClientRect();
  return (
    event.clientX - box.left - element.clientLeft >= element.clientWidth ||
    event.clientY - box.top - element.clientTop >= element.clientHeight
  );
}

interface Drag {
  pointerId: number;
  last: PanDelta;
}

/**
 * Drag-to-pan (and arrow keys) for a preview's viewport. It only reports how far the content should move;
 * the caller decides what moving means (a CSS translate for an image, scrolling for a PDF page).
 */
export function useDragPan(onPan: (delta: PanDelta) => void, enabled: boolean) {
  const dragRef = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (dragRef.current?.pointerId !== event.pointerId) return;
    dragRef.current = null;
    setDragging(false);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || !enabled || onScrollbar(event)) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      dragRef.current = { pointerId: event.pointerId, last: { x: event.clientX, y: event.clientY } };
      setDragging(true);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const drag = dragRef.current;
      if (!drag || drag.pointerId !== event.pointerId) return;
      const delta = { x: event.clientX - drag.last.x, y: event.clientY - drag.last.y };
      drag.last = { x: event.clientX, y: event.clientY };
      if (delta.x !== 0 || delta.y !== 0) onPan(delta);
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const step = KEY_PAN[event.key];
      if (!step || !enabled) return;
      event.preventDefault();
      onPan(step);
    },
  };

  return { dragging, handlers };
}
