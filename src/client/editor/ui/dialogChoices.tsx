import { useState } from 'react';
import { SheetNumberSchema, SheetTitleSchema } from '../../../contract/export';
import {
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
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

/** The sheet's number and title as the user sets them (the title of a single page only). */
export interface SheetNaming {
  readonly number: string;
  readonly title: string;
}

const issue = (result: { success: boolean; error?: { issues: readonly { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'is not valid');

/** What is wrong with the naming, field by field (null when it is fine). */
export function sheetNamingErrors(
  v: SheetNaming,
  allPages: boolean,
): { number: string | null; title: string | null } {
  return {
    number: issue(SheetNumberSchema.safeParse(v.number)),
    title: allPages ? null : issue(SheetTitleSchema.safeParse(v.title)),
  };
}

/**
 * Sheet number and sheet title, as the title block and the view title print them. With all pages the number is
 * the first sheet's (the others count on from it) and each page keeps its own title.
 */
export function SheetNamingFields(props: {
  value: SheetNaming;
  onChange: (value: SheetNaming) => void;
  allPages: boolean;
}) {
  const errors = sheetNamingErrors(props.value, props.allPages);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        size="small"
        label={props.allPages ? 'First sheet number' : 'Sheet number'}
        value={props.value.number}
        onChange={(e) => props.onChange({ ...props.value, number: e.target.value })}
        error={errors.number !== null}
        helperText={
          errors.number ? `Sheet number ${errors.number}` : props.allPages ? 'The next pages count on' : ' '
        }
        sx={{ flex: 2, minWidth: 0 }}
      />
      {props.allPages ? null : (
        <TextField
          size="small"
          label="Sheet title"
          value={props.value.title}
          onChange={(e) => props.onChange({ ...props.value, title: e.target.value })}
          error={errors.title !== null}
          helperText={errors.title ? `Sheet title ${errors.title}` : ' '}
          sx={{ flex: 5, minWidth: 0 }}
        />
      )}
    </Stack>
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
