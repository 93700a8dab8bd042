/** Where each stored file of a project can be fetched (one download route serves them all). */
export const FILE_CATEGORIES = [
  'uploads',
  'mockups',
  'generated_dxf',
  'drawing_pages',
  'dxf_revisions',
  'master_plan',
] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

export const isFileCategory = (value: unknown): value is FileCategory =>
  typeof value === 'string' && (FILE_CATEGORIES as readonly string[]).includes(value);

/**
 * The same-origin URL of a stored file, which the browser opens directly (inline) or, with `?download=1`, saves
 * under its original name. `id` is the record's id (the project's own id for the master plan).
 */
export function fileUrl(projectId: number, category: FileCategory, id: number): string {
  return `/api/dashboard/projects/${projectId}/files/${category}/${id}/`;
}
