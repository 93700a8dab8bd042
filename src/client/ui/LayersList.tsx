import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import { Tooltip } from './Tooltip';
import Typography from '@mui/material/Typography';
import { AddIcon, DeleteIcon, EditIcon } from './actionIcons';
import { FrozenIcon, LockIcon, LockOpenIcon, VisibilityIcon, VisibilityOffIcon } from './icons';

/** One row of the Layers panel: a layer as the user sees it. */
export interface LayerRow {
  readonly name: string;
  /** '#rrggbb'. */
  readonly color: string;
  readonly visible: boolean;
  readonly frozen: boolean;
  readonly locked: boolean;
  readonly linetype: string;
  /** Millimetres, -3 = default. */
  readonly lineweight: number;
}

/** The lineweights AutoCAD offers (mm), after Default (-3). */
export const LINEWEIGHTS_MM: readonly number[] = [
  0, 0.05, 0.09, 0.13, 0.15, 0.18, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.53, 0.6, 0.7, 0.8, 0.9, 1, 1.06, 1.2,
  1.4, 1.58, 2, 2.11,
];

// Millimetres, as AutoCAD's layer manager lists them (the select's label says what they are).
const weightLabel = (mm: number) => (mm < 0 ? 'Default' : mm.toFixed(2));

export interface LayersListProps {
  readonly layers: readonly LayerRow[];
  /** The layer new elements go on. */
  readonly current: string;
  readonly onSetCurrent: (name: string) => void;
  readonly onToggleVisible: (name: string) => void;
  readonly onToggleFrozen: (name: string) => void;
  readonly onToggleLocked: (name: string) => void;
  readonly onColorChange: (name: string, color: string) => void;
  /** The linetypes to offer (a layer's own is offered too when not among them). */
  readonly linetypes: readonly string[];
  readonly onLinetypeChange: (name: string, linetype: string) => void;
  readonly onLineweightChange: (name: string, lineweight: number) => void;
  readonly onAdd: () => void;
  /** Answers an error to show beside the name, or null when the rename was made. */
  readonly onRename: (name: string, to: string) => string | null;
  readonly onDelete: (name: string) => void;
}

/** Layer 0 is every drawing's base layer (DXF): it cannot be renamed or deleted. */
const isZero = (name: string) => name === '0';

function RenameField({
  name,
  onDone,
  onRename,
}: {
  name: string;
  onDone: () => void;
  onRename: LayersListProps['onRename'];
}) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const problem = value === name ? null : onRename(name, value);
    if (problem) setError(problem);
    else onDone();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') commit();
    if (e.key === 'Escape') onDone();
  };
  return (
    <TextField
      size="small"
      autoFocus
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={onKey}
      onBlur={commit}
      error={error !== null}
      helperText={error ?? undefined}
      slotProps={{ htmlInput: { 'aria-label': `New name for layer ${name}`, maxLength: 255 } }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}

const selectSx = {
  font: 'inherit',
  fontSize: 11,
  color: 'text.secondary',
  border: 'none',
  background: 'none',
  p: 0,
  maxWidth: 84,
  cursor: 'pointer',
} as const;

/** A drawing may bring a linetype or weight the lists lack: it is offered too, so the select shows it. */
const linetypeChoices = (names: readonly string[], own: string) =>
  names.includes(own) ? names : [...names, own];
const weightChoices = (own: number) =>
  own < 0 || LINEWEIGHTS_MM.includes(own) ? LINEWEIGHTS_MM : [...LINEWEIGHTS_MM, own].sort((a, b) => a - b);

/**
 * The Layers panel's list, as AutoCAD's layer manager reads: current-layer radio, on/off (eye), freeze, lock,
 * colour swatch, name, linetype and lineweight (chosen in place); rename and delete per layer, Add layer below. Purely presentational: every
 * change goes to a callback.
 */
export function LayersList(props: LayersListProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <Box>
      <Box
        component="ul"
        aria-label="Layers"
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 320, overflowY: 'auto' }}
      >
        {props.layers.map((layer) => {
          const dim = !layer.visible || layer.frozen;
          return (
            <Box
              component="li"
              key={layer.name}
              aria-label={`Layer ${layer.name}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.25, py: 0.25, opacity: dim ? 0.6 : 1 }}
            >
              <Radio
                size="small"
                checked={props.current === layer.name}
                onChange={() => props.onSetCurrent(layer.name)}
                slotProps={{ input: { 'aria-label': `Make ${layer.name} the current layer` } }}
                sx={{ p: 0.5 }}
              />
              <Tooltip title={layer.visible ? 'On: click to hide' : 'Off: click to show'}>
                <IconButton
                  size="small"
                  aria-label={`${layer.visible ? 'Hide' : 'Show'} layer ${layer.name}`}
                  aria-pressed={!layer.visible}
                  onClick={() => props.onToggleVisible(layer.name)}
                >
                  {layer.visible ? (
                    <VisibilityIcon fontSize="small" />
                  ) : (
                    <VisibilityOffIcon fontSize="small" />
                  )}
                </IconButton>
              </Tooltip>
              <Tooltip title={layer.frozen ? 'Frozen: click to thaw' : 'Click to freeze'}>
                <IconButton
                  size="small"
                  aria-label={`${layer.frozen ? 'Thaw' : 'Freeze'} layer ${layer.name}`}
                  aria-pressed={layer.frozen}
                  color={layer.frozen ? 'primary' : 'default'}
                  onClick={() => props.onToggleFrozen(layer.name)}
                >
                  <FrozenIcon fontSize="small" sx={{ opacity: layer.frozen ? 1 : 0.35 }} />
                </IconButton>
              </Tooltip>
              <Tooltip title={layer.locked ? 'Locked: click to unlock' : 'Click to lock'}>
                <IconButton
                  size="small"
                  aria-label={`${layer.locked ? 'Unlock' : 'Lock'} layer ${layer.name}`}
                  aria-pressed={layer.locked}
                  onClick={() => props.onToggleLocked(layer.name)}
                >
                  {layer.locked ? <LockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
                </IconButton>
              </Tooltip>
              <Box
                component="input"
                type="color"
                value={layer.color}
                aria-label={`Colour of layer ${layer.name}`}
                onChange={(e) => props.onColorChange(layer.name, e.currentTarget.value)}
                sx={{
                  width: 22,
                  height: 22,
                  p: 0,
                  border: 'none',
                  background: 'none',
                  cursor: 'pointer',
                  flexShrink: 0,
                }}
              />
              {renaming === layer.name ? (
                <RenameField name={layer.name} onRename={props.onRename} onDone={() => setRenaming(null)} />
              ) : (
                <Box sx={{ flex: 1, minWidth: 0, px: 0.5 }}>
                  <Typography variant="body2" noWrap title={layer.name}>
                    {layer.name}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5 }}>
                    <Box
                      component="select"
                      value={layer.linetype}
                      aria-label={`Linetype of layer ${layer.name}`}
                      onChange={(e) => props.onLinetypeChange(layer.name, e.currentTarget.value)}
                      sx={selectSx}
                    >
                      {linetypeChoices(props.linetypes, layer.linetype).map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </Box>
                    <Box
                      component="select"
                      value={String(layer.lineweight)}
                      aria-label={`Lineweight of layer ${layer.name} (mm)`}
                      onChange={(e) => props.onLineweightChange(layer.name, Number(e.currentTarget.value))}
                      sx={selectSx}
                    >
                      {[-3, ...weightChoices(layer.lineweight)].map((mm) => (
                        <option key={mm} value={String(mm)}>
                          {weightLabel(mm)}
                        </option>
                      ))}
                    </Box>
                  </Box>
                </Box>
              )}
              {isZero(layer.name) ? null : (
                <>
                  <IconButton
                    size="small"
                    aria-label={`Rename layer ${layer.name}`}
                    onClick={() => setRenaming(layer.name)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Delete layer ${layer.name}`}
                    onClick={() => props.onDelete(layer.name)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )}
            </Box>
          );
        })}
      </Box>
      <Button size="small" startIcon={<AddIcon />} onClick={props.onAdd} sx={{ mt: 0.5 }}>
        Add layer
      </Button>
    </Box>
  );
}
