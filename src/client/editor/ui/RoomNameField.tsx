import { useState } from 'react';
import { TextField } from '../../ui/primitives';

/** A room's name (its tag), typed in the properties panel: Enter or leaving the field renames it. */
export function RoomNameField({
  name,
  onRename,
}: {
  name: string;
  onRename: (name: string) => string | null;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (draft === null || draft === name) {
      setDraft(null);
      return;
    }
    const problem = onRename(draft);
    setError(problem);
    if (!problem) setDraft(null);
  };
  return (
    <TextField
      size="small"
      label="Name"
      value={draft ?? name}
      error={error !== null}
      helperText={error ?? undefined}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        // Letters typed here are the name, not the editor's shortcuts.
        e.stopPropagation();
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') {
          setDraft(null);
          setError(null);
        }
      }}
      slotProps={{ htmlInput: { 'aria-label': 'Name' } }}
    />
  );
}
