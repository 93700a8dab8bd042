import { SendToProjectResponse, type ExportFormat, type SendToProjectRequest } from '../../contract/export';
import { apiGetFile, apiPostJson, type FileAnswer } from './request';

/** What the export dialog asks for; the server's defaults apply to what is left out. */
export interface ExportRequest {
  readonly format: ExportFormat;
  /** A page id, or `all`. */
  readonly page: string;
  readonly scale?: string;
  readonly sheet?: string;
  readonly orientation?: 'landscape' | 'portrait';
  readonly dpi?: number;
  readonly dimensions?: boolean;
  readonly roomDimensions?: boolean;
  /** PDF: the (first) sheet's number, and the title of a single page. */
  readonly sheetNumber?: string;
  readonly sheetTitle?: string;
}

/** The export call's URL (issue 12 item 1): GET /api/floordesigns/{id}/export/{format}/?… */
export function exportUrl(designId: number, request: ExportRequest): string {
  const query = new URLSearchParams({ page: request.page });
  if (request.format === 'pdf' || request.format === 'png') {
    if (request.scale) query.set('scale', request.scale);
    if (request.sheet) query.set('sheet', request.sheet);
    if (request.orientation) query.set('orientation', request.orientation);
  }
  if (request.format === 'png' && request.dpi !== undefined) query.set('dpi', String(request.dpi));
  if (request.format !== 'dxf' && request.dimensions === false) query.set('dimensions', '0');
  if (request.roomDimensions) query.set('room_dimensions', '1');
  if (request.format === 'pdf') {
    if (request.sheetNumber) query.set('sheet_number', request.sheetNumber);
    if (request.sheetTitle) query.set('sheet_title', request.sheetTitle);
  }
  return `/api/floordesigns/${designId}/export/${request.format}/?${query.toString()}`;
}

export function exportDesign(
  designId: number,
  request: ExportRequest,
  signal?: AbortSignal,
): Promise<FileAnswer> {
  return apiGetFile(exportUrl(designId, request), signal);
}

/** POST /api/floordesigns/{id}/send_to_project/: pages into the project as drawing pages or a DXF revision. */
export function sendToProject(designId: number, body: SendToProjectRequest): Promise<SendToProjectResponse> {
  return apiPostJson(`/api/floordesigns/${designId}/send_to_project/`, body, SendToProjectResponse, {
    idempotent: true,
  });
}
