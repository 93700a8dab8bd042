import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface FileChooserButtonProps {
  /** The button's text, e.g. "Choose file". */
  label: string;
  /** The file input's accessible name, e.g. "Page file". */
  inputLabel: string;
  /** The `accept` list, e.g. ".pdf,.dxf". */
  accept: string;
  onChoose: (file: File | null) => void;
  /** The chosen file's name, shown beside the button; null shows `placeholder`. */
  fileName?: string | null;
  placeholder?: string;
  disabled?: boolean;
  variant?: 'text' | 'outlined' | 'contained';
  startIcon?: ReactNode;
}

/**
 * A button that opens the browser's file chooser. The button is the control people use (keyboard included); the
 * native input stays in the page, visually hidden and out of the tab order, with its own label so that test
 * tools can hand it a file directly.
 */
export function FileChooserButton({
  label,
  inputLabel,
  accept,
  onChoose,
  fileName,
  placeholder,
  disabled = false,
  variant = 'outlined',
  startIcon,
}: FileChooserButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const showName = fileName !== undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Button
        variant={variant}
        disabled={disabled}
        startIcon={startIcon}
        onClick={() => input.current?.click()}
        sx={{ flexShrink: 0 }}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
          // Choosing the same file again must still report it.
          event.target.value = '';
        }}
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          padding: 0,
          margin: -1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          border: 0,
        }}
      />
      {showName ? (
        <Typography
          variant="body2"
          color={fileName ? 'text.primary' : 'text.secondary'}
          noWrap
          title={fileName ?? ''}
        >
          {fileName ?? placeholder ?? 'No file chosen'}
        </Typography>
      ) : null}
    </Box>
  );
}
