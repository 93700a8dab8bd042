import { measure } from '../../../core/measure';
import type { LengthUnit } from '../../../core/units';
import { formatArea, formatLength } from '../../../core/units';
import { Box, Typography } from '../../ui/primitives';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';

const selectMeasure = (s: EditorState) => s.overlay.measure;
const selectUnit = (s: EditorState) => s.unit;
const selectTool = (s: EditorState) => s.tool;

const degrees = (d: number) => `${(Math.round(d * 100) / 100).toString()}°`;

/** The measure tool's figures (what AutoCAD's MEASUREGEOM shows), in the design's unit. */
export function MeasureReadoutView({
  points,
  closed,
  unit,
}: {
  points: readonly { x: number; y: number }[];
  closed: boolean;
  unit: LengthUnit;
}) {
  const m = measure(points, closed);
  const rows: [string, string][] = [];
  if (points.length < 2) rows.push(['Measure', 'Click points; click the first point again for an area']);
  else {
    rows.push(['Distance', formatLength(m.last, unit)]);
    if (m.direction !== null) rows.push(['Direction', degrees(m.direction)]);
    if (points.length > 2 || closed) rows.push([closed ? 'Perimeter' : 'Total', formatLength(m.total, unit)]);
    if (m.angle !== null && !closed) rows.push(['Angle', degrees(m.angle)]);
    if (m.area !== null) rows.push(['Area', formatArea(m.area, unit)]);
  }
  return (
    <Box
      role="status"
      aria-label="Measurement"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1.5,
        py: 1,
        minWidth: 180,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'ui-monospace, monospace' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function MeasureReadout({ store }: { store: EditorStore }) {
  const tool = useEditorState(store, selectTool);
  const m = useEditorState(store, selectMeasure);
  const unit = useEditorState(store, selectUnit);
  if (tool !== 'measure') return null;
  return <MeasureReadoutView points={m?.points ?? []} closed={m?.closed ?? false} unit={unit} />;
}
