import type { ProcessingService } from '../../../src/server/plugins/processing';

/** Stands in for the job runner where a suite tests who may call the generation routes, not what they make. */
export const refusingProcessing: ProcessingService = {
  generateMetadata: async () => ({
    ok: false,
    statusCode: 501,
    error: 'Processing is not part of this test.',
  }),
  generateMasterPlan: async () => ({
    ok: false,
    statusCode: 501,
    error: 'Processing is not part of this test.',
  }),
};
