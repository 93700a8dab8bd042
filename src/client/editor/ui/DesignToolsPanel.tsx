import { useCallback, useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import {
  Box,
  Button,
  Collapse,
  Divider,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '../../ui/primitives';
import { DragHandleIcon, ExpandMoreIcon } from '../../ui/icons';
import type { EditorStore } from '../store/EditorStore';
import { useEditorState } from '../store/useEditorState';
import type { EditorState } from '../store/editorState';
import { formatKeys } from '../actions/keys';
import type { ToolAction } from '../actions/registry';
import { TOOL_ACTIONS } from '../actions/registry';
import { storeActionContext } from '../actions/context';
import type { ActionContext } from '../actions/types';
import { clampPanel, dragPanel, PANEL_WIDTH } from './panelPosition';
import { HatchMenu } from './HatchMenu';
import { SymbolsMenu } from './SymbolsMenu';

export interface DesignToolsPanelProps {
  store: EditorStore;
  /** Start collapsed (stories). */
  defaultCollapsed?: boolean;
  /** Start with the hidden section (Add Toilet, Add Shower, Symbols…, Hatch…) open (stories). */
  defaultMoreOpen?: boolean;
  /** Opens the Underlays dialog (a PDF page or an image under the page); no button without it. */
  onUnderlays?: () => void;
  /** What the buttons' actions run with (the editor's input); stories leave it to the store alone. */
  context?: ActionContext;
}

const SHAPES = TOOL_ACTIONS.filter((a) => a.panel === 'shapes');
const STRUCTURE = TOOL_ACTIONS.filter((a) => a.panel === 'structure');
const FIXTURES = TOOL_ACTIONS.filter((a) => a.panel === 'fixtures');

/** A tool button's tooltip: what it does, its key and its command name (AutoCAD users type those). */
function toolHint(a: ToolAction): string | null {
  const keys = formatKeys(a);
  const name = a.command?.[0];
  if (!keys && !name) return null;
  const how = [keys, name ? `command ${a.command?.join(' or ')}` : null].filter(Boolean).join(', ');
  return `${a.description ?? a.label} (${how})`;
}

const selectTool = (s: EditorState) => s.tool;
const selectPosition = (s: EditorState) => s.panelPosition;

const windowSize = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The floating Design Tools panel: dragged by its header, collapsible, always inside the window (clamped
 * while dragging and when the window shrinks). Its position lives in the store so Locate Toolbar can reset it.
 */
export function DesignToolsPanel({
  store,
  defaultCollapsed = false,
  defaultMoreOpen = false,
  onUnderlays,
  context,
}: DesignToolsPanelProps) {
  const tool = useEditorState(store, selectTool);
  const position = useEditorState(store, selectPosition);
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const [moreOpen, setMoreOpen] = useState(defaultMoreOpen);
  const panelRef = useRef<HTMLDivElement | null>(null);

  const panelSize = () => ({ width: PANEL_WIDTH, height: panelRef.current?.offsetHeight ?? 0 });

  const keepInside = useCallback(() => {
    const p = store.getState().panelPosition;
    store.setPanelPosition(
      clampPanel(p, { width: PANEL_WIDTH, height: panelRef.current?.offsetHeight ?? 0 }, windowSize()),
    );
  }, [store]);

  useEffect(() => {
    keepInside();
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, [keepInside, collapsed, moreOpen, position]);

  const startDrag = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('button')) return;
    e.preventDefault();
    const handle = e.currentTarget;
    const pointerId = e.pointerId;
    const start = { x: e.clientX, y: e.clientY };
    const from = store.getState().panelPosition;
    // Capture keeps the moves coming to the handle however far one frame jumps; the window listeners are
    // the backstop for a capture the browser takes away (the pointer left the page, a synthetic event).
    try {
      handle.setPointerCapture(pointerId);
    } catch {
      /* an id the browser does not know (stories): the window listeners still follow */
    }
    const move = (ev: PointerEvent) => {
      if (ev.pointerId !== pointerId) return;
      store.setPanelPosition(
        dragPanel(from, start, { x: ev.clientX, y: ev.clientY }, panelSize(), windowSize()),
      );
    };
    const end = (ev: PointerEvent) => {
      if (ev.pointerId !== pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      if (handle.hasPointerCapture(pointerId)) handle.releasePointerCapture(pointerId);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  const arm = (a: ToolAction) => a.run(context ?? storeActionContext(store), { from: 'button' });

  return (
    <Paper
      ref={panelRef}
      elevation={6}
      role="region"
      aria-label="Design Tools"
      data-testid="design-tools-panel"
      data-editor-panel
      style={{ left: position.x, top: position.y }}
      sx={{
        position: 'fixed',
        width: PANEL_WIDTH,
        zIndex: 1200,
        overflow: 'hidden',
      }}
    >
      <Box
        onPointerDown={startDrag}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 0.75,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          cursor: 'move',
          userSelect: 'none',
          touchAction: 'none',
        }}
      >
        <DragHandleIcon fontSize="small" />
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Design Tools
        </Typography>
        <IconButton
          size="small"
          color="inherit"
          aria-label={collapsed ? 'Expand Design Tools' : 'Collapse Design Tools'}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((c) => !c)}
        >
          <ExpandMoreIcon
            fontSize="small"
            sx={{ transform: collapsed ? 'rotate(-90deg)' : 'none', transition: 'transform 120ms' }}
          />
        </IconButton>
      </Box>
      <Collapse in={!collapsed}>
        <Box sx={{ p: 1.25 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.75 }}>
            {SHAPES.map((b) => (
              <Button
                key={b.id}
                size="small"
                variant={tool === b.tool ? 'contained' : 'outlined'}
                aria-pressed={b.tool === 'text' ? undefined : tool === b.tool}
                onClick={() => arm(b)}
                sx={{ textTransform: 'none', justifyContent: 'flex-start', px: 1 }}
              >
                {b.label}
              </Button>
            ))}
          </Box>
          <Divider sx={{ my: 1 }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.75 }}>
            {STRUCTURE.map((b) => {
              const button = (
                <Button
                  key={b.id}
                  size="small"
                  fullWidth
                  variant={tool === b.tool ? 'contained' : 'outlined'}
                  aria-pressed={tool === b.tool}
                  onClick={() => arm(b)}
                  sx={{ textTransform: 'none' }}
                >
                  {b.label}
                </Button>
              );
              const hint = toolHint(b);
              return hint ? (
                <Tooltip key={b.id} describeChild title={hint}>
                  {button}
                </Tooltip>
              ) : (
                button
              );
            })}
          </Box>
          {onUnderlays ? (
            <Tooltip
              describeChild
              title="Put a PDF page or an image under the page, calibrate it and trace over it"
            >
              <Button
                size="small"
                fullWidth
                variant="outlined"
                onClick={onUnderlays}
                sx={{ mt: 1, textTransform: 'none' }}
              >
                Underlays…
              </Button>
            </Tooltip>
          ) : null}
          <Button
            size="small"
            fullWidth
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen((o) => !o)}
            sx={{ mt: 1, textTransform: 'none' }}
            endIcon={<ExpandMoreIcon sx={{ transform: moreOpen ? 'rotate(180deg)' : 'none' }} />}
          >
            More
          </Button>
          <Collapse in={moreOpen}>
            <Stack direction="row" spacing={0.75} sx={{ pt: 0.5 }}>
              {FIXTURES.map((b) => (
                <Tooltip key={b.id} title="Click to place, R to turn, Escape to stop" describeChild>
                  <Button
                    size="small"
                    fullWidth
                    variant={tool === b.tool ? 'contained' : 'outlined'}
                    aria-pressed={tool === b.tool}
                    onClick={() => arm(b)}
                    sx={{ textTransform: 'none' }}
                  >
                    {b.label}
                  </Button>
                </Tooltip>
              ))}
            </Stack>
            <Stack direction="row" spacing={0.75} sx={{ pt: 0.75 }}>
              <SymbolsMenu store={store} />
              <HatchMenu store={store} />
            </Stack>
          </Collapse>
        </Box>
      </Collapse>
    </Paper>
  );
}
