import path from 'node:path';
import type { ResolvedConfig } from 'vite';

/**
 * Tells a build plugin whether this build is the app's (into `appOutDir`) or Storybook's, which builds with
 * the same config into a folder of its own: the app's page, chunks and compressed copies are the app's only.
 * `configResolved` goes into the plugin as its hook of that name.
 */
export function appBuildCheck(root: string, appOutDir: string) {
  let outDir = '';
  return {
    configResolved(config: ResolvedConfig): void {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    /** The folder this build writes to. */
    outDir: () => outDir,
    isAppBuild: () => outDir === path.join(root, appOutDir),
  };
}
