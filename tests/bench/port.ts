import { freePort } from '../e2e/serverProcess';

/**
 * The port a bench's server listens on: BENCH_PORT when set (a range shared machines hand out per person), else
 * one the OS picks.
 */
export async function benchPort(): Promise<number> {
  const fixed = Number(process.env.BENCH_PORT ?? '');
  return Number.isInteger(fixed) && fixed > 0 ? fixed : freePort();
}
