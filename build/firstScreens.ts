// The build's first-screen plugins (issue 10 item 5): which chunks each first screen loads, named in the page as
// preloads, and those chunks grouped by the screens that load them. `root` is the project's folder, `appOutDir`
// the app's build folder (Storybook builds with the same config into another).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import { appBuildCheck } from './appBuild';

/** The build's list of each first screen's chunks; src/server/plugins/first-screens.ts reads it. */
const FIRST_SCREENS_FILE = 'first-screens.json';

interface FirstScreenTable {
  app: string;
  modules: Record<string, string>;
  screens: { path: string; modules: string[] }[];
}

/** src/client/firstScreens.json, read as a file: importing it would make the config bundle client modules. */
async function readFirstScreenTable(root: string): Promise<FirstScreenTable> {
  return JSON.parse(
    await readFile(path.join(root, 'src/client/firstScreens.json'), 'utf8'),
  ) as FirstScreenTable;
}

/**
 * Writes, for each address of src/client/firstScreens.json, the chunks its first screen loads: the app's own
 * code and the screen's route modules with every chunk they import statically. The server names them in the page
 * as modulepreload links, so the browser fetches them while it parses the HTML instead of after the entry module
 * has arrived and run (issue 10: the project list's first row).
 */
export function firstScreenPreloads(root: string, appOutDir: string): Plugin {
  const app = appBuildCheck(root, appOutDir);
  return {
    name: 'draftroom-first-screen-preloads',
    apply: 'build',
    configResolved: app.configResolved,
    async generateBundle(_options, bundle) {
      if (!app.isAppBuild()) return;
      const table = await readFirstScreenTable(root);
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The chunk that holds each module: a route module may share a chunk with others (firstScreenChunks).
      const bySource = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
      const closure = (sources: readonly string[]) => {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const source of sources) {
          const chunk = bySource.get(path.join(root, source));
          if (!chunk) throw new Error(`firstScreenPreloads: no chunk for ${source}`);
          visit(chunk.fileName);
        }
        return [...files].map((fileName) => `/${fileName}`);
      };
      const screens = table.screens.map((screen) => ({
        pattern: screen.path,
        files: closure([table.app, ...screen.modules.map((name) => table.modules[name] ?? name)]),
      }));
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: JSON.stringify(screens) });
    },
  };
}

/** What a module's import and export declarations ask of other modules, by specifier. */
interface ModuleLinks {
  /** Import declarations: specifier → names imported ('*' for a namespace, none for a bare import). */
  imports: { source: string; names: string[] }[];
  /** `export { a as b } from 's'`: b → [s, a] ('*' for `export * as b`). */
  reexports: Map<string, [string, string]>;
  /** `export * from 's'`. */
  stars: string[];
}

const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? (node.name ?? '') : String(node.value);

function linksOf(code: string): ModuleLinks | undefined {
  let program;
  try {
    program = parseAst(code, { lang: 'js', sourceType: 'module' });
  } catch {
    return undefined;
  }
  const links: ModuleLinks = { imports: [], reexports: new Map(), stars: [] };
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      if (node.importKind === 'type') continue;
      const names = node.specifiers.map((spec) =>
        spec.type === 'ImportSpecifier'
          ? nameOf(spec.imported)
          : spec.type === 'ImportDefaultSpecifier'
            ? 'default'
            : '*',
      );
      links.imports.push({ source: node.source.value, names });
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      for (const spec of node.specifiers) {
        links.reexports.set(nameOf(spec.exported), [node.source.value, nameOf(spec.local)]);
      }
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) links.reexports.set(nameOf(node.exported), [node.source.value, '*']);
      else links.stars.push(node.source.value);
    }
  }
  return links;
}

/**
 * Modules a first screen imports dynamically at once on every load, counted as its own (firstScreenChunks): the
 * editor's WebGL renderer (Pixi's autoDetectRenderer imports it as its first frame starts; its ~24 KB shared a
 * chunk with nothing else). The canvas fallback stays behind its import.
 */
const FIRST_SCREEN_DYNAMIC: Record<string, string[]> = {
  FloorDesignEditorScreen: ['src/client/editor/render/leanWebGLRenderer.ts'],
};

/**
 * First screens' chunks by the screens that load them (issue 10 item 5: the editor route's bytes, the project
 * list's first row). Rolldown's own splitting makes a chunk per set of dynamic imports that reach a module, so a
 * first screen loaded 30–64 chunks, many of them under 1 KB: brotli compresses each on its own (the editor
 * route's chunks were 379 KB on the wire, the same code as one file 328 KB) and HTTP/1.1 queues them six at a
 * time. Here every module a first screen loads statically (firstScreens.json: the app and the screen's route
 * modules with what they import) goes into one chunk per set of first screens that load it: a screen loads the
 * modules it loaded before, in a few larger chunks. An import is followed by the names it imports, through
 * re-exports (`primitives.ts` re-exports MUI's barrel: a screen that imports Button must not count MUI's Slider
 * as its own); a module reached for a name of its own brings all its imports (rolldown's tree-shaking may still
 * drop some, which then load a little earlier than they must — the bundle bench shows any such growth). Modules
 * of the entry's own graph (main.tsx, loaded before anything else) and modules no first screen loads (dialogs,
 * menus, later routes) keep rolldown's splitting. Groups are captured widest set first, so a group never pulls a
 * module that more screens share (what a module imports is loaded by at least the same screens). The price: a
 * later load that needs a module of another screen's group loads that whole group (the floor design wizard and
 * a project file's preview the editor's, the narrow dashboard's drawer the project detail's 18 KB); leaving such
 * modules out of the groups was tried: their importers pull them back in (rolldown's includeDependenciesRecursively),
 * and without that the chunks import each other in cycles.
 */
export function firstScreenChunks(root: string, appOutDir: string) {
  /** Module id → the first screens (indexes into the table, joined by '.') that load it statically. */
  const screensOf = new Map<string, string>();
  /** The entry's own graph (main.tsx: the early GETs, the route table's loaders, Vite's preload helper). */
  const entryIds = new Set<string>();
  const app = appBuildCheck(root, appOutDir);
  const plugin: Plugin = {
    name: 'draftroom-first-screen-chunks',
    apply: 'build',
    configResolved: app.configResolved,
    async buildEnd() {
      screensOf.clear();
      entryIds.clear();
      if (!app.isAppBuild()) return;
      const table = await readFirstScreenTable(root);
      const links = new Map<string, ModuleLinks | undefined>();
      const resolved = new Map<string, string | undefined>();
      const ids = [...this.getModuleIds()];
      await Promise.all(
        ids.map(async (id) => {
          const code = this.getModuleInfo(id)?.code;
          const moduleLinks = code ? linksOf(code) : undefined;
          links.set(id, moduleLinks);
          if (!moduleLinks) return;
          const sources = [
            ...moduleLinks.imports.map((i) => i.source),
            ...[...moduleLinks.reexports.values()].map(([source]) => source),
            ...moduleLinks.stars,
          ];
          for (const source of new Set(sources)) {
            resolved.set(`${id}\n${source}`, (await this.resolve(source, id))?.id);
          }
        }),
      );
      /** Whether `id` exports `name`, through its `export *` too (rolldown's list of exports may leave those out). */
      const exportCache = new Map<string, boolean>();
      const hasExport = (id: string | undefined, name: string, seen = new Set<string>()): boolean => {
        if (!id || seen.has(id)) return false;
        seen.add(id);
        const key = `${id}\n${name}`;
        const cached = exportCache.get(key);
        if (cached !== undefined) return cached;
        const own = links.get(id);
        const found =
          (this.getModuleInfo(id)?.exports ?? []).includes(name) ||
          (own?.reexports.has(name) ?? false) ||
          (name !== 'default' &&
            (own?.stars ?? []).some((s) => hasExport(resolved.get(`${id}\n${s}`), name, seen)));
        exportCache.set(key, found);
        return found;
      };
      const exportsOf = (id: string) => this.getModuleInfo(id)?.exports ?? [];
      /** The modules that `ids` need, following imported names through re-exports. */
      const closure = (entries: readonly string[], name = '') => {
        const needed = new Set<string>();
        const asked = new Set<string>();
        const stack: [string, string][] = entries.map((id) => [id, name]);
        const ask = (id: string | undefined, name: string) => {
          if (id && !asked.has(`${id}\n${name}`)) stack.push([id, name]);
        };
        for (let item = stack.pop(); item; item = stack.pop()) {
          const [id, name] = item;
          if (asked.has(`${id}\n${name}`)) continue;
          asked.add(`${id}\n${name}`);
          needed.add(id);
          const own = links.get(id);
          const target = (source: string) => resolved.get(`${id}\n${source}`);
          if (own && name === '*') {
            for (const exported of exportsOf(id)) ask(id, exported);
            ask(id, '');
            continue;
          }
          const reexport = own && name ? own.reexports.get(name) : undefined;
          if (own && reexport) {
            ask(target(reexport[0]), reexport[1]);
            continue;
          }
          const star =
            own && name && name !== 'default' && !(this.getModuleInfo(id)?.exports ?? []).includes(name)
              ? own.stars.find((s) => hasExport(target(s), name))
              : undefined;
          if (own && star !== undefined) {
            ask(target(star), name);
            continue;
          }
          if (asked.has(`${id}\n`) && name !== '') continue;
          asked.add(`${id}\n`);
          // The module's own code: all it imports (a module that is no ES module, CommonJS: every dependency).
          if (own) {
            for (const { source, names } of own.imports) {
              if (names.length === 0) ask(target(source), '');
              for (const imported of names) ask(target(source), imported);
            }
          } else {
            for (const dep of this.getModuleInfo(id)?.importedIds ?? []) ask(dep, '');
          }
        }
        return needed;
      };
      const entry = closure([path.join(root, 'src/client/main.tsx')]);
      for (const id of entry) entryIds.add(id);
      const sets = new Map<string, number[]>();
      table.screens.forEach((screen, index) => {
        const sources = [
          table.app,
          ...screen.modules.flatMap((name) => [
            table.modules[name] ?? name,
            ...(FIRST_SCREEN_DYNAMIC[name] ?? []),
          ]),
        ];
        // A dynamic import keeps the whole module: all its exports.
        for (const id of closure(
          sources.map((source) => path.join(root, source)),
          '*',
        )) {
          if (entry.has(id) || id.startsWith('\0')) continue;
          sets.set(id, [...(sets.get(id) ?? []), index]);
        }
      });
      for (const [id, screens] of sets) screensOf.set(id, screens.join('.'));
    },
  };
  const count = (id: string) => screensOf.get(id)?.split('.').length ?? 0;
  /** One group per number of screens, widest first; each names a chunk per set of screens. */
  const groups = Array.from({ length: 32 }, (_, i) => 32 - i).map((size) => ({
    name: (id: string) => `fs-${screensOf.get(id) ?? ''}`,
    test: (id: string) => count(id) === size,
    priority: size,
  }));
  /*
   * The entry's graph in a chunk of its own, before every screen group: a group takes its modules' imports with
   * it (rolldown's includeDependenciesRecursively), so the app's code, which imports the early GETs' module,
   * took the entry's modules into the widest group, and the entry then waited for that 130 KB chunk to load and
   * run before it could start the first screen's requests (issue 10: the project list's first row).
   */
  const boot = { name: 'boot', test: (id: string) => entryIds.has(id), priority: 100 };
  return { plugin, groups: [boot, ...groups] };
}
