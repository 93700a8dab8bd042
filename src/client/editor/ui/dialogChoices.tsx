import { useState } from 'react';
import {
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '../../ui/primitives';

// What the editor's Export and Send to project dialogs share: which pages, save first, and a run that keeps
// the dialog open with the reason when it fails.

export type PagesScope = 'current' | 'all';

export function PagesChoice(props: {
  id: string;
  value: PagesScope;
  onChange: (value: PagesScope) => void;
  pageName: string;
  pageCount: number;
}) {
  return (
    <FormControl>
      <FormLabel id={props.id}>Pages</FormLabel>
      <RadioGroup
        row
        aria-labelledby={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value === 'all' ? 'all' : 'current')}
      >
        <FormControlLabel
          value="current"
          control={<Radio size="small" />}
          label={`This page (${props.pageName})`}
        />
        <FormControlLabel
          value="all"
          control={<Radio size="small" />}
          label={`All pages (${props.pageCount})`}
          disabled={props.pageCount < 2}
        />
      </RadioGroup>
    </FormControl>
  );
}

export function SaveFirstChoice(props: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <FormControlLabel
      control={<Checkbox checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />}
      label="Save changes first"
    />
  );
}

/** Runs the dialog's action: busy while it runs, closes on success, keeps the reason of a failure. */
export function useDialogRun(onClose: () => void, fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** Cancel and the dialog's action, which shows a spinner and `busyLabel` while it runs. */
export function DialogButtons(props: {
  busy: boolean;
  disabled: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
  onRun: () => void;
}) {
  return (
    <>
      <Button onClick={props.onCancel} disabled={props.busy}>
        Cancel
      </Button>
      <Button
        variant="contained"
        onClick={props.onRun}
        disabled={props.busy || props.disabled}
        startIcon={props.busy ? <CircularProgress size={14} color="inherit" /> : undefined}
      >
        {props.busy ? props.busyLabel : props.label}
      </Button>
    </>
  );
}
