import { useState } from 'react';
import { TextField } from './primitives';

/**
 * A small text field that edits a value through a draft: typing changes only the draft; Enter or leaving the
 * field commits it (unless unchanged), Escape puts the value back. `onCommit` answers null when it took the
 * text, or the problem to show under the field (the draft then stays, to be corrected).
 */
export function DraftTextField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (text: string) => string | null;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (draft === null || draft === value) {
      setDraft(null);
      return;
    }
    const problem = onCommit(draft);
    setError(problem);
    if (!problem) setDraft(null);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={draft ?? value}
      error={error !== null}
      helperText={error ?? undefined}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        // Keys typed here belong to the field, not to the page's shortcuts (the editor's single-letter tools).
        e.stopPropagation();
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') {
          setDraft(null);
          setError(null);
        }
      }}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
}
