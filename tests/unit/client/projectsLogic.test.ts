import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/api/ApiError';
import { uploadPercent } from '../../../src/client/api/upload';
import { addPageFields, canAddPage, emptyAddPage } from '../../../src/client/screens/projects/addPageForm';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
} from '../../../src/client/screens/projects/format';
import {
  editBodyFrom,
  emptyProjectForm,
  fieldMessages,
  PROJECT_FORM_SECTIONS,
  projectFormValues,
  unplacedErrorsText,
} from '../../../src/client/screens/projects/projectForm';
import {
  addPageFailureText,
  bulkFailureText,
  masterPlanFailureText,
} from '../../../src/client/screens/projects/projectMessages';
import { moveItem, rearrangeEntries, renumberPages, sortPages } from '../../../src/client/state/pageOrder';
import type { DrawingPage, Project } from '../../../src/contract/projects';
import { ProjectEditRequest } from '../../../src/contract/projects';

const page = (id: number, order: number): DrawingPage => ({
  id,
  name: `Page ${id}`,
  page_type: 'floor',
  scale: null,
  order,
  file: `/files/${id}.pdf`,
  file_name: `${id}.pdf`,
  content_type: 'application/pdf',
});

describe('page reordering', () => {
  it('moves one page and leaves the others in their sequence', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps a move past either end and ignores a move of a row that is not there', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, -4)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('sends every page with its position as the new order, even when orders were shared', () => {
    const shown = [page(7, 0), page(3, 0), page(9, 5)];
    const moved = moveItem(shown, 2, 0);
    expect(rearrangeEntries(moved)).toEqual([
      { id: 9, order: 0 },
      { id: 7, order: 1 },
      { id: 3, order: 2 },
    ]);
    expect(renumberPages(moved).map((item) => [item.id, item.order])).toEqual([
      [9, 0],
      [7, 1],
      [3, 2],
    ]);
  });

  it('places pages by order, then id, as the server lists them', () => {
    expect(sortPages([page(5, 2), page(4, 0), page(2, 2), page(8, 1)]).map((item) => item.id)).toEqual([
      4, 8, 2, 5,
    ]);
  });
});

describe('add page failure text', () => {
  it('says "Failed to create page" when the server refuses', () => {
    expect(addPageFailureText(new ApiError(400, 'x', { body: { success: false, error: 'x' } }))).toBe(
      'Failed to create page',
    );
    expect(addPageFailureText(new ApiError(413, 'too large'))).toBe('Failed to create page');
    expect(addPageFailureText(new ApiError(200, 'nope', { body: { success: false, error: 'nope' } }))).toBe(
      'Failed to create page',
    );
  });

  it('says "Error creating page" when the request itself failed', () => {
    expect(addPageFailureText(new ApiError(0, 'The server could not be reached.'))).toBe(
      'Error creating page',
    );
    expect(addPageFailureText(new ApiError(500, 'x', { body: { success: false, error: 'x' } }))).toBe(
      'Error creating page',
    );
    expect(addPageFailureText(new ApiError(200, 'Unexpected response from the server.', { body: {} }))).toBe(
      'Error creating page',
    );
    expect(addPageFailureText(new TypeError('boom'))).toBe('Error creating page');
  });
});

describe('master plan failure text', () => {
  it('shows the server\'s error after "❌ Failed: ", or Unknown error', () => {
    const refused = new ApiError(501, 'Not yet.', {
      serverMessage: 'Not yet.',
      body: { success: false, error: 'Not yet.' },
    });
    expect(masterPlanFailureText(refused)).toBe('❌ Failed: Not yet.');
    expect(masterPlanFailureText(new ApiError(200, 'x', { body: { success: false, error: '' } }))).toBe(
      '❌ Failed: Unknown error',
    );
  });

  it('says "Server error. See console." when no readable answer came back', () => {
    expect(masterPlanFailureText(new ApiError(0, 'unreachable'))).toBe('❌ Server error. See console.');
    expect(masterPlanFailureText(new ApiError(502, 'Request failed with status 502.'))).toBe(
      '❌ Server error. See console.',
    );
    expect(masterPlanFailureText(new Error('weird'))).toBe('❌ Server error. See console.');
  });
});

describe('bulk archive failure text', () => {
  it('counts the projects that stayed', () => {
    expect(bulkFailureText('archive', 1)).toBe('❌ 1 project could not be archived.');
    expect(bulkFailureText('unarchive', 3)).toBe('❌ 3 projects could not be unarchived.');
  });
});

describe('project form', () => {
  it('lists the fields of each section in the order of the clarifications', () => {
    expect(
      PROJECT_FORM_SECTIONS.map((section) => [section.title, section.fields.map((field) => field.name)]),
    ).toEqual([
      [
        'Project Basics',
        [
          'project_type',
          'status',
          'organization_id',
          'square_footage',
          'num_bedrooms',
          'num_bathrooms',
          'num_car_garage',
          'layout_style',
          'story',
          'budget',
          'project_description',
          'additional_requirements',
        ],
      ],
      [
        'Project Site Info',
        [
          'project_address',
          'project_number',
          'apn',
          'zoning',
          'occupancy',
          'construction_type',
          'lot_area',
          'living_space',
        ],
      ],
      ['Owner Contact', ['owner_name', 'owner_phone', 'owner_email']],
    ]);
  });

  it('starts a new project as "requested" with everything else empty', () => {
    const values = emptyProjectForm();
    expect(values.status).toBe('requested');
    expect(Object.values(values).filter((value) => value !== '')).toEqual(['requested']);
  });

  it('sends an edit the server accepts: numbers as numbers, cleared fields as null, organization by id', () => {
    const project = {
      project_type: 'ADU',
      status: 'in_review',
      organization_id: 3,
      num_bathrooms: 2.5,
      budget: 185000,
      project_address: '12 Elm St',
      apn: '132-41-017',
      owner_email: 'grace@example.com',
    } as unknown as Project;
    const values = {
      ...projectFormValues(project),
      apn: '  ',
      num_bedrooms: '3',
      project_description: 'Line 1\nLine 2',
    };
    const body = editBodyFrom(values);
    expect(body).toMatchObject({
      project_type: 'ADU',
      status: 'in_review',
      organization: 3,
      num_bathrooms: 2.5,
      num_bedrooms: 3,
      budget: 185000,
      apn: null,
      zoning: null,
      project_description: 'Line 1\nLine 2',
    });
    expect(body).not.toHaveProperty('organization_id');
    const parsed = ProjectEditRequest.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ organization_id: 3, apn: null, num_bedrooms: 3 });
  });

  it('sends a mistyped number as typed, so the server names the mistake', () => {
    const body = editBodyFrom({ ...emptyProjectForm(), budget: '12k' });
    expect(body).toMatchObject({ budget: '12k' });
    expect(ProjectEditRequest.safeParse(body).success).toBe(false);
  });

  it('puts server errors under their fields and keeps the rest for the form', () => {
    const errors = {
      organization: ['is not one of your organizations'],
      owner_email: ['bad'],
      colour: ['?'],
    };
    expect(fieldMessages(errors)).toEqual({
      organization_id: 'is not one of your organizations',
      owner_email: 'bad',
    });
    expect(unplacedErrorsText(errors)).toBe('colour: ?');
    expect(unplacedErrorsText({ owner_email: ['bad'] })).toBeNull();
  });
});

describe('add page form', () => {
  const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });

  it('resets to page type floor and order 0', () => {
    expect(emptyAddPage()).toEqual({ name: '', page_type: 'floor', scale: '', order: '0', file: null });
  });

  it('is ready only with a name, a page type and a file', () => {
    const full = { ...emptyAddPage(), name: 'Ground floor', file };
    expect(canAddPage(full)).toBe(true);
    expect(canAddPage({ ...full, name: '   ' })).toBe(false);
    expect(canAddPage({ ...full, page_type: '' })).toBe(false);
    expect(canAddPage({ ...full, file: null })).toBe(false);
  });

  it('leaves an empty scale or order to the server', () => {
    expect(addPageFields({ ...emptyAddPage(), name: ' Roof ', scale: ' ', order: '', file })).toEqual({
      name: 'Roof',
      page_type: 'floor',
    });
    expect(addPageFields({ ...emptyAddPage(), name: 'Roof', scale: '1:100', order: '4', file })).toEqual({
      name: 'Roof',
      page_type: 'floor',
      scale: '1:100',
      order: '4',
    });
  });
});

describe('formatting', () => {
  it('shows dates, numbers and money the way the tables do', () => {
    expect(formatDate('2025-03-04T23:30:00Z', 'UTC')).toBe('Mar 4, 2025');
    expect(formatDateTime('2025-03-04T14:30:00Z', 'UTC')).toBe('Mar 4, 2025, 2:30 PM');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatNumber(18400)).toBe('18,400');
    expect(formatNumber(null)).toBe('—');
    // The plain paths write what Intl writes.
    const dates = [
      '2025-03-04T14:30:00Z',
      '2024-12-31T23:59:59Z',
      '2025-01-01T00:00:00Z',
      '1999-07-15T12:00:00Z',
    ];
    for (const timeZone of ['UTC', undefined, 'Asia/Tokyo']) {
      const intlDate = new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        ...(timeZone ? { timeZone } : {}),
      });
      for (const d of [...dates, '0999-05-01T00:00:00Z']) {
        expect(formatDate(d, timeZone)).toBe(intlDate.format(new Date(d)));
      }
    }
    const intl = new Intl.NumberFormat('en-US');
    for (const n of [
      0,
      -0,
      7,
      999,
      1000,
      -1000,
      1234567.5,
      2.5,
      0.125,
      -0.001,
      1.0005,
      1e21,
      123456789012,
      NaN,
      1 / 3,
    ]) {
      expect(formatNumber(n)).toBe(intl.format(n));
    }
    expect(formatMoney(185000)).toBe('$185,000');
    expect(formatMoney(99.5)).toBe('$99.50');
  });

  it('turns upload progress into a percentage, or none when the size is unknown', () => {
    expect(uploadPercent({ loaded: 512, total: 2048 })).toBe(25);
    expect(uploadPercent({ loaded: 10, total: null })).toBeNull();
    expect(uploadPercent({ loaded: 10, total: 0 })).toBeNull();
  });
});
