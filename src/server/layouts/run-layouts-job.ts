import { LayoutJobRequestSchema } from '../../contract/layouts';
import type { Repositories } from '../db/repositories';
import type { ProcessingJobRow } from '../db/schema';
import type { ProcessingTask, TaskResult } from '../processing/pool/protocol';
import { TaskFailure } from '../workers/worker-pool';

export interface LayoutsJobDeps {
  repos: Repositories;
  /** Runs a task in the worker pool (the job runner's, with the job's cancel signal). */
  run: (task: ProcessingTask) => Promise<TaskResult>;
}

/**
 * The job runner's side of a layout job: reads the stored request, runs the generator in a worker and stores its
 * answer. An infeasible program is a finished job (its answer says why); only a worker failure fails the job.
 */
export async function runLayoutsJob(deps: LayoutsJobDeps, job: ProcessingJobRow): Promise<void> {
  const stored = await deps.repos.layoutJobs.request(job.id);
  if (!stored) throw new TaskFailure('gone', 'The layout request no longer exists.');
  const request = LayoutJobRequestSchema.parse(JSON.parse(stored.request_json));
  const result = await deps.run({
    type: 'layouts',
    program: request.program,
    seed: stored.seed,
    count: request.count,
  });
  if (result.type !== 'layouts') throw new Error('unexpected task result');
  // Read back through LayoutJobResultSchema (job-view.ts).
  const answer = { generated: result.generated, gates: result.gates };
  // False when the project was deleted meanwhile: nothing is left to store on.
  await deps.repos.layoutJobs.complete(job.id, JSON.stringify(answer));
}
