// Sample projects and MSW handlers for the project screen stories. Dates are fixed so renders never change.
import { delay, http, HttpResponse } from 'msw';
import {
  matchesProjectSearch,
  projectTypeLabel,
  statusLabel,
  type DrawingPage,
  type Project,
  type ProjectListRow,
  type UploadedFile,
} from '../../../src/contract/projects';

const BASE = '/api/dashboard/projects';

export const activeRows: ProjectListRow[] = [
  {
    id: 1,
    project_address: '12 Elm Street, Palo Alto, CA',
    project_type: 'ADU',
    square_footage: 640,
    num_bedrooms: 1,
    num_bathrooms: 1,
    status: 'in_review',
    created_at: '2025-03-04T14:30:00Z',
    organization: 'Lovelace Architects',
  },
  {
    id: 2,
    project_address: '845 Harbor View Road, Sausalito, CA',
    project_type: 'SingleFamily',
    square_footage: 2850,
    num_bedrooms: 4,
    num_bathrooms: 3.5,
    status: 'proposal_sent',
    created_at: '2025-02-18T09:05:00Z',
    organization: null,
  },
  {
    id: 3,
    project_address: '300 Mission Street, San Francisco, CA',
    project_type: 'Commercial',
    square_footage: 18400,
    num_bedrooms: null,
    num_bathrooms: 6,
    status: 'in_progress',
    created_at: '2025-01-27T16:45:00Z',
    organization: 'Babbage & Partners',
  },
  {
    id: 4,
    project_address: '77 Orchard Lane, Sonoma, CA',
    project_type: 'Landscape',
    square_footage: null,
    num_bedrooms: null,
    num_bathrooms: null,
    status: 'requested',
    created_at: '2024-12-09T11:00:00Z',
    organization: 'Lovelace Architects',
  },
];

export const archivedRows: ProjectListRow[] = [
  {
    id: 9,
    project_address: '5 Old Mill Court, Napa, CA',
    project_type: 'MultiUnit',
    square_footage: 5200,
    num_bedrooms: 8,
    num_bathrooms: 6,
    status: 'delivered',
    created_at: '2024-06-12T10:20:00Z',
    organization: null,
  },
  {
    id: 10,
    project_address: '19 Bayside Drive, Oakland, CA',
    project_type: 'Apartment',
    square_footage: 980,
    num_bedrooms: 2,
    num_bathrooms: 1,
    status: 'declined',
    created_at: '2024-04-02T08:00:00Z',
    organization: 'Babbage & Partners',
  },
];

export const pages: DrawingPage[] = [
  {
    id: 21,
    name: 'Cover sheet',
    page_type: 'cover',
    scale: null,
    order: 0,
    file: '/files/pages/21/cover.pdf',
    file_name: 'cover.pdf',
    content_type: 'application/pdf',
  },
  {
    id: 22,
    name: 'Ground floor',
    page_type: 'floor',
    scale: '1/4" = 1\'-0"',
    order: 1,
    file: '/files/pages/22/ground-floor.dxf',
    file_name: 'ground-floor.dxf',
    content_type: 'image/vnd.dxf',
  },
  {
    id: 23,
    name: 'South elevation',
    page_type: 'elevation',
    scale: '1:100',
    order: 2,
    file: '/files/pages/23/south-elevation.pdf',
    file_name: 'south-elevation.pdf',
    content_type: 'application/pdf',
  },
];

export const uploads: UploadedFile[] = [
  {
    id: 31,
    file: '/files/uploads/31/site-survey.pdf',
    file_name: 'site-survey.pdf',
    content_type: 'application/pdf',
    size: 1_843_200,
    uploaded_at: '2025-03-05T10:15:00Z',
    processed_json: null,
    debug_output: '/files/uploads/31/mockup.png',
    generated_dxf: null,
    processing_status: 'done',
    processing_error: null,
  },
  {
    id: 32,
    file: '/files/uploads/32/rooms.json',
    file_name: 'rooms.json',
    content_type: 'application/json',
    size: 2_048,
    uploaded_at: '2025-03-06T08:40:00Z',
    processed_json: null,
    debug_output: null,
    generated_dxf: null,
    processing_status: null,
    processing_error: null,
  },
];

export const project: Project = {
  id: 1,
  organization: 'Lovelace Architects',
  organization_id: 1,
  available_organizations: [
    { id: 1, name: 'Lovelace Architects' },
    { id: 2, name: 'Babbage & Partners' },
  ],
  project_type: 'ADU',
  status: 'in_review',
  square_footage: 640,
  num_bedrooms: 1,
  num_bathrooms: 1,
  num_car_garage: 0,
  layout_style: 'open_living',
  budget: 185000,
  additional_requirements: 'Keep the existing oak tree; step-free entrance.',
  project_address: '12 Elm Street, Palo Alto, CA',
  project_number: '2026-014',
  project_description: 'Detached backyard ADU with a loft, for a family member.',
  apn: '132-41-017',
  zoning: 'single_family',
  story: 1,
  occupancy: 'R-3',
  construction_type: 'V-B',
  lot_area: 6500,
  living_space: 1850,
  owner_name: 'Grace Hopper',
  owner_phone: '+1 650 555 0199',
  owner_email: 'grace@example.com',
  created_at: '2025-03-04T14:30:00Z',
  archived: false,
  drawing_pages: pages,
  uploaded_files: uploads,
  proposed_dxf_revisions: [
    { id: 41, revision_number: 1, created_at: '2025-03-07T12:00:00Z', file: '/files/revisions/41/rev-1.dxf' },
    { id: 42, revision_number: 2, created_at: '2025-03-09T17:30:00Z', file: '/files/revisions/42/rev-2.dxf' },
  ],
  master_pdf_url: null,
  floor_designs: [
    {
      id: 9,
      name: '12 Elm Street, Palo Alto, CA – Variant 1 (seed 4821)',
      page_count: 1,
      created_at: '2025-03-10T09:00:00Z',
      updated_at: '2025-03-11T16:20:00Z',
    },
  ],
};

/** A project just created: no pages, files or revisions, optional fields empty. */
export const bareProject: Project = {
  ...project,
  id: 5,
  organization: null,
  organization_id: null,
  project_type: 'SingleFamily',
  status: 'requested',
  square_footage: null,
  num_bedrooms: null,
  num_bathrooms: null,
  num_car_garage: null,
  layout_style: null,
  budget: null,
  additional_requirements: null,
  project_address: '410 Cedar Avenue, Berkeley, CA',
  project_number: null,
  project_description: null,
  apn: null,
  zoning: null,
  story: null,
  occupancy: null,
  construction_type: null,
  lot_area: null,
  living_space: null,
  owner_name: null,
  owner_phone: null,
  owner_email: null,
  drawing_pages: [],
  uploaded_files: [],
  proposed_dxf_revisions: [],
  floor_designs: [],
};

/** A 120×80 PNG (a small plan on a grid), the mockup image of the first upload. */
const MOCKUP_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAIAAABd+SbeAAACQUlEQVR4Ae3BsW0kZwyA0c/EVMCQESsQNlUdakXR1aDMRVykOpQOFDg0GBGOWMNFAmRgZ7D+reNBOr73x19//8P4+TbATVkSWW7KkshyU5ZElpuyJLLclCWR5aYsEUYLYbQQRgthtBBGC2G0EEYLYbTYOHX/8Mi42cvzEweE0WLjBi/PT1wTWW7KkshyU5bcPzy+PD+xJLLclCWR5aZcc//wyClhtBBGC2G0EEYLYbQQRgthtNiAyOJUZHEgslgVWayKLFZFFqsii2ORxYENcFNOuSnXRJabsiSy3JRVbsqSyHJTlkSWm3LMTTkgjBbCaCGMFhtf3X654992/oPL/spH2PgNXPZX3kSWm3Kb/XLHBxFGC2G0EEYLYbQQRgthtBBGC2G0EEYLYbQQRgthtBBGiw2ILE5FFgcii1WRxarI4maRxTuRxc0ii3cii2ORxYENcFNOuSnXRJabsiSy3JRVbsptdnBT3kSWm3KbHdyUN5HlphxzUw4Io4UwWgijxcZvYL/c8c7OL7Dx1V32V96JLDelnTBaCKOFMFoIo4XwCX3/8xufjTBaCKOFMFoIo4UwWgijhTBaCKPFBkQWpyKLA5HFqshiVWSxKrJYFVkciywObICbcspNuSay3JQlkeWmLIksN2VJZLkpSyLLTTnmphwQRgthtBBGC2G0EEYLYbQQRouNG9w/PDL+H2G02Dj18vzEschyU5ZElpuyJLLclCWR5aYsiSw3ZYkwWgijhTBaCKOFMFoIo4UwWgijxQ8l2L6+JiaiTQAAAABJRU5ErkJggg==';

const mockupPng = () => Uint8Array.from(atob(MOCKUP_PNG_BASE64), (char) => char.charCodeAt(0));

const pending = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

const serverError = () => HttpResponse.json({ error: 'Server error.' }, { status: 500 });

/** How the table shows a cell, which is what the server sorts by (labels for codes). */
function sortValue(row: ProjectListRow, column: string): string | number | null {
  if (column === 'project_type') return projectTypeLabel(row.project_type);
  if (column === 'status') return statusLabel(row.status);
  const value = row[column as keyof ProjectListRow];
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/** Answers a list request as the server does: ?search, ?sort/?order, and ?page/?page_size with the total. */
export function listAnswer(rows: readonly ProjectListRow[], url: URL) {
  const params = url.searchParams;
  let matched = rows.filter((row) => matchesProjectSearch(row, params.get('search') ?? ''));
  const sort = params.get('sort');
  if (sort) {
    const direction = params.get('order') === 'desc' ? -1 : 1;
    matched = [...matched].sort((a, b) => {
      const [x, y] = [sortValue(a, sort), sortValue(b, sort)];
      if (x === y) return (a.id - b.id) * direction;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * direction;
    });
  }
  if (!params.has('page') && !params.has('page_size')) return { projects: matched };
  const page = Number(params.get('page') ?? 1);
  const size = Number(params.get('page_size') ?? 50);
  return { projects: matched.slice((page - 1) * size, page * size), total: matched.length };
}

export const projectApi = {
  list: (rows: ProjectListRow[] = activeRows) =>
    http.get(`${BASE}/`, ({ request }) => HttpResponse.json(listAnswer(rows, new URL(request.url)))),
  listPending: () => http.get(`${BASE}/`, pending),
  listFails: () => http.get(`${BASE}/`, serverError),
  archivedList: (rows: ProjectListRow[] = archivedRows) =>
    http.get(`${BASE}/archived/show/`, ({ request }) =>
      HttpResponse.json(listAnswer(rows, new URL(request.url))),
    ),
  archive: () => http.post(`${BASE}/:id/archive/`, () => HttpResponse.json({ success: true })),
  unarchive: () => http.post(`${BASE}/:id/unarchive/`, () => HttpResponse.json({ success: true })),
  project: (value: Project = project) => http.get(`${BASE}/:id/`, () => HttpResponse.json(value)),
  projectPending: () => http.get(`${BASE}/:id/`, pending),
  projectMissing: () =>
    http.get(`${BASE}/:id/`, () => HttpResponse.json({ error: 'Project not found.' }, { status: 404 })),
  mockup: () =>
    http.get('/files/uploads/31/mockup.png', () =>
      HttpResponse.arrayBuffer(mockupPng().buffer, { headers: { 'Content-Type': 'image/png' } }),
    ),
  pending,
  serverError,
};
