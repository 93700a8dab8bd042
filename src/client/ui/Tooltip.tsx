import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';

/** The props the tooltip adds to (or wraps on) its child. */
interface ChildProps {
  'aria-label'?: string;
  'aria-describedby'?: string;
  title?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface TooltipProps {
  /** What the bubble says. */
  title: string;
  /** One element; it receives the hover and focus listeners (wrap a disabled button in a span). */
  children: ReactElement<ChildProps>;
  /**
   * The title describes the child (aria-describedby while shown, a native title otherwise) instead of naming it
   * (aria-label, unless the child has its own) — as MUI's Tooltip does with the same prop.
   */
  describeChild?: boolean;
}

/** Hover this long before the bubble shows (MUI's default enter delay). */
const ENTER_DELAY_MS = 100;
// MUI places its bottom tooltip 14 px below the anchor.
const GAP_PX = 14;
const EDGE_PX = 4;

// MUI's tooltip look with this theme (grey bubble, small white text), without its popper and transitions.
const bubbleStyle: CSSProperties = {
  position: 'fixed',
  zIndex: 1500,
  pointerEvents: 'none',
  maxWidth: 300,
  padding: '4px 8px',
  // The theme's corner radius; font family and line height come from the body (CssBaseline), as MUI's did.
  borderRadius: 6,
  background: 'rgba(97, 97, 97, 0.92)',
  color: '#fff',
  fontSize: '0.6875rem',
  fontWeight: 500,
  overflowWrap: 'break-word',
};

/** Where the bubble goes: centred under the anchor, kept on screen, above it when there is no room below. */
function placeBubble(bubble: HTMLElement, anchor: DOMRect): void {
  const { width, height } = bubble.getBoundingClientRect();
  const maxLeft = window.innerWidth - width - EDGE_PX;
  const left = Math.max(EDGE_PX, Math.min(maxLeft, anchor.left + anchor.width / 2 - width / 2));
  const below = anchor.bottom + GAP_PX;
  const top = below + height > window.innerHeight ? Math.max(EDGE_PX, anchor.top - GAP_PX - height) : below;
  // Whole pixels, as MUI's popper placed it: text on a fractional position renders blurred.
  bubble.style.left = `${Math.round(left)}px`;
  bubble.style.top = `${Math.round(top)}px`;
}

/**
 * A short text shown beside an element while the pointer rests on it or the keyboard focuses it. The design
 * system's own, light in place of MUI's (whose popper and transitions weighed ~11 KB on the editor route):
 * same props for what the app uses, same accessible name or description for the child.
 */
export function Tooltip({ title, children, describeChild = false }: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const timer = useRef<number | null>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const open = anchor !== null;

  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  const hide = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    setAnchor(null);
  }, []);
  useEffect(() => cancel, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);

  useLayoutEffect(() => {
    if (anchor && bubble.current) placeBubble(bubble.current, anchor);
  }, [anchor]);

  const own = children.props;
  const props: ChildProps = {
    onMouseEnter: (event) => {
      own.onMouseEnter?.(event);
      const target = event.currentTarget;
      cancel();
      timer.current = window.setTimeout(() => setAnchor(target.getBoundingClientRect()), ENTER_DELAY_MS);
    },
    onMouseLeave: (event) => {
      own.onMouseLeave?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // Keyboard focus only, as MUI: a click's focus does not pop the bubble up.
      const target = event.currentTarget;
      if (target.matches(':focus-visible')) setAnchor(target.getBoundingClientRect());
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
  };
  if (describeChild) {
    if (open) props['aria-describedby'] = own['aria-describedby'] ?? id;
    else props.title = own.title ?? title;
  } else {
    props['aria-label'] = own['aria-label'] ?? title;
  }

  return (
    <>
      {cloneElement(children, props)}
      {open
        ? createPortal(
            <div ref={bubble} id={id} role="tooltip" style={{ ...bubbleStyle, left: -9999, top: 0 }}>
              {title}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
