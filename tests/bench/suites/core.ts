import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { withConnectedPlan } from '../../../src/core/commands/connectedPlan';
import { moveElements } from '../../../src/core/commands/move';
import { translateElement } from '../../../src/core/commands/transform';
import { worldPoint } from '../../../src/core/geometry/point';
import type { History } from '../../../src/core/history/history';
import { commit, createHistory, snapshotCount } from '../../../src/core/history/history';
import { SpatialIndex } from '../../../src/core/index/spatialIndex';
import type { DrawingElement } from '../../../src/core/model/elements';
import type { ShapeTool } from '../../../src/core/model/factories';
import {
  createDefaultText,
  createElementFromDrag,
  createFreePencil,
  SHAPE_TOOLS,
} from '../../../src/core/model/factories';
import type { RandomSource } from '../../../src/core/model/ids';
import { createSequentialIdSource, seededRandom } from '../../../src/core/model/ids';
import type { Page } from '../../../src/core/model/page';
import { DRAWING_VERSION } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { snapToPoint } from '../../../src/core/snapping';
import { joinWalls } from '../../../src/core/geometry/wallJoins';
import type { WallElement } from '../../../src/core/model/elements';
import type { BenchFigure, BenchSuite } from '../types';

const ELEMENTS = 50_000;
/** 50,000 elements on a 60,000-unit square (about 52 ft): dense, like a detailed multi-storey plan. */
const WORLD = 60_000;
/** A page of mixed elements: every tool, text and freehand strokes, some rotated, sizes 20–800 units. */
export function generatePage(count: number, random: RandomSource): Page {
  const ids = createSequentialIdSource('b');
  const elements: DrawingElement[] = [];
  while (elements.length < count) {
    const x = random() * WORLD;
    const y = random() * WORLD;
    const k = Math.floor(random() * (SHAPE_TOOLS.length + 2));
    const size = 20 + random() * 780;
    let el: DrawingElement | null;
    if (k === SHAPE_TOOLS.length) {
      el = finalizeElement({ ...createDefaultText(ids, random), x, y });
    } else if (k === SHAPE_TOOLS.length + 1) {
      el = createFreePencil(
        Array.from({ length: 20 }, (_, i) => worldPoint(x + i * 10, y + Math.sin(i) * 30)),
        ids,
      );
    } else {
      const r = createElementFromDrag(
        SHAPE_TOOLS[k] as ShapeTool,
        worldPoint(x, y),
        worldPoint(x + size * (random() - 0.3), y + size * (random() - 0.3)),
        ids,
      );
      el = r.kind === 'created' ? r.element : null;
    }
    if (!el) continue;
    if (random() < 0.2) el = finalizeElement({ ...el, rotation: Math.floor(random() * 24) * 15 });
    elements.push(el);
  }
  return { version: DRAWING_VERSION, id: 'bench', name: 'Page 1', elements, layers: [] };
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (v: number, digits = 4): number => Number(v.toFixed(digits));

function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

/** A forced GC so heap deltas measure what is retained, not garbage waiting to be collected. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

/**
 * Bytes a history retains per committed single-element move, measured on the V8 heap as the growth between
 * `steps` and `2 * steps` commits (so the one current page, which any editor holds anyway, is not counted).
 */
function historyBytesPerStep(page: Page, random: RandomSource, steps: number): number {
  const gc = collector();
  const advance = (h: History, n: number): History => {
    for (let i = 0; i < n; i++) {
      const target = page.elements[Math.floor(random() * page.elements.length)] as DrawingElement;
      const r = moveElements(h.current, { ids: [target.id], dx: 7, dy: -3 });
      if (r.ok) h = commit(h, r.page);
    }
    return h;
  };
  advance(createHistory(page), steps); // warm up: compiled code and inline caches are not history
  let h = advance(createHistory(page), steps);
  gc();
  const before = process.memoryUsage().heapUsed;
  h = advance(h, steps);
  gc();
  const after = process.memoryUsage().heapUsed;
  if (snapshotCount(h) !== 2 * steps + 1) throw new Error('history lost steps');
  return Math.max(0, (after - before) / steps);
}

/** A plan of 10' rooms, `side` by `side`, one 6" wall per room side: every junction is an L, a T or a cross. */
function roomGridWalls(side: number): WallElement[] {
  const room = 10 * 12 * 96;
  const walls: WallElement[] = [];
  const wall = (x: number, y: number, x2: number, y2: number): void => {
    walls.push({
      id: `w${walls.length}`,
      type: 'wall',
      x,
      y,
      x2,
      y2,
      thickness: 576,
      rotation: 0,
      snapPoints: [],
    });
  };
  for (let i = 0; i <= side; i++) {
    for (let j = 0; j < side; j++) {
      wall(j * room, i * room, (j + 1) * room, i * room);
      wall(i * room, j * room, i * room, (j + 1) * room);
    }
  }
  return walls;
}

export const coreSuite: BenchSuite = {
  name: 'core',
  run: async () => {
    const random = seededRandom(2024);
    const page = generatePage(ELEMENTS, random);
    const index = SpatialIndex.fromPage(page);
    const figures: BenchFigure[] = [];

    // Warm up the JIT on every query kind first: figures describe a running editor, not its first frame.
    for (let i = 0; i < 200; i++) {
      const p = worldPoint(random() * WORLD, random() * WORLD);
      index.marquee({ minX: p.x, minY: p.y, maxX: p.x + 3000, maxY: p.y + 3000 });
      index.hitTest(p, 5);
      snapToPoint(index, p, 10);
    }

    // Marquee: boxes from a room-sized drag up to a tenth of the drawing's width.
    const marquee: number[] = [];
    for (let i = 0; i < 500; i++) {
      const w = 300 + random() * (WORLD / 10);
      const h = 300 + random() * (WORLD / 10);
      const x = random() * (WORLD - w);
      const y = random() * (WORLD - h);
      marquee.push(time(() => index.marquee({ minX: x, minY: y, maxX: x + w, maxY: y + h })));
    }
    figures.push({ name: 'core.marquee_50k_p95_ms', value: round(percentile(marquee, 95)), unit: 'ms' });

    const hits: number[] = [];
    for (let i = 0; i < 5000; i++) {
      const p = worldPoint(random() * WORLD, random() * WORLD);
      hits.push(time(() => index.hitTest(p, 5)));
    }
    figures.push({ name: 'core.hittest_50k_p99_ms', value: round(percentile(hits, 99)), unit: 'ms' });

    // A drag: one element moves a little each step; the index replaces its entry.
    const dragged = page.elements[12_345] as DrawingElement;
    const steps = Array.from({ length: 2000 }, (_, i) => translateElement(dragged, i * 3, i * 2));
    const update = time(() => {
      for (const el of steps) index.update(el);
    });
    figures.push({
      name: 'core.index_update_per_drag_step_ms',
      value: round(update / steps.length, 5),
      unit: 'ms',
    });

    const snaps: number[] = [];
    for (let i = 0; i < 5000; i++) {
      const p = worldPoint(random() * WORLD, random() * WORLD);
      snaps.push(time(() => snapToPoint(index, p, 10)));
    }
    figures.push({ name: 'core.snap_query_50k_p99_ms', value: round(percentile(snaps, 99)), unit: 'ms' });

    // Joining a whole plan's walls (an SVG/DXF/PDF export of it): 70 × 70 rooms, 9,940 walls.
    const plan = roomGridWalls(70);
    joinWalls(plan.slice(0, 500));
    figures.push({ name: 'core.wall_joins_10k_ms', value: round(time(() => joinWalls(plan))), unit: 'ms' });

    // A wall moved on a 50,000-element page holding that plan: the move, then the plan kept connected (joined
    // walls, openings, dimensions, rooms), as the editor's one command path runs it; then a shape moved instead.
    const mixed: Page = { ...page, elements: [...page.elements.slice(0, ELEMENTS - plan.length), ...plan] };
    const wallMoves: number[] = [];
    const shapeMoves: number[] = [];
    for (let i = 0; i < 60; i++) {
      const w = plan[Math.floor(random() * plan.length)] as WallElement;
      const s = mixed.elements[Math.floor(random() * 1000)] as DrawingElement;
      wallMoves.push(
        time(() => withConnectedPlan(mixed, moveElements(mixed, { ids: [w.id], dx: 0, dy: 1152 }))),
      );
      shapeMoves.push(
        time(() => withConnectedPlan(mixed, moveElements(mixed, { ids: [s.id], dx: 7, dy: 3 }))),
      );
    }
    figures.push({
      name: 'core.connected_wall_move_50k_p95_ms',
      value: round(percentile(wallMoves.slice(10), 95)),
      unit: 'ms',
    });
    figures.push({
      name: 'core.connected_shape_move_50k_p95_ms',
      value: round(percentile(shapeMoves.slice(10), 95)),
      unit: 'ms',
    });

    figures.push({
      name: 'core.history_bytes_per_move_step',
      value: Math.round(historyBytesPerStep(page, random, 200)),
      unit: 'bytes',
    });
    return figures;
  },
};
