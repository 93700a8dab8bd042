// @pixi/react's reconciler imports its whole package.json (name, scripts, dependencies…) for the version it
// reports to React's devtools. A plugin in vite.config.ts (importerStubs) resolves that import here.
export default { version: '0.0.0-development' };
