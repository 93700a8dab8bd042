import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Tooltip } from '../Tooltip';
import Typography from '@mui/material/Typography';
import { ZoomInIcon, ZoomOutIcon } from './previewIcons';
import { MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut, zoomPercent } from './zoom';

export interface ZoomControlsProps {
  zoom: number;
  onZoomChange: (zoom: number) => void;
  onReset: () => void;
  disabled?: boolean;
  /** Extra controls on the same bar (the PDF's page navigation). */
  children?: ReactNode;
}

/** Zoom out / percentage / zoom in / reset, in steps of 10%. */
export function ZoomControls({ zoom, onZoomChange, onReset, disabled = false, children }: ZoomControlsProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Tooltip title="Zoom out">
        <span>
          <IconButton
            aria-label="Zoom out"
            size="small"
            disabled={disabled || zoom <= MIN_ZOOM}
            onClick={() => onZoomChange(zoomOut(zoom))}
          >
            <ZoomOutIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Typography
        aria-label="Zoom level"
        aria-live="polite"
        sx={{ minWidth: 48, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
      >
        {zoomPercent(zoom)}
      </Typography>
      <Tooltip title="Zoom in">
        <span>
          <IconButton
            aria-label="Zoom in"
            size="small"
            disabled={disabled || zoom >= MAX_ZOOM}
            onClick={() => onZoomChange(zoomIn(zoom))}
          >
            <ZoomInIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Button size="small" onClick={onReset} disabled={disabled}>
        Reset
      </Button>
      {children}
    </Stack>
  );
}
