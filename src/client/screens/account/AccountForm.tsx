import { useState, type FormEvent } from 'react';
import type { Account, AccountFields } from '../../../contract/account';
import { displayName } from '../../../contract/auth';
import { FormSection } from '../../ui/FormSection';
import { Alert, Box, Button, CircularProgress, Paper, TextField } from '../../ui/primitives';
import {
  ACCOUNT_FIELDS,
  accountFormValues,
  validateAccountForm,
  type AccountFieldErrors,
  type AccountFieldName,
} from './accountForm';
import { ProfilePhoto } from './ProfilePhoto';

export interface AccountFormProps {
  account: Account;
  /** Saves the cleaned values; rejects when the server refuses them. */
  onSave: (fields: AccountFields) => Promise<void>;
  /** The server's reason for the last refusal, shown under the form. */
  serverError: string | null;
}

const PERSONAL: readonly AccountFieldName[] = ['first_name', 'email', 'phone'];
const ADDRESS: readonly AccountFieldName[] = ['address', 'city', 'state', 'zipcode', 'country'];

export function AccountForm({ account, onSave, serverError }: AccountFormProps) {
  const [values, setValues] = useState<AccountFields>(() => accountFormValues(account));
  const [errors, setErrors] = useState<AccountFieldErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (name: AccountFieldName, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateAccountForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      await onSave(checked.fields);
      setValues(checked.fields);
    } catch {
      // The screen reports the failure; the form keeps what the user typed.
    } finally {
      setSaving(false);
    }
  };

  const field = (name: AccountFieldName) => {
    const spec = ACCOUNT_FIELDS.find((candidate) => candidate.name === name);
    if (!spec) return null;
    const error = errors[name];
    return (
      <TextField
        key={name}
        name={name}
        label={spec.label}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        sx={name === 'address' || name === 'first_name' ? { gridColumn: { sm: '1 / -1' } } : undefined}
      />
    );
  };

  const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

  return (
    // noValidate: the contract's own messages show under each field instead of the browser's bubbles.
    <Box component="form" onSubmit={submit} noValidate aria-label="Account settings">
      <Paper variant="outlined" sx={{ p: 3, mb: 2 }}>
        <ProfilePhoto name={displayName({ first_name: values.first_name, username: account.username })} />
      </Paper>
      <FormSection title="Personal details">
        <Box sx={grid}>{PERSONAL.map(field)}</Box>
      </FormSection>
      <FormSection title="Address">
        <Box sx={grid}>{ADDRESS.map(field)}</Box>
      </FormSection>
      {serverError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Save changes
        </Button>
      </Box>
    </Box>
  );
}
