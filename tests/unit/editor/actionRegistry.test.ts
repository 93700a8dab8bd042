import { describe, expect, it } from 'vitest';
import { actionForKey, bindingsClash, formatKeys } from '../../../src/client/editor/actions/keys';
import { EDITOR_ACTIONS, TOOL_ACTIONS } from '../../../src/client/editor/actions/registry';
import type { KeyBinding, KeyContext } from '../../../src/client/editor/actions/types';
import { actionForCommand } from '../../../src/client/editor/commandLine/CommandLine';
import { COMMAND_SPECS } from '../../../src/client/editor/commandLine/sessions';
import { shortcutSections } from '../../../src/client/editor/ui/shortcutRows';
import type { KeyInput } from '../../../src/client/editor/tools/toolTypes';
import type { DrawingElement } from '../../../src/core/model/elements';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { Driver } from './driver';

const press = (b: KeyBinding): KeyInput => ({
  key: b.key,
  ...(b.code ? { code: b.code } : {}),
  ctrl: b.ctrl ?? false,
  meta: false,
  shift: b.shift ?? false,
});

const bindings = EDITOR_ACTIONS.flatMap((action) =>
  (action.keys ?? []).map((binding) => ({ action, binding })),
);

describe('the action registry', () => {
  it('every action with a key is the one its key runs, in the context the key works in', () => {
    expect(bindings.length).toBeGreaterThan(20);
    for (const { action, binding } of bindings) {
      const contexts = new Set<KeyContext>(['editor', binding.context ?? 'editor']);
      expect(
        actionForKey(EDITOR_ACTIONS, press(binding), contexts)?.action.id,
        formatKeys(action) ?? '',
      ).toBe(action.id);
    }
  });

  it('no two actions share a key in contexts that hold together', () => {
    const clashes: string[] = [];
    bindings.forEach((p, i) =>
      bindings.slice(i + 1).forEach((q) => {
        if (p.action.id !== q.action.id && bindingsClash(p.binding, q.binding))
          clashes.push(`${p.action.id} and ${q.action.id}`);
      }),
    );
    expect(clashes).toEqual([]);
  });

  it('no two actions share a command name or alias, and every command of the command line has its action', () => {
    const names = EDITOR_ACTIONS.flatMap((a) => a.command ?? []);
    expect(new Set(names).size).toBe(names.length);
    for (const name of Object.keys(COMMAND_SPECS)) expect(actionForCommand(name)?.command?.[0]).toBe(name);
  });

  it("knows AutoCAD LT's aliases the issue lists, any case", () => {
    const expected: Record<string, string> = {
      L: 'LINE',
      PL: 'PLINE',
      REC: 'RECTANG',
      C: 'CIRCLE',
      W: 'WALL',
      M: 'MOVE',
      CO: 'COPY',
      RO: 'ROTATE',
      SC: 'SCALE',
      S: 'STRETCH',
      MI: 'MIRROR',
      O: 'OFFSET',
      TR: 'TRIM',
      EX: 'EXTEND',
      F: 'FILLET',
      AR: 'ARRAY',
      DI: 'DIST',
      DLI: 'DIMLINEAR',
      ERASE: 'ERASE',
      u: 'U',
    };
    for (const [alias, name] of Object.entries(expected))
      expect(actionForCommand(alias)?.command?.[0]).toBe(name);
    expect(actionForCommand('XYZZY')).toBeNull();
  });

  it("ids are unique, and the Design Tools panel keeps the spec's buttons in its order", () => {
    expect(new Set(EDITOR_ACTIONS.map((a) => a.id)).size).toBe(EDITOR_ACTIONS.length);
    expect(TOOL_ACTIONS.filter((a) => a.panel === 'shapes').map((a) => a.label)).toEqual([
      'line',
      'rectangle',
      'square',
      'circle',
      'triangle',
      'right triangle',
      'equilateral triangle',
      'pentagon',
      'hexagon',
      'text',
      'half arch',
      'bezier arch',
      'free pencil',
    ]);
    expect(TOOL_ACTIONS.filter((a) => a.panel === 'structure').map((a) => a.label)).toEqual([
      'Add Wall',
      'Add Divider',
      'Add Door',
      'Add Window',
      'Add Room',
      'Add Dimension',
    ]);
  });

  it('the shortcuts dialog lists every key and every command name, generated from the registry', () => {
    const rows = shortcutSections().flatMap((s) => s.rows);
    const keys = new Set(rows.map((r) => r.keys));
    for (const action of EDITOR_ACTIONS) {
      const k = formatKeys(action);
      if (k) expect(keys.has(k), action.id).toBe(true);
      if (action.command) expect(keys.has(action.command.join(', ')), action.id).toBe(true);
    }
  });
});

describe('keys run their registry actions in the editor', () => {
  const rect = (): DrawingElement =>
    finalizeElement({ id: 'r', type: 'rectangle', x: 100, y: 100, width: 60, height: 40, rotation: 0 });

  it('Ctrl+S saves through the screen, F8 turns ortho on, Delete deletes the selection', () => {
    const d = new Driver([rect()]);
    let saves = 0;
    d.input.setHost({ save: () => saves++ });
    expect(d.key('s', { ctrl: true })).toBe(true);
    expect(saves).toBe(1);
    expect(d.key('F8')).toBe(true);
    expect(d.store.getState().drafting.ortho).toBe(true);
    d.store.select(['r']);
    expect(d.key('Delete')).toBe(true);
    expect(d.page.elements).toHaveLength(0);
  });

  it('Ctrl+S without a screen that saves is left to the browser', () => {
    const d = new Driver();
    expect(d.key('s', { ctrl: true })).toBe(false);
  });
});
