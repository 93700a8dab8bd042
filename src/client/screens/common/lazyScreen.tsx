import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ModuleLoader } from '../../moduleLoader';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { LoadError } from '../../ui/LoadError';
import { Box } from '../../ui/primitives';
import { CenteredStatus } from './CenteredStatus';

/** A screen whose code could not be fetched (the server unreachable) or that failed while showing. */
export const SCREEN_LOAD_FAILED = 'This screen could not be loaded. Check your connection, then retry.';

/**
 * A route screen loaded on first visit, so the first page's bundle carries only what it shows. The loader
 * picks the named export (screens have no default exports). A screen whose module has come already (the boot
 * preload asked for it beside the app's own code) renders at once: through React.lazy it would suspend for a
 * frame and, nested in another screen that just appeared, wait for React's fallback throttle (~300 ms) before
 * showing (issue 10: the project list's first row).
 */
export function lazyScreen<Name extends string>(
  load: ModuleLoader<Record<Name, ComponentType>>,
  name: Name,
  fullPage = false,
) {
  const lazyOne = () => lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  const Lazy = lazyOne();
  return function LazyScreen() {
    // Chosen once per mount: switching between the two later would remount the screen and lose its state. A
    // retry takes a new lazy component: React keeps a failed one failed.
    const [Screen, setScreen] = useState<ComponentType>(() => load.loaded()?.[name] ?? Lazy);
    return (
      <ErrorBoundary
        onRetry={() => setScreen(() => load.loaded()?.[name] ?? lazyOne())}
        fallback={(retry) => (
          <Box sx={{ p: fullPage ? 3 : 0, maxWidth: 720 }}>
            <LoadError message={SCREEN_LOAD_FAILED} onRetry={retry} />
          </Box>
        )}
      >
        <Suspense fallback={<CenteredStatus text="Loading..." fullPage={fullPage} />}>
          <Screen />
        </Suspense>
      </ErrorBoundary>
    );
  };
}
