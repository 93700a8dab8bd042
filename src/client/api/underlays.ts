import { acceptAttribute, UNDERLAY_KINDS } from '../../contract/files';
import { UnderlayUploadResponse, underlayImageUrl, type UnderlayFile } from '../../contract/underlays';
import type { UnderlayAsset } from '../../core/model/underlay';
import { apiRequest } from './request';

/** The file chooser's list for underlays: PDF, PNG, JPEG, WebP and GIF. */
export const UNDERLAY_ACCEPT = acceptAttribute(UNDERLAY_KINDS);

export { underlayImageUrl };

/** What the editor places: the server's answer in the core's terms. */
export const toUnderlayAsset = (file: UnderlayFile): UnderlayAsset => ({
  fileId: file.file_id,
  kind: file.kind,
  ...(file.page_number !== null ? { pageNumber: file.page_number } : {}),
  name: file.file_name,
  width: file.width,
  height: file.height,
});

/** POST /api/floordesigns/{id}/underlays/: stores the file (a PDF's `page` rendered on the server). */
export async function uploadUnderlay(
  designId: number,
  file: File,
  page: number,
  signal?: AbortSignal,
): Promise<UnderlayFile> {
  const form = new FormData();
  form.append('page', String(page));
  form.append('file', file);
  const answer = await apiRequest(`/api/floordesigns/${designId}/underlays/`, {
    method: 'POST',
    body: { kind: 'multipart', data: form },
    schema: UnderlayUploadResponse,
    ...(signal ? { signal } : {}),
  });
  return answer.underlay;
}
