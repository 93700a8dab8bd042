import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ModuleLoader } from '../../moduleLoader';
import { CenteredStatus } from './CenteredStatus';

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
  const Lazy = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return function LazyScreen() {
    // Chosen once per mount: switching between the two later would remount the screen and lose its state.
    const [Screen] = useState<ComponentType>(() => load.loaded()?.[name] ?? Lazy);
    return (
      <Suspense fallback={<CenteredStatus text="Loading..." fullPage={fullPage} />}>
        <Screen />
      </Suspense>
    );
  };
}
