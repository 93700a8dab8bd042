import { memo, useCallback, useDeferredValue, useRef } from 'react';
import type { ElementProperty, PropertyField } from '../../../core/commands/properties';
import { elementProperties, setElementProperty } from '../../../core/commands/properties';
import type { OpeningChoice } from '../../../core/commands/openings';
import { setOpeningChoice } from '../../../core/commands/openings';
import type { Page } from '../../../core/model/page';
import { setRoomName } from '../../../core/commands/roomName';
import { OpeningChoiceFields } from './OpeningChoiceFields';
import { roomArea } from '../../../core/geometry/buildingGeometry';
import type { DrawingElement, RoomElement } from '../../../core/model/elements';
import type { WallDimensions } from '../../../core/model/page';
import type { WallLengths } from '../../../core/geometry/wallMeasure';
import { joinedWallIn, wallLengths } from '../../../core/geometry/wallMeasure';
import { setWallDimensions } from '../../../core/commands/wallDimensions';
import type { LengthUnit } from '../../../core/units';
import { formatArea, formatLength, parseLength } from '../../../core/units';
import { designPlotRatio, formatPaperLength, parsePaperLength } from '../../../core/annotation/plotSize';
import { Alert, Box, Paper, TextField, Typography } from '../../ui/primitives';
import { DraftTextField } from '../../ui/DraftTextField';
import type { HatchChoice } from '../../../core/commands/hatches';
import { HATCH_CHOICES, HATCH_LABELS, setHatchStyle } from '../../../core/commands/hatches';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';

/** 1/4" = 1'-0": the plot scale when none is given (stories). */
const DEFAULT_RATIO = 48;

/**
 * The selection the panel shows: while a marquee is drawn it keeps the one it showed (the selection changes on
 * every pointer move, and the panel follows on release, as the selection's dimension labels do).
 */
function useSettledSelection(store: EditorStore): readonly string[] {
  const settled = useRef<readonly string[] | null>(null);
  const select = useCallback((s: EditorState) => {
    if (s.overlay.marquee === null || settled.current === null) settled.current = s.selection;
    return settled.current;
  }, []);
  return useEditorState(store, select);
}
const selectUnit = (s: EditorState) => s.unit;
const selectPage = (_s: EditorState, store: EditorStore) => store.page;

const formatAngle = (deg: number): string => `${(Math.round(deg * 100) / 100).toString()}°`;
/** 1:ratio, the design's plot scale: paper fields (a text's plotted height) convert at it. */
const formatField = (f: PropertyField, unit: LengthUnit, ratio: number): string => {
  if (f.kind === 'angle') return formatAngle(f.value);
  if (f.kind === 'paper') return formatPaperLength(f.value / ratio, unit);
  if (f.kind === 'number') return String(Math.round(f.value * 1000) / 1000);
  return formatLength(f.value, unit);
};

/**
 * Reads what was typed into a field: a length in ft-in or metric (a bare number in the design's unit), degrees, or
 * a length on paper (3/32", 2.5 mm) returned at model size for the plot scale 1:ratio.
 */
export function parseFieldValue(
  kind: PropertyField['kind'],
  text: string,
  unit: LengthUnit,
  ratio = DEFAULT_RATIO,
): { ok: true; value: number } | { ok: false; error: string } {
  if (kind === 'paper') {
    const r = parsePaperLength(text, unit);
    return r.ok ? { ok: true, value: r.value * ratio } : r;
  }
  if (kind === 'number') {
    const n = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(n)
      ? { ok: true, value: n }
      : { ok: false, error: 'Enter a number.' };
  }
  if (kind === 'angle') {
    const m = /^\s*(-?\d+(?:\.\d+)?|-?\.\d+)\s*°?\s*$/.exec(text);
    return m ? { ok: true, value: Number(m[1]) } : { ok: false, error: 'Enter an angle in degrees.' };
  }
  const negative = text.trim().startsWith('-');
  const r = parseLength(negative ? text.trim().slice(1) : text, unit);
  if (!r.ok) return r;
  return { ok: true, value: negative ? -r.px : r.px };
}

function Field({
  field,
  unit,
  ratio,
  onCommit,
}: {
  field: PropertyField;
  unit: LengthUnit;
  ratio: number;
  onCommit: (key: ElementProperty, value: number) => string | null;
}) {
  return (
    <DraftTextField
      label={field.label}
      value={formatField(field, unit, ratio)}
      onCommit={(text) => {
        const parsed = parseFieldValue(field.kind, text, unit, ratio);
        return parsed.ok ? onCommit(field.key, parsed.value) : parsed.error;
      }}
    />
  );
}

/** A room traced from walls that no longer close around it: it keeps its last outline and area. */
export const NOT_ENCLOSED = 'Not enclosed — walls open';

/** A hatch's pattern: the editor's three, and the hatch's own when it came from a DXF with another. */
function HatchPatternField({ pattern, onPattern }: { pattern: string; onPattern: (p: string) => void }) {
  const choices: readonly string[] = HATCH_CHOICES.includes(pattern as HatchChoice)
    ? HATCH_CHOICES
    : [...HATCH_CHOICES, pattern];
  return (
    <TextField
      select
      size="small"
      label="Pattern"
      value={pattern}
      onChange={(e) => onPattern(e.target.value)}
      slotProps={{ select: { native: true } }}
    >
      {choices.map((p) => (
        <option key={p} value={p}>
          {p in HATCH_LABELS ? HATCH_LABELS[p as HatchChoice] : p}
        </option>
      ))}
    </TextField>
  );
}

/** A selected wall's joined lengths and the page's choice of what wall dimensions measure. */
export interface WallMeasureProps {
  lengths: WallLengths;
  measure: WallDimensions;
  onMeasure: (measure: WallDimensions) => void;
}

export interface PropertiesViewProps {
  element: DrawingElement | null;
  count: number;
  unit: LengthUnit;
  /** The design's plot scale 1:ratio (1/4" = 1'-0" when absent). */
  plotRatio?: number;
  /** A hatch's pattern chosen (SOLID, ANSI31, AR-CONC); no pattern menu without it. */
  onPattern?: (pattern: string) => void;
  onCommit: (key: ElementProperty, value: number) => string | null;
  /** The page the element is on: a door or window in a wall shows its offset along the wall. */
  page?: Page | null;
  onChoose?: (key: OpeningChoice, value: string) => void;
  /** Renames the selected room: null when done, else why not. */
  onRename?: (name: string) => string | null;
  wall?: WallMeasureProps;
}

/** The wall's face lengths (read only: the centre line's length is typed above) and the page's measure choice. */
function WallMeasure({ wall, unit }: { wall: WallMeasureProps; unit: LengthUnit }) {
  const line = (label: string, value: number) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{formatLength(value, unit)}</Typography>
    </Box>
  );
  return (
    <>
      {line('Left face', wall.lengths.leftFace)}
      {line('Right face', wall.lengths.rightFace)}
      <TextField
        select
        size="small"
        label="Wall dimensions"
        value={wall.measure}
        onChange={(e) => wall.onMeasure(e.target.value === 'faces' ? 'faces' : 'centreline')}
        slotProps={{ select: { native: true } }}
      >
        <option value="centreline">Centreline</option>
        <option value="faces">Faces</option>
      </TextField>
    </>
  );
}

/** The selection's sizes, typed exactly: a wall's length, a rectangle's width and height, a circle's radius… */
export function PropertiesView({
  element,
  count,
  unit,
  plotRatio = DEFAULT_RATIO,
  onPattern,
  onCommit,
  page,
  onChoose,
  onRename,
  wall,
}: PropertiesViewProps) {
  if (count === 0) return null;
  return (
    <Paper variant="outlined" role="region" aria-label="Properties" sx={{ p: 1.5, width: 220 }}>
      <Typography variant="subtitle2" sx={{ mb: 1, textTransform: 'capitalize' }}>
        {element ? element.type : `${count} elements selected`}
      </Typography>
      {element?.type === 'room' && element.enclosed === false ? (
        <Alert severity="warning" sx={{ mb: 1, py: 0 }}>
          {NOT_ENCLOSED}
        </Alert>
      ) : null}
      {element ? (
        <Box key={element.id} sx={{ display: 'grid', gap: 1.25 }}>
          {element.type === 'room' && onRename ? (
            <DraftTextField key={element.name} label="Name" value={element.name} onCommit={onRename} />
          ) : null}
          {element.type === 'hatch' && onPattern ? (
            <HatchPatternField pattern={element.pattern} onPattern={onPattern} />
          ) : null}
          {elementProperties(element, page ?? undefined).map((f) => (
            // Keyed by value too, so an undo or a drag shows the new value instead of a stale draft.
            <Field key={`${f.key}:${f.value}`} field={f} unit={unit} ratio={plotRatio} onCommit={onCommit} />
          ))}
          {onChoose ? <OpeningChoiceFields element={element} onChoose={onChoose} /> : null}
          {wall ? <WallMeasure wall={wall} unit={unit} /> : null}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Select one element to type its size.
        </Typography>
      )}
    </Paper>
  );
}

/** The page's rooms with their live net areas and the total: the plan's area schedule. */
export function AreaSummary({ rooms, unit }: { rooms: readonly RoomElement[]; unit: LengthUnit }) {
  if (rooms.length === 0) return null;
  const total = rooms.reduce((sum, r) => sum + roomArea(r), 0);
  return (
    <Paper variant="outlined" role="region" aria-label="Areas" sx={{ p: 1.5, width: 220 }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        Areas
      </Typography>
      {rooms.map((r) => (
        <Box key={r.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" noWrap title={r.enclosed === false ? NOT_ENCLOSED : undefined}>
            {r.name || 'Room'}
            {r.enclosed === false ? ' (open)' : ''}
          </Typography>
          <Typography variant="body2">{formatArea(roomArea(r), unit)}</Typography>
        </Box>
      ))}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          borderTop: 1,
          borderColor: 'divider',
          mt: 0.5,
          pt: 0.5,
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Total
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatArea(total, unit)}
        </Typography>
      </Box>
    </Paper>
  );
}

/**
 * The properties panel of one editor: the single selected element's fields, each change one undo step; with
 * nothing selected, the page's area summary.
 */
export function PropertiesPanel({ store }: { store: EditorStore }) {
  // A new selection reaches the panel in React's next pass, which yields to input: a click (and a drag's first
  // move after it) does not wait for the panel's fields to mount. An edit's new page shows at once.
  const selection = useDeferredValue(useSettledSelection(store));
  const unit = useEditorState(store, selectUnit);
  const page = useEditorState(store, selectPage);
  return <PanelContent store={store} selection={selection} unit={unit} page={page} />;
}

const PanelContent = memo(function PanelContent({
  store,
  selection,
  unit,
  page,
}: {
  store: EditorStore;
  selection: readonly string[];
  unit: LengthUnit;
  page: Page | null;
}) {
  const only = selection.length === 1 ? selection[0] : undefined;
  const element = only === undefined || !page ? null : (store.getIndex().get(only) ?? null);
  if (selection.length === 0) {
    const rooms = (page?.elements ?? []).filter((e): e is RoomElement => e.type === 'room');
    return <AreaSummary rooms={rooms} unit={unit} />;
  }
  const wall: WallMeasureProps | undefined =
    element?.type === 'wall' && page
      ? {
          lengths: wallLengths(element, joinedWallIn(page.elements, element)),
          measure: page.wallDimensions ?? 'centreline',
          onMeasure: (measure) => {
            store.execute((p) => setWallDimensions(p, measure));
          },
        }
      : undefined;
  return (
    <PropertiesView
      element={element}
      count={selection.length}
      unit={unit}
      page={page}
      // Only one element's fields convert at the plot scale (the design's extent: not asked for a multi-selection).
      plotRatio={element ? designPlotRatio(store.getIndex().extent(), unit) : undefined}
      onPattern={(pattern) => {
        if (element) store.execute((p) => setHatchStyle(p, { id: element.id, style: { pattern } }));
      }}
      onRename={(name) => {
        if (!element) return null;
        const r = store.execute((p) => setRoomName(p, { id: element.id, name }));
        return r.ok ? null : r.error;
      }}
      onChoose={(key, value) => {
        if (element) store.execute((p) => setOpeningChoice(p, { id: element.id, key, value }));
      }}
      wall={wall}
      onCommit={(key, value) => {
        if (!element) return null;
        const r = store.execute((p) => setElementProperty(p, { id: element.id, key, value }));
        return r.ok ? null : r.error;
      }}
    />
  );
});
