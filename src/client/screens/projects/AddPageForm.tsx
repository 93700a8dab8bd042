import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { DRAWING_PAGE_LIMITS, SHEET_TYPES } from '../../../contract/projects';
import { acceptAttribute, DRAWING_PAGE_KINDS } from '../../../contract/files';
import { isApiError } from '../../api/ApiError';
import { addDrawingPageAtom } from '../../state/projectDetail';
import { AddIcon, AttachIcon } from '../../ui/actionIcons';
import { FileChooserButton } from '../../ui/FileChooserButton';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '../../ui/primitives';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import { addPageFields, canAddPage, emptyAddPage, type AddPageValues } from './addPageForm';
import { addPageFailureText, isRefusal, PROJECT_MESSAGES } from './projectMessages';

/** Adds a drawing page: name, page type, scale, order and a PDF or DXF file. */
export function AddPageForm() {
  const addPage = useSetAtom(addDrawingPageAtom);
  const toast = useToast();
  const [values, setValues] = useState<AddPageValues>(emptyAddPage);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<string | null>(null);

  const change = <K extends keyof AddPageValues>(key: K, value: AddPageValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canAddPage(values) || !values.file || busy) return;
    setBusy(true);
    setReason(null);
    try {
      await addPage({ fields: addPageFields(values), file: values.file });
      setValues(emptyAddPage());
      toast.show(PROJECT_MESSAGES.pageAdded, { severity: 'success', durationMs: TOAST_MS_DASHBOARD });
    } catch (error) {
      toast.show(addPageFailureText(error), { severity: 'error', durationMs: TOAST_MS_DASHBOARD });
      // A refusal says why (wrong file type, too large, …); the reason stays under the form.
      if (isRefusal(error) && isApiError(error)) setReason(error.serverMessage);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Add page"
      sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography component="h4" variant="h6" sx={{ mb: 1.5 }}>
        Add Page
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'center',
          gridTemplateColumns: {
            xs: '1fr',
            sm: '1fr 1fr',
            lg: 'minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1fr) 96px',
          },
        }}
      >
        <TextField
          label="Page name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          slotProps={{ htmlInput: { maxLength: DRAWING_PAGE_LIMITS.name } }}
          sx={{ bgcolor: 'background.paper' }}
        />
        <TextField
          select
          label="Page type"
          value={values.page_type}
          onChange={(event) => change('page_type', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ bgcolor: 'background.paper' }}
        >
          <option value="">Select a type</option>
          {SHEET_TYPES.map((type) => (
            <option key={type.code} value={type.code}>
              {type.label}
            </option>
          ))}
        </TextField>
        <TextField
          label="Scale"
          placeholder={'e.g. 1/4" = 1\'-0"'}
          value={values.scale}
          onChange={(event) => change('scale', event.target.value)}
          slotProps={{ htmlInput: { maxLength: DRAWING_PAGE_LIMITS.scale }, inputLabel: { shrink: true } }}
          sx={{ bgcolor: 'background.paper' }}
        />
        <TextField
          label="Order"
          type="number"
          value={values.order}
          onChange={(event) => change('order', event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: DRAWING_PAGE_LIMITS.maxOrder, step: 1 } }}
          sx={{ bgcolor: 'background.paper' }}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mt: 1.5,
        }}
      >
        <FileChooserButton
          label="Choose file"
          inputLabel="Page file"
          accept={acceptAttribute(DRAWING_PAGE_KINDS)}
          fileName={values.file?.name ?? null}
          placeholder="PDF or DXF, no file chosen"
          onChoose={(file) => change('file', file)}
          startIcon={<AttachIcon />}
          disabled={busy}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!canAddPage(values) || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AddIcon />}
        >
          Add Page
        </Button>
      </Box>
      {reason ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {reason}
        </Alert>
      ) : null}
    </Box>
  );
}
