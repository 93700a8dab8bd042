import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { AccountFields } from '../../../contract/account';
import { isApiError } from '../../api/ApiError';
import { accountAtom, loadAccountAtom, saveAccountAtom } from '../../state/account';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import { Alert, Box, Button, Typography } from '../../ui/primitives';
import { CenteredStatus } from '../common/CenteredStatus';
import { AccountForm } from './AccountForm';
import { FirmSettings } from './FirmSettings';

export const ACCOUNT_UPDATED = '✅ Account updated!';
export const ACCOUNT_UPDATE_FAILED = '❌ Update failed';
export const ACCOUNT_LOAD_FAILED = 'Unable to load account data.';

/** Route /dashboard/account. */
export function AccountScreen() {
  const account = useAtomValue(accountAtom);
  const loadAccount = useSetAtom(loadAccountAtom);
  const saveAccount = useSetAtom(saveAccountAtom);
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    void loadAccount();
  }, [loadAccount]);

  const save = async (fields: AccountFields) => {
    setServerError(null);
    try {
      await saveAccount(fields);
      toast.show(ACCOUNT_UPDATED, { severity: 'success', durationMs: TOAST_MS_DASHBOARD });
    } catch (error) {
      toast.show(ACCOUNT_UPDATE_FAILED, { severity: 'error', durationMs: TOAST_MS_DASHBOARD });
      // The toast is the spec's exact text; the server's reason stays on screen so the user can fix it.
      setServerError(isApiError(error) ? error.serverMessage : null);
      throw error;
    }
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography component="h2" variant="h1" sx={{ mb: 0.75 }}>
        Account Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {account.status === 'ready'
          ? `Signed in as ${account.data.username}. These details appear on your projects and proposals.`
          : 'Your personal details and contact information.'}
      </Typography>
      {account.status === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void loadAccount()}>
              Try again
            </Button>
          }
        >
          {ACCOUNT_LOAD_FAILED}
        </Alert>
      ) : account.status === 'ready' ? (
        <>
          <AccountForm
            key={account.data.username}
            account={account.data}
            onSave={save}
            serverError={serverError}
          />
          {/* Below the account's own form, and only with it: the page is about the account first. */}
          <FirmSettings />
        </>
      ) : (
        <CenteredStatus text="Loading account..." />
      )}
    </Box>
  );
}
