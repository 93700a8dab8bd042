/** A module's loader that remembers the module once it has come, so a screen can render it without waiting. */
export interface ModuleLoader<M> {
  (): Promise<M>;
  /** The module when it has loaded already, else undefined. */
  loaded(): M | undefined;
}

/**
 * One import() for a module, asked for once however often it is called. A failed load is forgotten, so the next
 * call (a route rendered again, a retry) tries again.
 */
export function moduleLoader<M>(load: () => Promise<M>): ModuleLoader<M> {
  let pending: Promise<M> | undefined;
  let value: M | undefined;
  const loader = () =>
    (pending ??= load().then(
      (module) => (value = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(loader, { loaded: () => value });
}
