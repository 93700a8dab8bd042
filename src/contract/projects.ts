import { z } from './zod';
import { Id } from './common';
import { PROJECT_LIST_LIMITS } from './projectListLimits';

// Everything the project side of the API sends and receives (spec section 7 "Projects"), plus the option lists
// of sections 4 and 9 and the small helpers that belong with that data. Server and client share this file: the
// server validates every request with it, the client types (and in development parses) every answer.

// ---------------------------------------------------------------------------------------------------------------
// Option lists

/** One entry of an option list: the code the API stores and the label people read. */
export interface ChoiceOption<C extends string = string> {
  readonly code: C;
  readonly label: string;
}

export const PROJECT_TYPES = [
  { code: 'ADU', label: 'Accessory Dwelling Unit' },
  { code: 'SingleFamily', label: 'Single-Family Home' },
  { code: 'MultiUnit', label: 'Multi-Unit' },
  { code: 'Apartment', label: 'Apartment' },
  { code: 'Commercial', label: 'Commercial Building' },
  { code: 'Hotel', label: 'Hotel' },
  { code: 'Landscape', label: 'Landscape' },
  { code: 'Custom', label: 'Other' },
] as const satisfies readonly ChoiceOption[];

/** In the order of spec section 4, which is also the order of the edit form's option list. */
export const PROJECT_STATUSES = [
  { code: 'requested', label: 'Requested' },
  { code: 'in_review', label: 'In Review' },
  { code: 'declined', label: 'Declined' },
  { code: 'accepted', label: 'Accepted' },
  { code: 'proposal_sent', label: 'Proposal Sent' },
  { code: 'proposal_rejected', label: 'Proposal Rejected' },
  { code: 'proposal_accepted', label: 'Proposal Accepted' },
  { code: 'in_progress', label: 'In Progress' },
  { code: 'complete', label: 'Complete' },
  { code: 'client_review', label: 'Client Review' },
  { code: 'client_paid', label: 'Client Paid' },
  { code: 'delivered', label: 'Delivered' },
] as const satisfies readonly ChoiceOption[];

export const LAYOUT_STYLES = [
  { code: 'standard', label: 'Standard' },
  { code: 'maximize_bedrooms', label: 'Maximize Bedrooms' },
  { code: 'open_living', label: 'Open Living Priority' },
] as const satisfies readonly ChoiceOption[];

export const ZONING_TYPES = [
  { code: 'single_family', label: 'Single-Family Residential' },
  { code: 'multi_family', label: 'Multi-Family Residential' },
  { code: 'commercial', label: 'Commercial' },
  { code: 'mixed_use', label: 'Mixed Use' },
  { code: 'other', label: 'Other' },
] as const satisfies readonly ChoiceOption[];

/** The occupancy groups of the International Building Code (chapter 3). */
export const OCCUPANCY_GROUPS = [
  { code: 'A-1', label: 'A-1 Assembly: fixed seating (theaters)' },
  { code: 'A-2', label: 'A-2 Assembly: food and drink' },
  { code: 'A-3', label: 'A-3 Assembly: worship, recreation' },
  { code: 'A-4', label: 'A-4 Assembly: indoor sports' },
  { code: 'A-5', label: 'A-5 Assembly: outdoor sports' },
  { code: 'B', label: 'B Business' },
  { code: 'E', label: 'E Educational' },
  { code: 'F-1', label: 'F-1 Factory: moderate hazard' },
  { code: 'F-2', label: 'F-2 Factory: low hazard' },
  { code: 'H-1', label: 'H-1 High hazard: detonation' },
  { code: 'H-2', label: 'H-2 High hazard: deflagration' },
  { code: 'H-3', label: 'H-3 High hazard: combustion' },
  { code: 'H-4', label: 'H-4 High hazard: health' },
  { code: 'H-5', label: 'H-5 High hazard: semiconductor fabrication' },
  { code: 'I-1', label: 'I-1 Institutional: supervised residential' },
  { code: 'I-2', label: 'I-2 Institutional: medical care' },
  { code: 'I-3', label: 'I-3 Institutional: restrained' },
  { code: 'I-4', label: 'I-4 Institutional: day care' },
  { code: 'M', label: 'M Mercantile' },
  { code: 'R-1', label: 'R-1 Residential: transient (hotels)' },
  { code: 'R-2', label: 'R-2 Residential: multi-unit' },
  { code: 'R-3', label: 'R-3 Residential: one- and two-family' },
  { code: 'R-4', label: 'R-4 Residential: assisted living' },
  { code: 'S-1', label: 'S-1 Storage: moderate hazard' },
  { code: 'S-2', label: 'S-2 Storage: low hazard' },
  { code: 'U', label: 'U Utility and miscellaneous' },
] as const satisfies readonly ChoiceOption[];

export const SHEET_TYPES = [
  { code: 'cover', label: 'Cover' },
  { code: 'floor', label: 'Floor Plan' },
  { code: 'electrical', label: 'Electrical' },
  { code: 'plumbing', label: 'Plumbing' },
  { code: 'elevation', label: 'Elevation' },
  { code: 'custom', label: 'Custom' },
] as const satisfies readonly ChoiceOption[];

type CodeOf<L extends readonly ChoiceOption[]> = L[number]['code'];
export type ProjectType = CodeOf<typeof PROJECT_TYPES>;
export type ProjectStatus = CodeOf<typeof PROJECT_STATUSES>;
export type LayoutStyle = CodeOf<typeof LAYOUT_STYLES>;
export type Zoning = CodeOf<typeof ZONING_TYPES>;
export type OccupancyGroup = CodeOf<typeof OCCUPANCY_GROUPS>;
export type SheetType = CodeOf<typeof SHEET_TYPES>;

function codesOf<L extends readonly ChoiceOption[]>(list: L): [CodeOf<L>, ...CodeOf<L>[]] {
  return list.map((option) => option.code) as [CodeOf<L>, ...CodeOf<L>[]];
}

export const ProjectTypeCode = z.enum(codesOf(PROJECT_TYPES));
export const ProjectStatusCode = z.enum(codesOf(PROJECT_STATUSES));
export const LayoutStyleCode = z.enum(codesOf(LAYOUT_STYLES));
export const ZoningCode = z.enum(codesOf(ZONING_TYPES));
export const OccupancyCode = z.enum(codesOf(OCCUPANCY_GROUPS));
export const SheetTypeCode = z.enum(codesOf(SHEET_TYPES));

export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'requested';
export const DEFAULT_SHEET_TYPE: SheetType = 'floor';
export const DEFAULT_PAGE_ORDER = 0;

function labelIn(list: readonly ChoiceOption[], code: string): string {
  return list.find((option) => option.code === code)?.label ?? code;
}

/** The human label of a status code; an unknown code is shown as it is. */
export function statusLabel(code: string): string {
  return labelIn(PROJECT_STATUSES, code);
}

/** The human label of a project type code; an unknown code is shown as it is. */
export function projectTypeLabel(code: string): string {
  return labelIn(PROJECT_TYPES, code);
}

// ---------------------------------------------------------------------------------------------------------------
// Field rules, written once as plain parsers and adapted below to the two ways values arrive: the create form is
// form-encoded (every value a string, an empty string meaning "not given") and the edit call is JSON (numbers as
// numbers or numeric strings, null or "" meaning "clear").

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
type FieldParser<T> = (raw: string) => Parsed<T>;

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

// Control characters never belong in a text field; tabs and line breaks only in the multi-line ones.
function hasControlChars(text: string, multiline: boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const lineBreakOrTab = code === 0x09 || code === 0x0a || code === 0x0d;
    if (code === 0x7f || (code < 0x20 && !(multiline && lineBreakOrTab))) return true;
  }
  return false;
}

function textParser(max: number, multiline = false): FieldParser<string> {
  return (raw) => {
    if (raw.length > max) return fail(`must be at most ${max} characters`);
    if (hasControlChars(raw, multiline)) return fail('must not contain control characters');
    return { ok: true, value: raw };
  };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9 ().-]{3,32}$/;

const emailParser: FieldParser<string> = (raw) =>
  raw.length <= 254 && EMAIL.test(raw) ? { ok: true, value: raw } : fail('must be a valid email address');

const phoneParser: FieldParser<string> = (raw) =>
  PHONE.test(raw) && /[0-9]{3}/.test(raw.replace(/[^0-9]/g, ''))
    ? { ok: true, value: raw }
    : fail('must be a phone number (digits, spaces, + - . ( ))');

function choiceParser<C extends string>(list: readonly ChoiceOption<C>[]): FieldParser<C> {
  return (raw) => {
    const match = list.find((option) => option.code === raw);
    return match ? { ok: true, value: match.code } : fail('is not a valid choice');
  };
}

export interface NumberRule {
  max: number;
  /** 1 for whole numbers, 0.5 for halves (bathrooms); absent for any decimal. */
  step?: 1 | 0.5;
}

// Plain decimal notation only: "1e400" would be Infinity and "0x10" sixteen, neither of which a user meant.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Parses a user-entered number against a rule; the message says what is wrong without naming the field. */
export function parseNumberField(raw: string | number, rule: NumberRule): Parsed<number> {
  let value: number;
  if (typeof raw === 'number') {
    value = raw;
  } else {
    const text = raw.trim();
    if (!DECIMAL.test(text)) return fail('must be a number');
    value = Number(text);
  }
  if (!Number.isFinite(value)) return fail('must be a finite number');
  if (value < 0) return fail('must not be negative');
  if (rule.step === 1 && !Number.isInteger(value)) return fail('must be a whole number');
  if (rule.step === 0.5 && !Number.isInteger(value * 2))
    return fail('must be a whole or half number (like 2.5)');
  if (value > rule.max) return fail(`must be at most ${rule.max}`);
  // -0 would otherwise be stored and shown as "0" anyway; normalise it here so equality checks hold.
  return { ok: true, value: value === 0 ? 0 : value };
}

function numberParser(rule: NumberRule): (raw: string | number) => Parsed<number> {
  return (raw) => parseNumberField(raw, rule);
}

function idParser(raw: string | number): Parsed<number> {
  const value = typeof raw === 'number' ? raw : /^[1-9][0-9]{0,15}$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isSafeInteger(value) && value > 0
    ? { ok: true, value }
    : fail('must be a positive integer id');
}

function singleValueMessage(issue: { input?: unknown }): string {
  return issue.input === undefined ? 'is required' : 'must be a single text value';
}

/** A form-encoded field: a string, blank means absent; repeated keys (arrays) are refused. */
function formField<T>(parse: FieldParser<T>) {
  return z.pipe(
    z.optional(z.string({ error: singleValueMessage })),
    z.transform((raw, ctx): T | undefined => {
      const text = raw?.trim();
      if (text === undefined || text === '') return undefined;
      const parsed = parse(text);
      if (parsed.ok) return parsed.value;
      ctx.issues.push({ code: 'custom', message: parsed.message, input: raw });
      return z.NEVER;
    }),
  );
}

/** A form-encoded field that must be given. */
function requiredFormField<T>(parse: FieldParser<T>) {
  return z.pipe(
    z.string({ error: singleValueMessage }),
    z.transform((raw, ctx): T => {
      const text = raw.trim();
      const parsed: Parsed<T> = text === '' ? fail('is required') : parse(text);
      if (parsed.ok) return parsed.value;
      ctx.issues.push({ code: 'custom', message: parsed.message, input: raw });
      return z.NEVER;
    }),
  );
}

/** Absent means "leave as it is", null or "" means "clear" (refused for a field that cannot be empty). */
function parseJsonValue<T, R>(raw: R | null | undefined, required: boolean, parse: (raw: R) => Parsed<T>) {
  if (raw === undefined) return { ok: true, value: undefined } as const;
  const value = typeof raw === 'string' ? (raw.trim() as R) : raw;
  if (value === null || value === '')
    return required ? fail('is required') : ({ ok: true, value: null } as const);
  return parse(value);
}

/** A text field of a JSON partial update: a string, null or absent. */
function jsonTextField<T>(parse: FieldParser<T>, required = false) {
  return z.pipe(
    z.optional(z.union([z.string(), z.null()], { error: 'must be text or empty' })),
    z.transform((raw, ctx): T | null | undefined => {
      const parsed = parseJsonValue(raw, required, parse);
      if (parsed.ok) return parsed.value;
      ctx.issues.push({ code: 'custom', message: parsed.message, input: raw });
      return z.NEVER;
    }),
  );
}

// z.number() refuses Infinity with a generic message; this lets the number rule say "must be a finite number".
const anyNumber = z.custom<number>((value) => typeof value === 'number');

/** A numeric field of a JSON partial update: a number, a numeric string, null or absent. */
function jsonNumberField(parse: (raw: string | number) => Parsed<number>) {
  return z.pipe(
    z.optional(z.union([anyNumber, z.string(), z.null()], { error: 'must be a number or empty' })),
    z.transform((raw, ctx): number | null | undefined => {
      const parsed = parseJsonValue(raw, false, parse);
      if (parsed.ok) return parsed.value;
      ctx.issues.push({ code: 'custom', message: parsed.message, input: raw });
      return z.NEVER;
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The project's fields and their rules

/** Length caps of the project's text fields. */
export const PROJECT_TEXT_LIMITS = {
  project_address: 255,
  project_number: 32,
  project_description: 5000,
  additional_requirements: 5000,
  apn: 64,
  construction_type: 100,
  owner_name: 150,
  owner_phone: 32,
  owner_email: 254,
} as const;

/** Upper bounds of the project's numbers: generous for real buildings, small enough to catch typos. */
export const PROJECT_NUMBER_RULES = {
  square_footage: { max: 10_000_000 },
  num_bedrooms: { max: 1000, step: 1 },
  num_bathrooms: { max: 1000, step: 0.5 },
  num_car_garage: { max: 1000, step: 1 },
  story: { max: 200, step: 1 },
  budget: { max: 1_000_000_000_000 },
  lot_area: { max: 1_000_000_000 },
  living_space: { max: 10_000_000 },
} as const satisfies Record<string, NumberRule>;

type NumberField = keyof typeof PROJECT_NUMBER_RULES;

const PARSERS = {
  project_type: choiceParser(PROJECT_TYPES),
  status: choiceParser(PROJECT_STATUSES),
  layout_style: choiceParser(LAYOUT_STYLES),
  zoning: choiceParser(ZONING_TYPES),
  occupancy: choiceParser(OCCUPANCY_GROUPS),
  project_address: textParser(PROJECT_TEXT_LIMITS.project_address),
  project_number: textParser(PROJECT_TEXT_LIMITS.project_number),
  project_description: textParser(PROJECT_TEXT_LIMITS.project_description, true),
  additional_requirements: textParser(PROJECT_TEXT_LIMITS.additional_requirements, true),
  apn: textParser(PROJECT_TEXT_LIMITS.apn),
  construction_type: textParser(PROJECT_TEXT_LIMITS.construction_type),
  owner_name: textParser(PROJECT_TEXT_LIMITS.owner_name),
  owner_phone: phoneParser,
  owner_email: emailParser,
};

const numberParsers = Object.fromEntries(
  Object.entries(PROJECT_NUMBER_RULES).map(([field, rule]) => [field, numberParser(rule)]),
) as Record<NumberField, (raw: string | number) => Parsed<number>>;

/**
 * POST /api/dashboard/projects/create/ — the form-encoded body as @fastify/formbody hands it over (every value a
 * string). Blank values are absent; status defaults to "requested". Unknown fields are refused by name.
 */
export const ProjectCreateForm = z.strictObject({
  project_type: requiredFormField(PARSERS.project_type),
  status: z.pipe(
    formField(PARSERS.status),
    z.transform((status) => status ?? DEFAULT_PROJECT_STATUS),
  ),
  organization_id: formField(idParser),
  square_footage: formField(numberParsers.square_footage),
  num_bedrooms: formField(numberParsers.num_bedrooms),
  num_bathrooms: formField(numberParsers.num_bathrooms),
  num_car_garage: formField(numberParsers.num_car_garage),
  layout_style: formField(PARSERS.layout_style),
  story: formField(numberParsers.story),
  budget: formField(numberParsers.budget),
  project_description: formField(PARSERS.project_description),
  additional_requirements: formField(PARSERS.additional_requirements),
  project_address: requiredFormField(PARSERS.project_address),
  project_number: formField(PARSERS.project_number),
  apn: formField(PARSERS.apn),
  zoning: formField(PARSERS.zoning),
  occupancy: formField(PARSERS.occupancy),
  construction_type: formField(PARSERS.construction_type),
  lot_area: formField(numberParsers.lot_area),
  living_space: formField(numberParsers.living_space),
  owner_name: formField(PARSERS.owner_name),
  owner_phone: formField(PARSERS.owner_phone),
  owner_email: formField(PARSERS.owner_email),
});
/** What the client puts in the form (all strings). */
export type ProjectCreateFields = Partial<Record<keyof z.input<typeof ProjectCreateForm>, string>>;
/** What the server gets after parsing: typed values, absent fields undefined. */
export type ProjectCreateData = z.output<typeof ProjectCreateForm>;

/**
 * The form-encoded body (application/x-www-form-urlencoded) the client sends to create a project: blank values,
 * and so an empty organization, are left out (spec section 5).
 */
export function projectCreateBody(fields: ProjectCreateFields): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

// The full project the client may echo back on edit: its read-only parts are accepted and ignored, so a client
// that sends "the project", as the spec puts it, is not refused for it.
const ignored = z.optional(z.unknown());
const READ_ONLY_PROJECT_FIELDS = {
  id: ignored,
  available_organizations: ignored,
  drawing_pages: ignored,
  uploaded_files: ignored,
  proposed_dxf_revisions: ignored,
  master_pdf_url: ignored,
  floor_designs: ignored,
  created_at: ignored,
  archived: ignored,
};
type ReadOnlyProjectField = keyof typeof READ_ONLY_PROJECT_FIELDS;

const ProjectEditFields = z.strictObject({
  project_type: jsonTextField(PARSERS.project_type, true),
  status: jsonTextField(PARSERS.status, true),
  organization: jsonNumberField(idParser),
  organization_id: jsonNumberField(idParser),
  square_footage: jsonNumberField(numberParsers.square_footage),
  num_bedrooms: jsonNumberField(numberParsers.num_bedrooms),
  num_bathrooms: jsonNumberField(numberParsers.num_bathrooms),
  num_car_garage: jsonNumberField(numberParsers.num_car_garage),
  layout_style: jsonTextField(PARSERS.layout_style),
  story: jsonNumberField(numberParsers.story),
  budget: jsonNumberField(numberParsers.budget),
  project_description: jsonTextField(PARSERS.project_description),
  additional_requirements: jsonTextField(PARSERS.additional_requirements),
  project_address: jsonTextField(PARSERS.project_address, true),
  project_number: jsonTextField(PARSERS.project_number),
  apn: jsonTextField(PARSERS.apn),
  zoning: jsonTextField(PARSERS.zoning),
  occupancy: jsonTextField(PARSERS.occupancy),
  construction_type: jsonTextField(PARSERS.construction_type),
  lot_area: jsonNumberField(numberParsers.lot_area),
  living_space: jsonNumberField(numberParsers.living_space),
  owner_name: jsonTextField(PARSERS.owner_name),
  owner_phone: jsonTextField(PARSERS.owner_phone),
  owner_email: jsonTextField(PARSERS.owner_email),
  ...READ_ONLY_PROJECT_FIELDS,
});

/** The two keys an edit may name the organization with (see projectEditRequest). */
export const ORGANIZATION_KEYS = ['organization', 'organization_id'] as const;
export type OrganizationKey = (typeof ORGANIZATION_KEYS)[number];

type EditedFields = Omit<z.output<typeof ProjectEditFields>, ReadOnlyProjectField | OrganizationKey>;
type Required3 = 'project_type' | 'status' | 'project_address';

/** The fields a valid edit changes (null clears); fields it leaves alone are absent. */
export type ProjectChanges = {
  [K in Exclude<keyof EditedFields, Required3>]?: Exclude<EditedFields[K], undefined>;
} & {
  [K in Required3]?: Exclude<EditedFields[K], undefined | null>;
} & { organization_id?: number | null };

/** A parsed edit: the changes, and which key asked for the organization change (to name it in a refusal). */
export type ProjectEdit = ProjectChanges & { organization_key?: OrganizationKey };

export const CONFLICTING_ORGANIZATION = 'names another organization than organization_id';

/**
 * POST /api/dashboard/projects/{projectId}/edit/ — JSON, a partial update: absent fields stay as they are, null
 * or "" clears a field (project_type, status and project_address cannot be cleared). The organization id is sent
 * as `organization` (the spec's edit call) or as `organization_id` (the create form's and the project's own key),
 * null meaning no organization; it comes out as `organization_id`. A client that echoes the project back sends
 * both: a key whose value is the project's current organization (`currentOrganizationId`) then asks for no
 * change and the other key decides; two keys asking for two different changes are refused, never guessed.
 * Without `currentOrganizationId` any two different values are refused.
 */
export function projectEditRequest(currentOrganizationId?: number | null) {
  return z.pipe(
    ProjectEditFields,
    z.transform((body, ctx): ProjectEdit => {
      const changes: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(body)) {
        if (value === undefined || key in READ_ONLY_PROJECT_FIELDS) continue;
        if ((ORGANIZATION_KEYS as readonly string[]).includes(key)) continue;
        changes[key] = value;
      }
      const sent = ORGANIZATION_KEYS.filter((key) => body[key] !== undefined);
      const values = new Set(sent.map((key) => body[key]));
      // Both keys given and equal, or only one given: that is the request.
      let asking = sent;
      if (values.size > 1) {
        asking = sent.filter((key) => body[key] !== currentOrganizationId);
        if (asking.length > 1) {
          ctx.issues.push({
            code: 'custom',
            path: ['organization'],
            message: CONFLICTING_ORGANIZATION,
            input: body,
          });
          return z.NEVER;
        }
      }
      const key = asking[0];
      if (key !== undefined) {
        changes.organization_id = body[key];
        changes.organization_key = key;
      }
      return changes as ProjectEdit;
    }),
  );
}

/** An edit read without the project at hand (see projectEditRequest). */
export const ProjectEditRequest = projectEditRequest();
/** The JSON the client sends. */
export type ProjectEditBody = z.input<typeof ProjectEditRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Errors

/** `{ field: [messages] }`, the shape of a refused create (and of any field-level refusal). */
export const FieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrors>;

/** The key of errors that belong to the request as a whole rather than to one field. */
export const NON_FIELD_ERRORS = 'non_field_errors';

/** Turns a zod failure into `{ field: [messages] }`; an unknown key is reported under its own name. */
export function zodIssuesToFieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), 'is not a known field');
      continue;
    }
    add(issue.path.length > 0 ? issue.path.join('.') : NON_FIELD_ERRORS, issue.message);
  }
  return errors;
}

/** "field: message; field: message", one pair per message, in the order the errors came. */
export function formatCreateErrors(errors: FieldErrors): string {
  return Object.entries(errors)
    .flatMap(([field, messages]) => messages.map((message) => `${field}: ${message}`))
    .join('; ');
}

/** The create screen's failure text: "❌ " and the serialised errors (clarifications, "Projects"). */
export function createFailureText(errors: FieldErrors | undefined): string {
  const pairs = errors ? formatCreateErrors(errors) : '';
  return `❌ ${pairs || 'Project could not be created.'}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Answers

// Every `file` in an answer is a URL the browser opens directly: absolute, or rooted at this server.
export const FileUrl = z
  .string()
  .check(z.regex(/^(https?:\/\/|\/)\S*$/, 'must be an absolute or root-relative URL'));
const Timestamp = z.string().check(z.minLength(1));

export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

export const FailureResponse = z.object({ success: z.literal(false), error: z.string() });
export type FailureResponse = z.infer<typeof FailureResponse>;

/** A refused edit or new drawing page: `error` reads "field: message; ...", `errors` has them per field. */
export const ValidationFailureResponse = z.extend(FailureResponse, { errors: FieldErrors });
export type ValidationFailureResponse = z.infer<typeof ValidationFailureResponse>;

export const ProjectListRow = z.object({
  id: Id,
  project_address: z.string(),
  project_type: ProjectTypeCode,
  square_footage: z.nullable(z.number()),
  num_bedrooms: z.nullable(z.number()),
  num_bathrooms: z.nullable(z.number()),
  status: ProjectStatusCode,
  created_at: Timestamp,
  organization: z.nullable(z.string()),
});
export type ProjectListRow = z.infer<typeof ProjectListRow>;

/** GET /api/dashboard/projects/ and /api/dashboard/projects/archived/show/ */
export const ProjectsListResponse = z.object({ projects: z.array(ProjectListRow) });
export type ProjectsListResponse = z.infer<typeof ProjectsListResponse>;

/** The columns the project list sorts by (`?sort=`): every column of its table. */
export const PROJECT_SORT_COLUMNS = [
  'project_address',
  'project_type',
  'square_footage',
  'num_bedrooms',
  'num_bathrooms',
  'status',
  'created_at',
  'organization',
] as const;
export const ProjectSortColumn = z.enum(PROJECT_SORT_COLUMNS);
export type ProjectSortColumn = z.infer<typeof ProjectSortColumn>;
export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

export { PROJECT_LIST_LIMITS };

const positiveCount = (max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.regex(/^[0-9]{1,9}$/, `must be a whole number from 1 to ${max}`)),
      z.transform(Number),
    ),
    z
      .number()
      .check(z.int())
      .check(z.gte(1, `must be a whole number from 1 to ${max}`))
      .check(z.lte(max)),
  );

/**
 * The list's query (all optional; other parameters are ignored). Without page and page_size the answer is every
 * row, as the spec's client expects; with either, one page (page_size defaults to 50) and the total. Search and
 * sort apply either way; the default order is newest first.
 */
export const ProjectListQuery = z.object({
  page: z.optional(positiveCount(1_000_000)),
  page_size: z.optional(positiveCount(PROJECT_LIST_LIMITS.maxPageSize)),
  search: z.optional(z.string().check(z.maxLength(PROJECT_LIST_LIMITS.maxSearch))),
  sort: z.optional(ProjectSortColumn),
  order: z.optional(SortOrder),
});
export type ProjectListQuery = z.input<typeof ProjectListQuery>;

/** A page of the list: its rows and how many rows match in all (only paged requests get `total`). */
export const ProjectsPageResponse = z.extend(ProjectsListResponse, {
  total: z.number().check(z.int()).check(z.nonnegative()),
});
export type ProjectsPageResponse = z.infer<typeof ProjectsPageResponse>;

export const DrawingPage = z.object({
  id: Id,
  name: z.string(),
  page_type: SheetTypeCode,
  scale: z.nullable(z.string()),
  order: z.number().check(z.int()).check(z.nonnegative()),
  file: FileUrl,
  /** The uploaded file's original name, for downloads and the preview's title. */
  file_name: z.string(),
  /** The type detected from the file's bytes (application/pdf or image/vnd.dxf). */
  content_type: z.string(),
});
export type DrawingPage = z.infer<typeof DrawingPage>;

/** Where an uploaded file's analysis stands; null until metadata generation is first asked for. */
export const PROCESSING_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const ProcessingStatus = z.enum(PROCESSING_STATUSES);
export type ProcessingStatus = z.infer<typeof ProcessingStatus>;

export const UploadedFile = z.object({
  id: Id,
  file: FileUrl,
  file_name: z.string(),
  /** The type detected from the file's bytes, which the preview uses to choose its viewer. */
  content_type: z.string(),
  size: z.number().check(z.int()).check(z.nonnegative()),
  uploaded_at: Timestamp,
  processed_json: z.nullable(z.json()),
  /** The mockup image rendered from the file (shown under the label Mockup). */
  debug_output: z.nullable(FileUrl),
  generated_dxf: z.nullable(FileUrl),
  processing_status: z.nullable(ProcessingStatus),
  processing_error: z.nullable(z.string()),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

export const ProposedDxfRevision = z.object({
  id: Id,
  revision_number: z.number().check(z.int()).check(z.nonnegative()),
  created_at: Timestamp,
  file: FileUrl,
});
export type ProposedDxfRevision = z.infer<typeof ProposedDxfRevision>;

/**
 * A floor design of the project (issue 11: an adopted layout, opened at /dashboard/floordesigns/{id}); whoever
 * sees the project may open it. page_count is the design's current pages.
 */
export const ProjectFloorDesign = z.object({
  id: Id,
  name: z.string(),
  page_count: z.number().check(z.int()).check(z.nonnegative()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ProjectFloorDesign = z.infer<typeof ProjectFloorDesign>;

/** GET /api/dashboard/projects/{projectId}/ */
export const Project = z.object({
  id: Id,
  organization: z.nullable(z.string()),
  organization_id: z.nullable(Id),
  available_organizations: z.array(z.object({ id: Id, name: z.string() })),
  project_type: ProjectTypeCode,
  status: ProjectStatusCode,
  square_footage: z.nullable(z.number()),
  num_bedrooms: z.nullable(z.number()),
  num_bathrooms: z.nullable(z.number()),
  num_car_garage: z.nullable(z.number()),
  layout_style: z.nullable(LayoutStyleCode),
  budget: z.nullable(z.number()),
  additional_requirements: z.nullable(z.string()),
  project_address: z.string(),
  /** The office's own number for the project (e.g. "2026-014"), printed in its sheets' title blocks. */
  project_number: z.nullable(z.string()),
  project_description: z.nullable(z.string()),
  apn: z.nullable(z.string()),
  zoning: z.nullable(ZoningCode),
  story: z.nullable(z.number()),
  occupancy: z.nullable(OccupancyCode),
  construction_type: z.nullable(z.string()),
  lot_area: z.nullable(z.number()),
  living_space: z.nullable(z.number()),
  owner_name: z.nullable(z.string()),
  owner_phone: z.nullable(z.string()),
  owner_email: z.nullable(z.string()),
  created_at: Timestamp,
  archived: z.boolean(),
  /** Sorted by order, then id. */
  drawing_pages: z.array(DrawingPage),
  uploaded_files: z.array(UploadedFile),
  proposed_dxf_revisions: z.array(ProposedDxfRevision),
  master_pdf_url: z.nullable(FileUrl),
  /** The project's active floor designs, most recently changed first. */
  floor_designs: z.array(ProjectFloorDesign),
});
export type Project = z.infer<typeof Project>;

/** POST /api/dashboard/projects/create/ */
export const ProjectCreateResponse = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), project_id: Id }),
  z.object({ success: z.literal(false), errors: FieldErrors }),
]);
export type ProjectCreateResponse = z.infer<typeof ProjectCreateResponse>;

/** POST .../{projectId}/edit/ */
export const ProjectEditResponse = z.object({ success: z.literal(true), project: Project });
export type ProjectEditResponse = z.infer<typeof ProjectEditResponse>;

/** POST .../{projectId}/upload/ (multipart, one part named `file`). */
export const UploadResponse = z.object({ success: z.literal(true), upload: UploadedFile });
export type UploadResponse = z.infer<typeof UploadResponse>;

/** POST .../{projectId}/uploads/{uploadId}/generate/ — 501 with a FailureResponse until processing lands. */
export const GenerateMetadataResponse = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), upload: UploadedFile }),
  FailureResponse,
]);
export type GenerateMetadataResponse = z.infer<typeof GenerateMetadataResponse>;

/** POST .../{projectId}/generate_master_plan_pdf/ */
export const MasterPlanResponse = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), master_pdf_url: FileUrl }),
  FailureResponse,
]);
export type MasterPlanResponse = z.infer<typeof MasterPlanResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Drawing pages

export const DRAWING_PAGE_LIMITS = { name: 200, scale: 50, maxOrder: 100_000, maxRearrange: 500 } as const;

/**
 * POST .../{projectId}/drawing_pages/ — the text parts of the multipart body (the file part, `file`, is read by
 * the upload handling). Scale is free text such as `1/4" = 1'-0"` or `1:100`: it is shown, never computed with.
 */
export const DrawingPageCreate = z.strictObject({
  name: requiredFormField(textParser(DRAWING_PAGE_LIMITS.name)),
  page_type: requiredFormField(choiceParser(SHEET_TYPES)),
  scale: formField(textParser(DRAWING_PAGE_LIMITS.scale)),
  order: z.pipe(
    formField(numberParser({ max: DRAWING_PAGE_LIMITS.maxOrder, step: 1 })),
    z.transform((order) => order ?? DEFAULT_PAGE_ORDER),
  ),
});
export type DrawingPageCreateFields = Partial<Record<keyof z.input<typeof DrawingPageCreate>, string>>;
export type DrawingPageCreateData = z.output<typeof DrawingPageCreate>;

export const DrawingPageCreateResponse = z.object({ success: z.literal(true), page: DrawingPage });
export type DrawingPageCreateResponse = z.infer<typeof DrawingPageCreateResponse>;

/** POST .../{projectId}/drawing_pages/rearrange/ — every id at most once. */
export const RearrangeRequest = z.strictObject({
  order: z
    .array(
      z.strictObject({
        id: Id,
        order: z.number().check(z.int()).check(z.nonnegative()).check(z.lte(DRAWING_PAGE_LIMITS.maxOrder)),
      }),
    )
    .check(
      z.maxLength(
        DRAWING_PAGE_LIMITS.maxRearrange,
        `must list at most ${DRAWING_PAGE_LIMITS.maxRearrange} pages`,
      ),
    )
    .check(
      z.refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, {
        message: 'must not list a page twice',
      }),
    ),
});
export type RearrangeRequest = z.infer<typeof RearrangeRequest>;

export const RearrangeResponse = z.object({ success: z.literal(true), drawing_pages: z.array(DrawingPage) });
export type RearrangeResponse = z.infer<typeof RearrangeResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Client-side helpers

/** The statuses whose code or label contains the search (case-insensitive): the status half of the search. */
export function projectStatusesMatching(query: string): ProjectStatus[] {
  const needle = query.trim().toLowerCase();
  return PROJECT_STATUSES.filter(
    (status) => status.code.toLowerCase().includes(needle) || status.label.toLowerCase().includes(needle),
  ).map((status) => status.code);
}

/** The project list's search: case-insensitive substring of the address, the status code or its label. */
export function matchesProjectSearch(
  row: Pick<ProjectListRow, 'project_address' | 'status'>,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [row.project_address, row.status, statusLabel(row.status)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * POST …/uploads/{uploadId}/open_in_editor/ and …/drawing_pages/{pageId}/open_in_editor/ (no body): the DXF or
 * PDF becomes a floor design of the project (one editable page, revision 1), owned by the caller.
 */
export const OpenInEditorResponseSchema = z.object({
  success: z.literal(true),
  floor_design_id: z.number().check(z.int()),
});
export type OpenInEditorResponse = z.infer<typeof OpenInEditorResponseSchema>;
