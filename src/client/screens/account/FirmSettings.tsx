import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Organization } from '../../../contract/organizations';
import {
  firmSettingsAtom,
  loadFirmSettingsAtom,
  loadOrganizationsAtom,
  organizationsAtom,
  saveFirmSettingsAtom,
} from '../../state/organizations';
import { LoadError } from '../../ui/LoadError';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '../../ui/primitives';
import { CenteredStatus } from '../common/CenteredStatus';
import {
  FIRM_FIELDS,
  firmSaveErrors,
  validateFirmForm,
  type FirmFieldErrors,
  type FirmFieldName,
  type FirmValues,
} from './firmForm';

export const FIRM_UPDATED = '✅ Firm updated!';
export const FIRM_UPDATE_FAILED = '❌ Update failed';
export const FIRM_LOAD_FAILED = "Could not load the firm's settings.";
export const FIRMS_LOAD_FAILED = 'Could not load your organizations.';

/**
 * Below the account form: one section for each organization the user owns, where its name and address are set —
 * the firm every sheet of its projects names in the title block. Members who do not own an organization see
 * nothing here (the server would refuse them).
 */
export function FirmSettings() {
  const organizations = useAtomValue(organizationsAtom);
  const loadOrganizations = useSetAtom(loadOrganizationsAtom);

  if (organizations.status === 'error') {
    return (
      <FirmHeading>
        <LoadError message={FIRMS_LOAD_FAILED} onRetry={() => void loadOrganizations()} />
      </FirmHeading>
    );
  }
  // The dashboard shell loads the organizations; until they come there is nothing to offer.
  if (organizations.status !== 'ready') return null;
  const owned = organizations.data.filter((organization) => organization.is_owner);
  if (owned.length === 0) return null;
  return (
    <FirmHeading>
      {owned.map((organization) => (
        <FirmSection key={organization.id} organization={organization} />
      ))}
    </FirmHeading>
  );
}

function FirmHeading({ children }: { children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="firm-settings-heading" sx={{ mt: 5 }}>
      <Typography id="firm-settings-heading" component="h2" variant="h2" sx={{ mb: 0.75 }}>
        Firm
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The firm named in the title block of every sheet made for its projects.
      </Typography>
      {children}
    </Box>
  );
}

function FirmSection({ organization }: { organization: Organization }) {
  const settings = useAtomValue(firmSettingsAtom)[organization.id] ?? { status: 'idle' };
  const load = useSetAtom(loadFirmSettingsAtom);

  useEffect(() => {
    void load(organization.id);
  }, [load, organization.id]);

  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, mb: 2 }}
      aria-label={`Firm settings of ${organization.name}`}
      role="group"
    >
      {settings.status === 'error' ? (
        <LoadError message={FIRM_LOAD_FAILED} onRetry={() => void load(organization.id)} />
      ) : settings.status === 'ready' ? (
        // Keyed by what was loaded, so a reload (Retry, another tab's save) starts the form from it.
        <FirmForm
          key={`${settings.data.name}\n${settings.data.address}`}
          id={organization.id}
          initial={settings.data}
        />
      ) : (
        <CenteredStatus text={`Loading ${organization.name}...`} />
      )}
    </Paper>
  );
}

function FirmForm({ id, initial }: { id: number; initial: FirmValues }) {
  const save = useSetAtom(saveFirmSettingsAtom);
  const toast = useToast();
  const [values, setValues] = useState<FirmValues>({ name: initial.name, address: initial.address });
  const [errors, setErrors] = useState<FirmFieldErrors>({});
  const [other, setOther] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (name: FirmFieldName, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOther(null);
    const checked = validateFirmForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      await save({ id, fields: checked.fields });
      toast.show(FIRM_UPDATED, { severity: 'success', durationMs: TOAST_MS_DASHBOARD });
    } catch (error) {
      toast.show(FIRM_UPDATE_FAILED, { severity: 'error', durationMs: TOAST_MS_DASHBOARD });
      // The form keeps what the user typed; the reasons stay on screen so they can be fixed.
      const refused = firmSaveErrors(error);
      setErrors(refused.fields);
      setOther(refused.other);
    } finally {
      setSaving(false);
    }
  };

  return (
    // noValidate: the contract's own messages show under each field instead of the browser's bubbles.
    <Box component="form" onSubmit={submit} noValidate aria-label={`Firm ${initial.name}`}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {FIRM_FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            value={values[field.name]}
            onChange={(event) => change(field.name, event.target.value)}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name] ?? field.helperText}
            multiline={field.multiline}
            minRows={field.multiline ? 2 : undefined}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: field.maxLength } }}
            fullWidth
          />
        ))}
      </Box>
      {other ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {other}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Save
        </Button>
      </Box>
    </Box>
  );
}
