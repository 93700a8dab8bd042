import { checkGates } from '../../core/generate/gates';
import { generateVariants } from '../../core/generate/generate';
import type { LayoutsResult, LayoutsTask } from '../processing/pool/protocol';

/** Runs the generator for one job (inside a pool worker) and checks the gates of what it returns. */
export function runLayoutsTask(task: LayoutsTask): LayoutsResult {
  const generated = generateVariants(task.program, { seed: task.seed, count: task.count });
  const gates = generated.ok ? generated.variants.map((plan) => checkGates(plan)) : [];
  return { type: 'layouts', generated, gates };
}
