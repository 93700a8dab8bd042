/**
 * How the job runners of one cluster's processes reach each other (through the cluster's primary). Only one
 * process runs jobs, so processing takes one worker-thread pool's memory and CPU however many processes serve
 * requests; the others queue jobs in the database and ask it to claim them.
 */
export interface JobLink {
  /** Whether this process claims and runs jobs (and so has the worker pool). */
  readonly runsJobs: boolean;
  /** Tells the process that runs jobs that one was queued. */
  requestKick(): void;
  /** Tells the other processes that a job ended, so requests waiting for it answer at once. */
  announceFinished(jobId: number): void;
  /** Receives the other processes' kicks and finish notices; answers the function that stops listening. */
  listen(on: JobLinkListener): () => void;
}

export interface JobLinkListener {
  kick(): void;
  finished(jobId: number): void;
}
