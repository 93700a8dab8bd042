import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

/** A symbol's line work for its thumbnail, in any units with y down: polylines and circles in a width × height box. */
export interface SymbolPreview {
  readonly width: number;
  readonly height: number;
  readonly paths: readonly {
    readonly points: readonly { x: number; y: number }[];
    readonly closed: boolean;
  }[];
  readonly circles: readonly { readonly cx: number; readonly cy: number; readonly r: number }[];
}

export interface SymbolPaletteItem {
  readonly id: string;
  readonly label: string;
  readonly preview: SymbolPreview;
}

export interface SymbolPaletteProps {
  readonly items: readonly SymbolPaletteItem[];
  /** The item being placed (pressed), if any. */
  readonly selected?: string | null;
  readonly onPick: (id: string) => void;
}

const THUMB = 44;

/** A thumbnail: the symbol fitted into a square with a little margin, strokes one pixel wide at any size. */
export function SymbolThumbnail({ preview, size = THUMB }: { preview: SymbolPreview; size?: number }) {
  const pad = Math.max(preview.width, preview.height) * 0.06;
  const viewBox = `${-pad} ${-pad} ${preview.width + 2 * pad} ${preview.height + 2 * pad}`;
  const stroke = { fill: 'none', stroke: 'currentColor', vectorEffect: 'non-scaling-stroke' } as const;
  return (
    <svg width={size} height={size} viewBox={viewBox} preserveAspectRatio="xMidYMid meet" aria-hidden="true">
      {preview.paths.map((p, i) => {
        const points = p.points.map((q) => `${q.x},${q.y}`).join(' ');
        return p.closed ? (
          <polygon key={i} points={points} {...stroke} />
        ) : (
          <polyline key={i} points={points} {...stroke} />
        );
      })}
      {preview.circles.map((c, i) => (
        <circle key={`c${i}`} cx={c.cx} cy={c.cy} r={c.r} {...stroke} />
      ))}
    </svg>
  );
}

/**
 * The symbol library as a grid of small previews with their names: a click picks one (the editor then places it
 * at the cursor). The picked one shows pressed.
 */
export function SymbolPalette({ items, selected = null, onPick }: SymbolPaletteProps) {
  return (
    <Box
      role="group"
      aria-label="Symbols"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5, p: 0.5, width: 228 }}
    >
      {items.map((item) => {
        const pressed = item.id === selected;
        return (
          <ButtonBase
            key={item.id}
            aria-pressed={pressed}
            aria-label={item.label}
            onClick={() => onPick(item.id)}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 0.25,
              p: 0.5,
              borderRadius: 1,
              border: 1,
              borderColor: pressed ? 'primary.main' : 'divider',
              bgcolor: pressed ? 'action.selected' : 'background.paper',
              color: 'text.primary',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <SymbolThumbnail preview={item.preview} />
            <Typography variant="caption" sx={{ lineHeight: 1.1, textAlign: 'center' }}>
              {item.label}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
