import { useState, type FormEvent, type ReactNode } from 'react';
import { FormSection } from '../../ui/FormSection';
import { Alert, Box, Button, CircularProgress, TextField } from '../../ui/primitives';
import {
  PROJECT_FORM_SECTIONS,
  type ProjectFieldSpec,
  type ProjectFormField,
  type ProjectFormValues,
} from './projectForm';

export interface OrganizationChoice {
  id: number;
  name: string;
}

export interface ProjectFormProps {
  /** The accessible name of the form ("Create project", "Edit project"). */
  ariaLabel: string;
  initialValues: ProjectFormValues;
  organizations: readonly OrganizationChoice[];
  /** Create: a single available organization is chosen unless the user picks otherwise (spec section 5). */
  preselectSingleOrganization?: boolean;
  submitLabel: string;
  /** While the form is being sent, and after success until the screen moves on. */
  busy: boolean;
  onSubmit: (values: ProjectFormValues) => void;
  /** Messages under individual fields. */
  fieldErrors?: Partial<Record<ProjectFormField, string>>;
  /** A message above the buttons that stays until the next submit. */
  formError?: string | null;
  /** Beside the submit button (e.g. a Cancel link). */
  secondaryAction?: ReactNode;
}

const GRID = {
  display: 'grid',
  columnGap: 2,
  rowGap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The project form of the create and edit screens: three collapsible sections, then the submit button. */
export function ProjectForm({
  ariaLabel,
  initialValues,
  organizations,
  preselectSingleOrganization = false,
  submitLabel,
  busy,
  onSubmit,
  fieldErrors = {},
  formError,
  secondaryAction,
}: ProjectFormProps) {
  const [values, setValues] = useState(initialValues);
  const [organizationTouched, setOrganizationTouched] = useState(false);

  // Organizations may arrive after the form: the preselection follows them until the user chooses.
  const single = organizations.length === 1 ? organizations[0] : undefined;
  const effective: ProjectFormValues =
    preselectSingleOrganization && !organizationTouched && values.organization_id === '' && single
      ? { ...values, organization_id: String(single.id) }
      : values;

  const change = (name: ProjectFormField, value: string) => {
    if (name === 'organization_id') setOrganizationTouched(true);
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(effective);
  };

  const field = (spec: ProjectFieldSpec) => {
    const error = fieldErrors[spec.name];
    const common = {
      name: spec.name,
      label: spec.label,
      value: effective[spec.name],
      onChange: (event: { target: { value: string } }) => change(spec.name, event.target.value),
      error: Boolean(error),
      helperText: error,
      required: spec.required ?? false,
      fullWidth: true,
      sx: spec.wide ? { gridColumn: '1 / -1' } : undefined,
    };
    if (spec.kind === 'choice' || spec.kind === 'organization') {
      const options =
        spec.kind === 'organization'
          ? organizations.map((organization) => ({ code: String(organization.id), label: organization.name }))
          : (spec.options ?? []);
      return (
        <TextField
          key={spec.name}
          {...common}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {spec.emptyOption !== undefined ? <option value="">{spec.emptyOption}</option> : null}
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </TextField>
      );
    }
    if (spec.kind === 'number') {
      return (
        <TextField
          key={spec.name}
          {...common}
          type="number"
          slotProps={{ htmlInput: { min: 0, step: spec.step, inputMode: 'decimal' } }}
        />
      );
    }
    return (
      <TextField
        key={spec.name}
        {...common}
        type={spec.kind === 'multiline' ? undefined : spec.kind}
        multiline={spec.kind === 'multiline'}
        minRows={spec.kind === 'multiline' ? 3 : undefined}
        autoComplete={spec.autoComplete}
        slotProps={{ htmlInput: { maxLength: spec.maxLength } }}
      />
    );
  };

  return (
    // noValidate: the server's messages are the rules (spec section 5: no required-field check on the client);
    // required fields are only marked.
    <Box component="form" onSubmit={submit} noValidate aria-label={ariaLabel}>
      {PROJECT_FORM_SECTIONS.map((section) => (
        <FormSection key={section.title} title={section.title}>
          <Box sx={GRID}>{section.fields.map(field)}</Box>
        </FormSection>
      ))}
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
        {secondaryAction}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
