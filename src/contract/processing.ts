import { z } from './zod';

/**
 * POST /api/dashboard/projects/{projectId}/uploads/{uploadId}/cancel/ (no body): cancels the upload's queued or
 * running metadata job. The job then fails with "Cancelled by the user." and earlier results stay; cancelling
 * when nothing is queued or running changes nothing and answers the same.
 */
export const CancelProcessingResponse = z.object({ success: z.literal(true) });
export type CancelProcessingResponse = z.infer<typeof CancelProcessingResponse>;

/** The failure text a cancelled job leaves on its upload (processing_error). */
export const CANCELLED_BY_USER = 'Cancelled by the user.';
