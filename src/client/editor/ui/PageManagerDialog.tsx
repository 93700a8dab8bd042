import { useEffect, useState } from 'react';
import { Modal } from '../../ui/Modal';
import { Button, Checkbox, FormControlLabel, Stack, Typography } from '../../ui/primitives';
import type { ToolbarPage } from './EditorToolbar';

export interface PageManagerDialogProps {
  open: boolean;
  pages: readonly ToolbarPage[];
  onClose: () => void;
  onDeleteSelected: (ids: string[]) => void;
  deleting?: boolean;
}

/** Manage Pages: the design's pages with checkboxes and a Delete Selected action. */
export function PageManagerDialog({
  open,
  pages,
  onClose,
  onDeleteSelected,
  deleting = false,
}: PageManagerDialogProps) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (open) setChecked(new Set());
  }, [open]);
  const toggle = (id: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Modal
      open={open}
      title="Manage Pages"
      onClose={onClose}
      maxWidth="xs"
      actions={
        <Button
          color="error"
          variant="contained"
          disabled={checked.size === 0 || deleting}
          onClick={() => onDeleteSelected(pages.filter((p) => checked.has(p.id)).map((p) => p.id))}
        >
          Delete Selected
        </Button>
      }
    >
      {pages.length === 0 ? (
        <Typography color="text.secondary">This design has no pages.</Typography>
      ) : (
        <Stack>
          {pages.map((p) => (
            <FormControlLabel
              key={p.id}
              control={<Checkbox checked={checked.has(p.id)} onChange={() => toggle(p.id)} />}
              label={p.name}
            />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
