import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Modal } from './Modal';

export interface PlanDrawingProps {
  /** What the drawing is of, e.g. "Variant 2": names the enlarge button and the enlarged view. */
  title: string;
  src: string;
  /** The drawing in words (rooms and areas), for people who cannot see it. */
  alt: string;
  /** Height of the thumbnail in pixels; the drawing is fitted inside, never cropped. */
  height?: number;
}

/**
 * A plan drawing (an image) fitted into a fixed-height frame, so cards line up whatever the plan's shape.
 * A click opens it large, where the room names and areas on it are comfortable to read.
 */
export function PlanDrawing({ title, src, alt, height = 200 }: PlanDrawingProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={`Enlarge the plan of ${title}`}
        sx={{
          display: 'block',
          width: '100%',
          height,
          bgcolor: '#fff',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          cursor: 'zoom-in',
        }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      </ButtonBase>
      <Modal open={open} title={`Plan of ${title}`} onClose={() => setOpen(false)} maxWidth="lg">
        <Box component="img" src={src} alt={alt} sx={{ display: 'block', width: '100%', height: 'auto' }} />
      </Modal>
    </>
  );
}
