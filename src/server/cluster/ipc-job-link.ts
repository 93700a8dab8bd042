import type { JobLink, JobLinkListener } from '../processing/jobs/job-link';
import { isClusterMessage, type ClusterMessage } from './messages';

/** A cluster worker's JobLink: messages through the primary, which forwards them (see primary.ts). */
export function ipcJobLink(runsJobs: boolean): JobLink {
  const send = (message: ClusterMessage) => {
    // Disconnected while shutting down: the job is in the database and the next start claims it.
    if (process.connected) process.send?.(message);
  };
  return {
    runsJobs,
    requestKick: () => send({ draftroom: 'kick-jobs' }),
    announceFinished: (jobId) => send({ draftroom: 'job-finished', jobId }),
    listen(on: JobLinkListener) {
      const receive = (message: unknown) => {
        if (!isClusterMessage(message)) return;
        if (message.draftroom === 'kick-jobs') on.kick();
        else if (message.draftroom === 'job-finished') on.finished(message.jobId);
      };
      process.on('message', receive);
      return () => process.off('message', receive);
    },
  };
}
