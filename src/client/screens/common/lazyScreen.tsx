import { lazy, Suspense, type ComponentType } from 'react';
import { CenteredStatus } from './CenteredStatus';

/**
 * A route screen loaded on first visit, so the first page's bundle carries only what it shows. The loader
 * picks the named export (screens have no default exports).
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  fullPage = false,
) {
  const Screen = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return function LazyScreen() {
    return (
      <Suspense fallback={<CenteredStatus text="Loading..." fullPage={fullPage} />}>
        <Screen />
      </Suspense>
    );
  };
}
