/*
 * The project list's answer as JSON Schema, for Fastify's response serializer (fast-json-stringify compiles it
 * once into a function that writes the known fields straight out, far faster than JSON.stringify over a
 * thousand rows). It must say exactly what the contract's ProjectsListResponse / ProjectsPageResponse say:
 * fast-json-stringify drops properties the schema does not name, so tests/server/projects-list.test.ts checks
 * both describe the same fields and that answers parse with the contract.
 */

const nullable = (type: 'number' | 'string') => ({ type: [type, 'null'] }) as const;

export const PROJECT_LIST_ROW_JSON_SCHEMA = {
  type: 'object',
  required: [
    'id',
    'project_address',
    'project_type',
    'square_footage',
    'num_bedrooms',
    'num_bathrooms',
    'status',
    'created_at',
    'organization',
  ],
  properties: {
    id: { type: 'integer' },
    project_address: { type: 'string' },
    project_type: { type: 'string' },
    square_footage: nullable('number'),
    num_bedrooms: nullable('number'),
    num_bathrooms: nullable('number'),
    status: { type: 'string' },
    created_at: { type: 'string' },
    organization: nullable('string'),
  },
} as const;

/** `{ projects }`, and `total` on a paged answer only (left out when absent). */
export const PROJECTS_LIST_JSON_SCHEMA = {
  type: 'object',
  required: ['projects'],
  properties: {
    projects: { type: 'array', items: PROJECT_LIST_ROW_JSON_SCHEMA },
    total: { type: 'integer' },
  },
} as const;
