import type { FileKind } from '../../contract/files';
import type {
  DrawingPage,
  Project,
  ProjectListRow,
  ProposedDxfRevision,
  UploadedFile,
} from '../../contract/projects';
import type { ProjectFloorDesignRow } from '../db/floordesigns-repository';
import type { MemberOrganization } from '../db/organizations-repository';
import type { ProjectListFields, ProjectWithOrganization } from '../db/projects-repository';
import type { DrawingPageRow, ProposedDxfRevisionRow, UploadedFileRow } from '../db/schema';
import { contentTypeOf } from '../files/file-kind-check';
import { fileUrl } from './file-urls';

// Database rows to the contract's answers. Stored values were validated on the way in, so the enum columns are
// read back as their contract types.

type P = Project;

export function toListRow(row: ProjectListFields): ProjectListRow {
  return {
    id: row.id,
    project_address: row.project_address,
    project_type: row.project_type as P['project_type'],
    square_footage: row.square_footage,
    num_bedrooms: row.num_bedrooms,
    num_bathrooms: row.num_bathrooms,
    status: row.status as P['status'],
    created_at: row.created_at,
    organization: row.organization,
  };
}

function parseStoredJson(text: string | null): UploadedFile['processed_json'] {
  if (text === null) return null;
  try {
    return JSON.parse(text) as UploadedFile['processed_json'];
  } catch {
    return null;
  }
}

export function toUploadedFile(row: UploadedFileRow): UploadedFile {
  return {
    id: row.id,
    file: fileUrl(row.project_id, 'uploads', row.id),
    file_name: row.file_name,
    content_type: contentTypeOf(row.kind as FileKind),
    size: Number(row.size),
    uploaded_at: row.uploaded_at,
    processed_json: parseStoredJson(row.processed_json),
    debug_output: row.debug_output_key ? fileUrl(row.project_id, 'mockups', row.id) : null,
    generated_dxf: row.generated_dxf_key ? fileUrl(row.project_id, 'generated_dxf', row.id) : null,
    processing_status: row.processing_status as UploadedFile['processing_status'],
    processing_error: row.processing_error,
  };
}

export function toDrawingPage(row: DrawingPageRow): DrawingPage {
  return {
    id: row.id,
    name: row.name,
    page_type: row.page_type as DrawingPage['page_type'],
    scale: row.scale,
    order: row.page_order,
    file: fileUrl(row.project_id, 'drawing_pages', row.id),
    file_name: row.file_name,
    content_type: contentTypeOf(row.kind as FileKind),
  };
}

export function toDxfRevision(row: ProposedDxfRevisionRow): ProposedDxfRevision {
  return {
    id: row.id,
    revision_number: row.revision_number,
    created_at: row.created_at,
    file: fileUrl(row.project_id, 'dxf_revisions', row.id),
  };
}

export interface ProjectParts {
  drawingPages: DrawingPageRow[];
  uploads: UploadedFileRow[];
  revisions: ProposedDxfRevisionRow[];
  /** The caller's organizations (the choices of the edit form). */
  organizations: MemberOrganization[];
  floorDesigns: ProjectFloorDesignRow[];
}

export function toProject(row: ProjectWithOrganization, parts: ProjectParts): Project {
  return {
    id: row.id,
    organization: row.organization_name,
    organization_id: row.organization_id,
    available_organizations: parts.organizations.map(({ id, name }) => ({ id, name })),
    project_type: row.project_type as P['project_type'],
    status: row.status as P['status'],
    square_footage: row.square_footage,
    num_bedrooms: row.num_bedrooms,
    num_bathrooms: row.num_bathrooms,
    num_car_garage: row.num_car_garage,
    layout_style: row.layout_style as P['layout_style'],
    budget: row.budget,
    additional_requirements: row.additional_requirements,
    project_address: row.project_address,
    project_number: row.project_number,
    project_description: row.project_description,
    apn: row.apn,
    zoning: row.zoning as P['zoning'],
    story: row.story,
    occupancy: row.occupancy as P['occupancy'],
    construction_type: row.construction_type,
    lot_area: row.lot_area,
    living_space: row.living_space,
    owner_name: row.owner_name,
    owner_phone: row.owner_phone,
    owner_email: row.owner_email,
    created_at: row.created_at,
    archived: row.archived === 1,
    drawing_pages: parts.drawingPages.map(toDrawingPage),
    uploaded_files: parts.uploads.map(toUploadedFile),
    proposed_dxf_revisions: parts.revisions.map(toDxfRevision),
    master_pdf_url: row.master_pdf_key ? fileUrl(row.id, 'master_plan', row.id) : null,
    floor_designs: parts.floorDesigns,
  };
}
