import { useCallback, useEffect, useRef, useState } from 'react';
import type { GenerateLayoutsBody, LayoutInfeasible, LayoutVariant } from '../../contract/layouts';
import { isApiError } from '../api/ApiError';
import { fetchLayoutJob, generateLayouts } from '../api/layouts';

/** How often a running job is asked again: the generator takes about a second, so two or three polls. */
export const POLL_MS = 500;

export type LayoutsView =
  | { status: 'idle' }
  | { status: 'loading'; phase: 'queued' | 'running' }
  | { status: 'ready'; variants: LayoutVariant[] }
  | { status: 'infeasible'; infeasible: LayoutInfeasible }
  | { status: 'error'; message: string };

export const GENERATION_FAILED = 'Layout generation failed.';

const errorText = (error: unknown): string =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : GENERATION_FAILED;

/**
 * One project's layout generation: posts, polls the job every POLL_MS until done or failed, and stops polling
 * when the component unmounts or a newer generation starts (its answers would be stale).
 */
export function useLayoutGeneration(projectId: number) {
  const [view, setView] = useState<LayoutsView>({ status: 'idle' });
  const run = useRef<AbortController | null>(null);
  const lastBody = useRef<GenerateLayoutsBody>({});

  useEffect(() => () => run.current?.abort(), []);

  /** Generates with the body's lot, footprint, floor height and overrides (the project's program is the rest). */
  const generate = useCallback(
    async (body: GenerateLayoutsBody = {}) => {
      run.current?.abort();
      const controller = new AbortController();
      run.current = controller;
      lastBody.current = body;
      const { signal } = controller;
      const wait = () =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_MS);
          signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
        });
      setView({ status: 'loading', phase: 'queued' });
      try {
        const jobId = await generateLayouts(projectId, body);
        while (!signal.aborted) {
          const job = await fetchLayoutJob(projectId, jobId, signal);
          if (signal.aborted) return;
          if (job.status === 'failed')
            return setView({ status: 'error', message: job.error ?? GENERATION_FAILED });
          if (job.status === 'done') {
            if (job.infeasible) return setView({ status: 'infeasible', infeasible: job.infeasible });
            return setView({ status: 'ready', variants: job.variants ?? [] });
          }
          setView({ status: 'loading', phase: job.status });
          await wait();
        }
      } catch (error) {
        if (!signal.aborted) setView({ status: 'error', message: errorText(error) });
      }
    },
    [projectId],
  );

  /** Runs the last generation again (the same lot and overrides). */
  const retry = useCallback(() => void generate(lastBody.current), [generate]);

  return { view, generate, retry };
}
