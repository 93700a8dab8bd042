import { useEffect, useRef } from 'react';
import { TYPED_INPUT_HELP } from '../../../core/input/typedInput';
import { Box, Typography } from '../../ui/primitives';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState, TypedEntry } from '../store/editorState';
import { useEditorState } from '../store/useEditorState';
import { editTypedEntry, tabTypedEntry } from '../tools/drafting/typedEntry';

const selectTyped = (s: EditorState) => s.typed;

/** Offset from the cursor so the input never sits under the pointer (AutoCAD's dynamic input tooltip). */
const OFFSET_PX = 18;

/** The door and window tools' input: a distance from the nearer wall end, and (Tab) the opening's width. */
export const OPENING_INPUT_HELP =
  'Type the distance from the nearer wall end to the opening (2\'6"), Tab for its width, then Enter.';

export interface DynamicInputProps {
  store: EditorStore;
  /** Enter: the armed tool takes the entry (EditorInput.commitTyped). */
  onCommit: () => void;
  /** Escape: the input closes (EditorInput.cancel). */
  onCancel: () => void;
}

function Field({
  label,
  value,
  active,
  onChange,
  onKeyDown,
}: {
  label: string;
  value: string;
  active: boolean;
  onChange: (text: string) => void;
  onKeyDown: (e: React.KeyboardEvent<HTMLInputElement>) => void;
}) {
  const ref = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (active) ref.current?.focus();
  }, [active]);
  return (
    <Box
      component="input"
      ref={ref}
      aria-label={label}
      value={value}
      placeholder={label}
      onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
      sx={{
        width: 96,
        font: '13px ui-monospace, monospace',
        px: 0.5,
        py: 0.25,
        border: '1px solid',
        borderColor: active ? 'primary.main' : 'divider',
        borderRadius: 0.5,
        bgcolor: 'background.paper',
        outline: 'none',
      }}
    />
  );
}

/** The view of an open entry (also what stories render): length and angle fields, the reason a key was refused. */
export function DynamicInputView({
  entry,
  onChange,
  onKeyDown,
}: {
  entry: TypedEntry;
  onChange: (next: TypedEntry) => void;
  onKeyDown: (e: React.KeyboardEvent<HTMLInputElement>) => void;
}) {
  const opening = entry.second === 'width';
  const point = !opening && /^[#@]/.test(entry.length.trim()) && entry.length.includes(',');
  return (
    <Box
      role="group"
      aria-label="Typed input"
      style={{ left: entry.at.x + OFFSET_PX, top: entry.at.y + OFFSET_PX }}
      sx={{
        position: 'absolute',
        zIndex: 3,
        p: 0.75,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'grid',
        gap: 0.5,
        maxWidth: 260,
      }}
    >
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        <Field
          label={point ? 'Point' : opening ? 'Distance' : 'Length'}
          value={entry.length}
          active={entry.field === 'length'}
          onChange={(text) => onChange(editTypedEntry({ ...entry, field: 'length' }, text))}
          onKeyDown={onKeyDown}
        />
        {point ? null : (
          <>
            <Typography variant="caption" aria-hidden>
              {opening ? 'w' : '<'}
            </Typography>
            <Field
              label={opening ? 'Width' : 'Angle'}
              value={entry.angle}
              active={entry.field === 'angle'}
              onChange={(text) => onChange(editTypedEntry({ ...entry, field: 'angle' }, text))}
              onKeyDown={onKeyDown}
            />
          </>
        )}
      </Box>
      <Typography
        variant="caption"
        role={entry.error ? 'alert' : undefined}
        color={entry.error ? 'error' : 'text.secondary'}
        sx={{ lineHeight: 1.3 }}
      >
        {entry.error ?? (opening ? OPENING_INPUT_HELP : TYPED_INPUT_HELP)}
      </Typography>
    </Box>
  );
}

/**
 * The input at the cursor while drawing: the first typed key opens it (EditorInput), Tab moves between the length
 * and the angle, Enter commits, Escape closes. Keys typed here never reach the editor's shortcuts.
 */
export function DynamicInput({ store, onCommit, onCancel }: DynamicInputProps) {
  const entry = useEditorState(store, selectTyped);
  if (!entry) return null;
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    e.stopPropagation();
    if (e.key === 'Enter') {
      e.preventDefault();
      onCommit();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    } else if (e.key === 'Tab') {
      e.preventDefault();
      const current = store.getState().typed;
      if (current) store.setTyped(tabTypedEntry(current));
    }
  };
  return <DynamicInputView entry={entry} onChange={(next) => store.setTyped(next)} onKeyDown={onKeyDown} />;
}
