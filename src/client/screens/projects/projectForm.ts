import {
  DEFAULT_PROJECT_STATUS,
  LAYOUT_STYLES,
  OCCUPANCY_GROUPS,
  PROJECT_NUMBER_RULES,
  PROJECT_STATUSES,
  PROJECT_TEXT_LIMITS,
  PROJECT_TYPES,
  ZONING_TYPES,
  type ChoiceOption,
  formatCreateErrors,
  NON_FIELD_ERRORS,
  ProjectEditRequest,
  zodIssuesToFieldErrors,
  type FieldErrors,
  type NumberRule,
  type Project,
  type ProjectCreateFields,
  type ProjectEditBody,
} from '../../../contract/projects';

// The project form shared by the create and edit screens: its three sections with the fields in the order of
// the clarifications, and the conversions between a project, the form's text values and the two payloads.

export type ProjectFormField = keyof ProjectCreateFields;
export type ProjectFormValues = Record<ProjectFormField, string>;

type FieldKind = 'choice' | 'organization' | 'number' | 'text' | 'multiline' | 'email' | 'tel';

export interface ProjectFieldSpec {
  name: ProjectFormField;
  label: string;
  kind: FieldKind;
  options?: readonly ChoiceOption[];
  /** The label of the empty choice; absent for choices that cannot be empty. */
  emptyOption?: string;
  /** For numbers: the input's step (whole numbers, halves, or any). */
  step?: number;
  maxLength?: number;
  /** Spans the whole row. */
  wide?: boolean;
  autoComplete?: string;
  /** The server refuses a project without it (decisions: type and address); marked before any submit. */
  required?: boolean;
}

export interface ProjectFormSection {
  title: string;
  fields: readonly ProjectFieldSpec[];
}

const number = (name: keyof typeof PROJECT_NUMBER_RULES, label: string): ProjectFieldSpec => {
  const rule: NumberRule = PROJECT_NUMBER_RULES[name];
  return { name, label, kind: 'number', step: rule.step ?? 0.01 };
};

const text = (
  name: keyof typeof PROJECT_TEXT_LIMITS,
  label: string,
  kind: 'text' | 'multiline' | 'email' | 'tel' = 'text',
): ProjectFieldSpec => ({
  name,
  label,
  kind,
  maxLength: PROJECT_TEXT_LIMITS[name],
  wide: kind === 'multiline',
});

export const PROJECT_FORM_SECTIONS: readonly ProjectFormSection[] = [
  {
    title: 'Project Basics',
    fields: [
      {
        name: 'project_type',
        label: 'Project Type',
        kind: 'choice',
        options: PROJECT_TYPES,
        emptyOption: 'Select a type',
        required: true,
      },
      { name: 'status', label: 'Status', kind: 'choice', options: PROJECT_STATUSES },
      {
        name: 'organization_id',
        label: 'Organization',
        kind: 'organization',
        emptyOption: 'No organization',
      },
      number('square_footage', 'Square Footage'),
      number('num_bedrooms', 'Bedrooms'),
      number('num_bathrooms', 'Bathrooms'),
      number('num_car_garage', 'Garage (cars)'),
      {
        name: 'layout_style',
        label: 'Layout Style',
        kind: 'choice',
        options: LAYOUT_STYLES,
        emptyOption: 'Not specified',
      },
      number('story', 'Stories'),
      number('budget', 'Budget (USD)'),
      text('project_description', 'Project Description', 'multiline'),
      text('additional_requirements', 'Additional Requirements', 'multiline'),
    ],
  },
  {
    title: 'Project Site Info',
    fields: [
      {
        ...text('project_address', 'Project Address'),
        wide: true,
        autoComplete: 'street-address',
        required: true,
      },
      // Beside the address: the two name the project on its sheets' title blocks (PROJECT and PROJECT NO.).
      text('project_number', 'Project number'),
      text('apn', 'APN (Parcel Number)'),
      {
        name: 'zoning',
        label: 'Zoning',
        kind: 'choice',
        options: ZONING_TYPES,
        emptyOption: 'Not specified',
      },
      {
        name: 'occupancy',
        label: 'Occupancy',
        kind: 'choice',
        options: OCCUPANCY_GROUPS,
        emptyOption: 'Not specified',
      },
      text('construction_type', 'Construction Type'),
      number('lot_area', 'Lot Area (sq ft)'),
      number('living_space', 'Living Space (sq ft)'),
    ],
  },
  {
    title: 'Owner Contact',
    fields: [
      { ...text('owner_name', 'Owner Name'), autoComplete: 'off' },
      { ...text('owner_phone', 'Owner Phone', 'tel'), autoComplete: 'off' },
      { ...text('owner_email', 'Owner Email', 'email'), autoComplete: 'off' },
    ],
  },
];

export const PROJECT_FORM_FIELDS: readonly ProjectFieldSpec[] = PROJECT_FORM_SECTIONS.flatMap(
  (section) => section.fields,
);

/** A blank create form: status "requested", everything else empty. */
export function emptyProjectForm(): ProjectFormValues {
  const values = Object.fromEntries(
    PROJECT_FORM_FIELDS.map((field) => [field.name, '']),
  ) as ProjectFormValues;
  values.status = DEFAULT_PROJECT_STATUS;
  return values;
}

/** The edit form filled from a project. */
export function projectFormValues(project: Project): ProjectFormValues {
  const values = emptyProjectForm();
  for (const field of PROJECT_FORM_FIELDS) {
    const value = project[field.name];
    values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The create payload: every value as typed (blank ones, an empty organization among them, are left out). */
export function createFieldsFrom(values: ProjectFormValues): ProjectCreateFields {
  return { ...values };
}

// A number as typed goes as a number when it plainly is one; anything else goes as typed, so the server's
// message names the mistake rather than the client dropping it.
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The edit payload (JSON): empty fields clear (null), numbers as numbers, organization id as `organization`. */
export function editBodyFrom(values: ProjectFormValues): ProjectEditBody {
  const body: Record<string, string | number | null> = {};
  for (const field of PROJECT_FORM_FIELDS) {
    const raw = values[field.name].trim();
    const key = field.name === 'organization_id' ? 'organization' : field.name;
    if (raw === '') body[key] = null;
    else if (field.kind === 'number' || field.kind === 'organization')
      body[key] = PLAIN_NUMBER.test(raw) ? Number(raw) : raw;
    else body[key] = field.kind === 'multiline' ? values[field.name] : raw;
  }
  return body as ProjectEditBody;
}

/** The server's field errors as one line per form field (edit answers name the organization `organization`). */
export function fieldMessages(errors: FieldErrors | undefined): Partial<Record<ProjectFormField, string>> {
  const messages: Partial<Record<ProjectFormField, string>> = {};
  if (!errors) return messages;
  const known = new Set<string>(PROJECT_FORM_FIELDS.map((field) => field.name));
  for (const [key, list] of Object.entries(errors)) {
    const name = key === 'organization' ? 'organization_id' : key;
    if (known.has(name) && list.length > 0) messages[name as ProjectFormField] = list.join('; ');
  }
  return messages;
}

/** The errors no form field shows (unknown fields, errors of the request as a whole), or null when none. */
export function unplacedErrorsText(errors: FieldErrors | undefined): string | null {
  if (!errors) return null;
  const placed = fieldMessages(errors);
  const rest = Object.fromEntries(
    Object.entries(errors).filter(([key]) => !((key === 'organization' ? 'organization_id' : key) in placed)),
  );
  return formatCreateErrors(rest) || null;
}

/** The form's label of a field the server named (the edit answer calls the organization `organization`). */
export function fieldLabel(key: string): string {
  const name = key === 'organization' ? 'organization_id' : key;
  return PROJECT_FORM_FIELDS.find((field) => field.name === name)?.label ?? key;
}

/**
 * "Label: message; Label: message" — the errors as the user knows the fields, not by their keys; errors of the
 * request as a whole have no prefix.
 */
export function labelledErrorsText(errors: FieldErrors): string {
  return Object.entries(errors)
    .flatMap(([key, messages]) =>
      messages.map((message) => (key === NON_FIELD_ERRORS ? message : `${fieldLabel(key)}: ${message}`)),
    )
    .join('; ');
}

/** The create failure toast: "❌ " and the clarifications' "; "-joined pairs, named by the form's labels. */
export function createFailureToast(errors: FieldErrors | undefined): string {
  const pairs = errors ? labelledErrorsText(errors) : '';
  return `❌ ${pairs || 'Project could not be created.'}`;
}

/**
 * Checks the owner's email and phone in the browser with the contract's own edit rules (as the account form
 * does), so a typo is marked at once instead of coming back as a refused save. Null when both are fine.
 */
export function contactFieldErrors(values: ProjectFormValues): FieldErrors | null {
  const parsed = ProjectEditRequest.safeParse({
    owner_email: values.owner_email.trim() || null,
    owner_phone: values.owner_phone.trim() || null,
  });
  return parsed.success ? null : zodIssuesToFieldErrors(parsed.error);
}
