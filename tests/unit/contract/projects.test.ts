import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  createFailureText,
  DrawingPageCreate,
  formatCreateErrors,
  matchesProjectSearch,
  OCCUPANCY_GROUPS,
  Project,
  ProjectCreateForm,
  ProjectCreateResponse,
  ProjectEditRequest,
  projectEditRequest,
  ProjectsListResponse,
  PROJECT_STATUSES,
  projectCreateBody,
  projectTypeLabel,
  RearrangeRequest,
  statusLabel,
  UploadedFile,
  zodIssuesToFieldErrors,
  type FieldErrors,
} from '../../../src/contract/projects';

/** The field errors a schema reports for a body, as the server sends them back. */
function errorsOf(schema: z.ZodMiniType, body: unknown): FieldErrors {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be refused`);
  return zodIssuesToFieldErrors(result.error);
}

// A create form as the browser posts it: every value a string, untouched fields empty.
const createForm = {
  project_type: 'ADU',
  status: 'requested',
  organization_id: '',
  square_footage: '1200',
  num_bedrooms: '3',
  num_bathrooms: '2.5',
  num_car_garage: '',
  layout_style: 'open_living',
  story: '2',
  budget: '350000.50',
  project_description: 'Backyard cottage\nwith a loft',
  additional_requirements: '',
  project_address: '  12 Elm St, Springfield  ',
  apn: '123-456-789',
  zoning: 'single_family',
  occupancy: 'R-3',
  construction_type: 'V-B',
  lot_area: '6000',
  living_space: '1100',
  owner_name: 'Ada Owner',
  owner_phone: '+1 (555) 010-2030',
  owner_email: 'ada@example.com',
};

describe('ProjectCreateForm (form-encoded create)', () => {
  it('turns a filled-in form into typed values, leaving blank fields out', () => {
    const data = ProjectCreateForm.parse(createForm);
    expect(data).toMatchObject({
      project_type: 'ADU',
      square_footage: 1200,
      num_bedrooms: 3,
      num_bathrooms: 2.5,
      budget: 350000.5,
      project_address: '12 Elm St, Springfield',
      project_description: 'Backyard cottage\nwith a loft',
      occupancy: 'R-3',
      owner_email: 'ada@example.com',
    });
    expect(data.organization_id).toBeUndefined();
    expect(data.num_car_garage).toBeUndefined();
    expect(data.additional_requirements).toBeUndefined();
  });

  it('needs only a type and an address; status starts as requested', () => {
    const data = ProjectCreateForm.parse({ project_type: 'Hotel', project_address: '1 Main St' });
    expect(data.status).toBe('requested');
    expect(errorsOf(ProjectCreateForm, {})).toEqual({
      project_type: ['is required'],
      project_address: ['is required'],
    });
    expect(errorsOf(ProjectCreateForm, { project_type: '', project_address: '   ' })).toEqual({
      project_type: ['is required'],
      project_address: ['is required'],
    });
  });

  it('takes an organization id as a positive integer', () => {
    expect(ProjectCreateForm.parse({ ...createForm, organization_id: '7' }).organization_id).toBe(7);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999']) {
      expect(errorsOf(ProjectCreateForm, { ...createForm, organization_id: bad })).toEqual({
        organization_id: ['must be a positive integer id'],
      });
    }
  });

  it('refuses negative, non-finite, malformed and out-of-step numbers, naming the field', () => {
    expect(errorsOf(ProjectCreateForm, { ...createForm, square_footage: '-1' })).toEqual({
      square_footage: ['must not be negative'],
    });
    expect(errorsOf(ProjectCreateForm, { ...createForm, budget: '1e400' })).toEqual({
      budget: ['must be a finite number'],
    });
    for (const bad of ['NaN', 'Infinity', '0x10', '1,200', '12 ft', '']) {
      const result = ProjectCreateForm.safeParse({ ...createForm, lot_area: bad });
      if (bad === '') expect(result.success).toBe(true);
      else
        expect(result.success ? {} : zodIssuesToFieldErrors(result.error)).toEqual({
          lot_area: ['must be a number'],
        });
    }
    expect(errorsOf(ProjectCreateForm, { ...createForm, num_bedrooms: '2.5' })).toEqual({
      num_bedrooms: ['must be a whole number'],
    });
    expect(errorsOf(ProjectCreateForm, { ...createForm, num_bathrooms: '2.25' })).toEqual({
      num_bathrooms: ['must be a whole or half number (like 2.5)'],
    });
    expect(errorsOf(ProjectCreateForm, { ...createForm, story: '201' })).toEqual({
      story: ['must be at most 200'],
    });
  });

  it('refuses values outside the option lists', () => {
    expect(
      errorsOf(ProjectCreateForm, {
        ...createForm,
        project_type: 'Castle',
        status: 'REQUESTED',
        layout_style: 'fancy',
        zoning: 'industrial',
        occupancy: 'R-5',
      }),
    ).toEqual({
      project_type: ['is not a valid choice'],
      status: ['is not a valid choice'],
      layout_style: ['is not a valid choice'],
      zoning: ['is not a valid choice'],
      occupancy: ['is not a valid choice'],
    });
  });

  it('accepts every IBC occupancy group and every status', () => {
    for (const { code } of OCCUPANCY_GROUPS) {
      expect(ProjectCreateForm.parse({ ...createForm, occupancy: code }).occupancy).toBe(code);
    }
    for (const { code } of PROJECT_STATUSES) {
      expect(ProjectCreateForm.parse({ ...createForm, status: code }).status).toBe(code);
    }
  });

  it('checks email and phone formats', () => {
    expect(
      errorsOf(ProjectCreateForm, { ...createForm, owner_email: 'ada@', owner_phone: 'call me' }),
    ).toEqual({
      owner_email: ['must be a valid email address'],
      owner_phone: ['must be a phone number (digits, spaces, + - . ( ))'],
    });
  });

  it('caps text lengths and refuses control characters in one-line fields', () => {
    expect(errorsOf(ProjectCreateForm, { ...createForm, project_address: 'x'.repeat(256) })).toEqual({
      project_address: ['must be at most 255 characters'],
    });
    expect(errorsOf(ProjectCreateForm, { ...createForm, additional_requirements: 'x'.repeat(5001) })).toEqual(
      {
        additional_requirements: ['must be at most 5000 characters'],
      },
    );
    expect(
      errorsOf(ProjectCreateForm, {
        ...createForm,
        owner_name: 'Ada\u0000Owner',
        project_address: '1 Main\nSt',
        project_description: 'ok\u001b[31m',
      }),
    ).toEqual({
      owner_name: ['must not contain control characters'],
      project_address: ['must not contain control characters'],
      project_description: ['must not contain control characters'],
    });
    const multiline = { ...createForm, additional_requirements: 'Line one\r\n\tLine two' };
    expect(ProjectCreateForm.parse(multiline).additional_requirements).toBe('Line one\r\n\tLine two');
    expect(
      ProjectCreateForm.parse({ ...createForm, project_address: 'x'.repeat(255) }).project_address,
    ).toHaveLength(255);
  });

  it('refuses repeated keys and unknown fields by name', () => {
    expect(
      errorsOf(ProjectCreateForm, { ...createForm, budget: ['1', '2'], available_organizations: '1' }),
    ).toEqual({
      budget: ['must be a single text value'],
      available_organizations: ['is not a known field'],
    });
  });

  it('has a body builder that leaves blank values (and so an empty organization) out', () => {
    const body = projectCreateBody({
      project_type: 'ADU',
      organization_id: '',
      project_address: '1 Main St & Co',
    });
    expect(body).toBe('project_type=ADU&project_address=1%20Main%20St%20%26%20Co');
    const parsed = Object.fromEntries(new URLSearchParams(body));
    expect(ProjectCreateForm.parse(parsed).project_address).toBe('1 Main St & Co');
  });
});

describe('ProjectEditRequest (JSON edit)', () => {
  it('reads numbers as numbers or numeric strings, and sends organization out as organization_id', () => {
    expect(
      ProjectEditRequest.parse({
        square_footage: 1500,
        num_bathrooms: '1.5',
        organization: 4,
        status: 'in_review',
      }),
    ).toEqual({
      square_footage: 1500,
      num_bathrooms: 1.5,
      organization_id: 4,
      organization_key: 'organization',
      status: 'in_review',
    });
  });

  it('clears a field with null or "", and leaves absent fields alone', () => {
    expect(ProjectEditRequest.parse({ budget: null, apn: '', organization: null, zoning: '' })).toEqual({
      budget: null,
      apn: null,
      organization_id: null,
      organization_key: 'organization',
      zoning: null,
    });
    expect(ProjectEditRequest.parse({})).toEqual({});
  });

  it('does not let the type, status or address be cleared', () => {
    expect(errorsOf(ProjectEditRequest, { project_type: null, status: '', project_address: ' ' })).toEqual({
      project_type: ['is required'],
      status: ['is required'],
      project_address: ['is required'],
    });
  });

  it('refuses negative and non-finite numbers (JSON 1e400 parses to Infinity)', () => {
    const body = JSON.parse('{"lot_area": 1e400, "living_space": -5, "story": "3.5"}') as unknown;
    expect(errorsOf(ProjectEditRequest, body)).toEqual({
      lot_area: ['must be a finite number'],
      living_space: ['must not be negative'],
      story: ['must be a whole number'],
    });
  });

  it('refuses an organization id of the wrong type', () => {
    for (const bad of [true, 'acme', 2.5, -1, { id: 3 }, [3]]) {
      const errors = errorsOf(ProjectEditRequest, { organization: bad });
      expect(Object.keys(errors)).toEqual(['organization']);
    }
  });

  it('refuses text where text is expected to be a string, and bad choices', () => {
    expect(errorsOf(ProjectEditRequest, { owner_name: 42, layout_style: 'cozy' })).toEqual({
      owner_name: ['must be text or empty'],
      layout_style: ['is not a valid choice'],
    });
  });

  it('accepts the whole project echoed back, ignoring its read-only parts, but refuses unknown fields', () => {
    const echoed = { ...sampleProject, organization: sampleProject.organization_id };
    const changes = ProjectEditRequest.parse(echoed);
    expect(changes).toMatchObject({ organization_id: 3, project_address: '12 Elm St', num_bathrooms: 2 });
    expect(changes).not.toHaveProperty('drawing_pages');
    expect(changes).not.toHaveProperty('id');
    expect(errorsOf(ProjectEditRequest, { owner: 'me' })).toEqual({ owner: ['is not a known field'] });
  });

  it('refuses a body that is not an object', () => {
    expect(errorsOf(ProjectEditRequest, [1, 2])).toHaveProperty('non_field_errors');
  });

  it('takes organization_id as well as organization, and lets an echoed current value stand aside', () => {
    expect(ProjectEditRequest.parse({ organization_id: '7' })).toEqual({
      organization_id: 7,
      organization_key: 'organization_id',
    });
    expect(ProjectEditRequest.parse({ organization: 7, organization_id: 7 })).toMatchObject({
      organization_id: 7,
    });
    // Without the project at hand two different values cannot be told apart: refused, never guessed.
    expect(errorsOf(ProjectEditRequest, { organization: 7, organization_id: 8 })).toEqual({
      organization: ['names another organization than organization_id'],
    });
    // With it, the key that restates the current organization asks for no change.
    expect(projectEditRequest(8).parse({ organization: 7, organization_id: 8 })).toEqual({
      organization_id: 7,
      organization_key: 'organization',
    });
    expect(projectEditRequest(7).parse({ organization: 7, organization_id: null })).toEqual({
      organization_id: null,
      organization_key: 'organization_id',
    });
    expect(errorsOf(ProjectEditRequest, { organization_id: 'acme' })).toEqual({
      organization_id: ['must be a positive integer id'],
    });
  });
});

describe('DrawingPageCreate (multipart text parts)', () => {
  it('reads the parts of a new page, with order 0 when none is given', () => {
    expect(
      DrawingPageCreate.parse({ name: 'Ground floor', page_type: 'floor', scale: '1/4" = 1\'-0"' }),
    ).toEqual({
      name: 'Ground floor',
      page_type: 'floor',
      scale: '1/4" = 1\'-0"',
      order: 0,
    });
    expect(DrawingPageCreate.parse({ name: 'Site', page_type: 'cover', scale: '', order: '3' })).toEqual({
      name: 'Site',
      page_type: 'cover',
      scale: undefined,
      order: 3,
    });
  });

  it('refuses a missing name, an unknown sheet type, a long scale and a bad order', () => {
    expect(
      errorsOf(DrawingPageCreate, { name: '', page_type: 'roof', scale: '1:'.repeat(26), order: '-1' }),
    ).toEqual({
      name: ['is required'],
      page_type: ['is not a valid choice'],
      scale: ['must be at most 50 characters'],
      order: ['must not be negative'],
    });
    expect(errorsOf(DrawingPageCreate, { name: 'x'.repeat(201), page_type: 'floor', order: '1.5' })).toEqual({
      name: ['must be at most 200 characters'],
      order: ['must be a whole number'],
    });
  });
});

describe('RearrangeRequest', () => {
  it('accepts a list of page ids and positions', () => {
    const body = {
      order: [
        { id: 5, order: 0 },
        { id: 2, order: 1 },
      ],
    };
    expect(RearrangeRequest.parse(body)).toEqual(body);
  });

  it('refuses duplicate ids, bad ids and positions, and overlong lists', () => {
    expect(
      errorsOf(RearrangeRequest, {
        order: [
          { id: 5, order: 0 },
          { id: 5, order: 1 },
        ],
      }),
    ).toEqual({
      order: ['must not list a page twice'],
    });
    expect(Object.keys(errorsOf(RearrangeRequest, { order: [{ id: '5', order: -1 }] }))).toEqual([
      'order.0.id',
      'order.0.order',
    ]);
    const many = Array.from({ length: 501 }, (_, index) => ({ id: index + 1, order: index }));
    expect(errorsOf(RearrangeRequest, { order: many })).toEqual({ order: ['must list at most 500 pages'] });
  });
});

describe('answers', () => {
  it('parse a list, a full project and both create outcomes', () => {
    expect(
      ProjectsListResponse.parse({
        projects: [
          {
            id: 1,
            project_address: '12 Elm St',
            project_type: 'ADU',
            square_footage: 1200,
            num_bedrooms: 3,
            num_bathrooms: 2,
            status: 'requested',
            created_at: '2025-01-02T03:04:05.000Z',
            organization: null,
          },
        ],
      }).projects,
    ).toHaveLength(1);
    expect(Project.parse(sampleProject).drawing_pages[0]?.scale).toBeNull();
    expect(ProjectCreateResponse.parse({ success: true, project_id: 9 })).toEqual({
      success: true,
      project_id: 9,
    });
    expect(
      ProjectCreateResponse.parse({ success: false, errors: { budget: ['must not be negative'] } }).success,
    ).toBe(false);
  });

  it('refuse a file field that is not a URL the browser can open', () => {
    const upload = sampleProject.uploaded_files[0];
    expect(UploadedFile.safeParse({ ...upload, file: 'files/ab12.pdf' }).success).toBe(false);
    expect(UploadedFile.safeParse({ ...upload, file: '/api/files/ab12' }).success).toBe(true);
  });
});

describe('formatCreateErrors and createFailureText', () => {
  it('serialise field errors as "field: message" pairs joined with "; "', () => {
    const errors = {
      square_footage: ['must not be negative'],
      owner_email: ['must be a valid email address', 'x'],
    };
    expect(formatCreateErrors(errors)).toBe(
      'square_footage: must not be negative; owner_email: must be a valid email address; owner_email: x',
    );
    expect(createFailureText(errors)).toBe(
      '❌ square_footage: must not be negative; owner_email: must be a valid email address; owner_email: x',
    );
  });

  it('still say something when the server gives no field errors', () => {
    expect(createFailureText({})).toBe('❌ Project could not be created.');
    expect(createFailureText(undefined)).toBe('❌ Project could not be created.');
  });
});

describe('labels and search', () => {
  it('label codes and show unknown codes as they are', () => {
    expect(statusLabel('in_review')).toBe('In Review');
    expect(statusLabel('mystery')).toBe('mystery');
    expect(projectTypeLabel('Custom')).toBe('Other');
    expect(projectTypeLabel('SingleFamily')).toBe('Single-Family Home');
  });

  const row = { project_address: '12 Elm Street, Springfield', status: 'in_review' as const };

  it('matches the address case-insensitively as a substring', () => {
    expect(matchesProjectSearch(row, 'elm st')).toBe(true);
    expect(matchesProjectSearch(row, 'SPRING')).toBe(true);
    expect(matchesProjectSearch(row, 'oak')).toBe(false);
  });

  it('matches the raw status value and its label', () => {
    expect(matchesProjectSearch(row, 'in_rev')).toBe(true);
    expect(matchesProjectSearch(row, 'In Review')).toBe(true);
    expect(matchesProjectSearch(row, 'review')).toBe(true);
    expect(matchesProjectSearch(row, 'delivered')).toBe(false);
  });

  it('shows everything for an empty or blank query', () => {
    expect(matchesProjectSearch(row, '')).toBe(true);
    expect(matchesProjectSearch(row, '   ')).toBe(true);
  });
});

const sampleProject = {
  id: 1,
  organization: 'Acme Architects',
  organization_id: 3,
  available_organizations: [{ id: 3, name: 'Acme Architects' }],
  project_type: 'ADU',
  status: 'requested',
  square_footage: 1200,
  num_bedrooms: 3,
  num_bathrooms: 2,
  num_car_garage: null,
  layout_style: 'standard',
  budget: null,
  additional_requirements: null,
  project_address: '12 Elm St',
  project_number: '2026-014',
  project_description: 'A cottage',
  apn: null,
  zoning: 'single_family',
  story: 1,
  occupancy: 'R-3',
  construction_type: null,
  lot_area: null,
  living_space: null,
  owner_name: 'Ada',
  owner_phone: null,
  owner_email: 'ada@example.com',
  created_at: '2025-01-02T03:04:05.000Z',
  archived: false,
  drawing_pages: [
    {
      id: 4,
      name: 'Ground floor',
      page_type: 'floor',
      scale: null,
      order: 0,
      file: '/api/files/4f2a',
      file_name: 'ground.pdf',
      content_type: 'application/pdf',
    },
  ],
  uploaded_files: [
    {
      id: 8,
      file: '/api/files/77aa',
      file_name: 'survey.json',
      content_type: 'application/json',
      size: 120,
      uploaded_at: '2025-01-02T03:04:05.000Z',
      processed_json: { rooms: 3 },
      debug_output: null,
      generated_dxf: null,
      processing_status: null,
      processing_error: null,
    },
  ],
  proposed_dxf_revisions: [
    { id: 2, revision_number: 1, created_at: '2025-01-03T00:00:00Z', file: '/api/files/9' },
  ],
  master_pdf_url: null,
  floor_designs: [
    {
      id: 4,
      name: '12 Elm St – Variant 1 (seed 7)',
      page_count: 2,
      created_at: '2025-01-04T00:00:00Z',
      updated_at: '2025-01-04T00:00:00Z',
    },
  ],
};
