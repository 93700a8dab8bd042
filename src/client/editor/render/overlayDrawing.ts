import type { Graphics } from 'pixi.js';
import { elementPath } from '../../../core/geometry/elementGeometry';
import type { Point, WorldPoint } from '../../../core/geometry/point';
import { worldPoint } from '../../../core/geometry/point';
import type { Camera } from '../../../core/viewport';
import { worldToScreen } from '../../../core/viewport';
import type { Overlay } from '../store/editorState';
import type { SelectionHandles } from '../tools/select/selectionHandles';
import { COLORS } from './palette';
import { fixturePolylines } from '../../../core/symbols/fixtureGeometry';

const HANDLE_PX = 8;
const DASH_PX = 6;
const GAP_PX = 4;

/** A dashed polyline in screen px (Pixi has no dashed stroke). */
export function dashedPath(g: Graphics, pts: readonly Point[], closed: boolean): void {
  const n = pts.length;
  const edges = closed ? n : n - 1;
  let phase = 0;
  for (let i = 0; i < edges; i++) {
    const a = pts[i] as Point;
    const b = pts[(i + 1) % n] as Point;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    let t = 0;
    while (t < len) {
      const inDash = phase < DASH_PX;
      const run = Math.min(len - t, inDash ? DASH_PX - phase : DASH_PX + GAP_PX - phase);
      if (inDash) g.moveTo(a.x + ux * t, a.y + uy * t).lineTo(a.x + ux * (t + run), a.y + uy * (t + run));
      t += run;
      phase = (phase + run) % (DASH_PX + GAP_PX);
    }
  }
}

const toScreen = (camera: Camera, pts: readonly Point[]) =>
  pts.map((p) => worldToScreen(camera, worldPoint(p.x, p.y)));

/** Selection outline and handles, previews, the marquee and the snap marker, in screen space. */
export function drawOverlay(
  g: Graphics,
  camera: Camera,
  overlay: Overlay,
  handles: SelectionHandles | null,
): void {
  g.clear();
  if (handles) {
    const outline = toScreen(camera, handles.outline);
    const first = outline[0];
    if (first) {
      g.moveTo(first.x, first.y);
      for (const p of outline.slice(1)) g.lineTo(p.x, p.y);
      if (outline.length > 2) g.closePath();
      g.stroke({ width: 1, color: COLORS.selection });
    }
    if (handles.rotate) {
      const r = worldToScreen(camera, handles.rotate);
      const top =
        handles.outline.length > 2
          ? toScreen(camera, [handles.outline[0] as WorldPoint, handles.outline[1] as WorldPoint])
          : null;
      if (top) {
        const mid = {
          x: ((top[0] as Point).x + (top[1] as Point).x) / 2,
          y: ((top[0] as Point).y + (top[1] as Point).y) / 2,
        };
        g.moveTo(mid.x, mid.y).lineTo(r.x, r.y).stroke({ width: 1, color: COLORS.selection });
      }
      g.circle(r.x, r.y, HANDLE_PX / 2 + 1)
        .fill(COLORS.handleFill)
        .stroke({ width: 1.5, color: COLORS.selection });
    }
    for (const h of handles.resize) {
      const s = worldToScreen(camera, h.at);
      g.rect(s.x - HANDLE_PX / 2, s.y - HANDLE_PX / 2, HANDLE_PX, HANDLE_PX)
        .fill(COLORS.handleFill)
        .stroke({ width: 1.5, color: COLORS.selection });
    }
  }
  if (overlay.preview) {
    const path = elementPath(overlay.preview);
    dashedPath(g, toScreen(camera, path.points), path.closed);
    g.stroke({ width: 1.5, color: COLORS.preview });
    // A symbol being placed shows its line work inside the dashed box, so it reads before the click.
    if (overlay.preview.type === 'fixture') {
      for (const l of fixturePolylines(overlay.preview)) {
        const pts = toScreen(camera, l.points);
        if (pts.length < 2) continue;
        g.moveTo((pts[0] as Point).x, (pts[0] as Point).y);
        for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
        if (l.closed) g.closePath();
      }
      g.stroke({ width: 1, color: COLORS.preview });
    }
  }
  for (const el of overlay.previews ?? []) {
    const path = elementPath(el);
    dashedPath(g, toScreen(camera, path.points), path.closed);
  }
  if (overlay.previews && overlay.previews.length > 0) g.stroke({ width: 1.5, color: COLORS.preview });
  if (overlay.pencil && overlay.pencil.length > 1) {
    const pts = toScreen(camera, overlay.pencil);
    g.moveTo((pts[0] as Point).x, (pts[0] as Point).y);
    for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
    g.stroke({ width: 1.5, color: COLORS.preview });
  }
  if (overlay.marquee) {
    const m = overlay.marquee;
    const a = worldToScreen(camera, worldPoint(m.minX, m.minY));
    const b = worldToScreen(camera, worldPoint(m.maxX, m.maxY));
    g.rect(a.x, a.y, b.x - a.x, b.y - a.y).fill({ color: COLORS.marqueeFill, alpha: 0.08 });
    dashedPath(
      g,
      [
        { x: a.x, y: a.y },
        { x: b.x, y: a.y },
        { x: b.x, y: b.y },
        { x: a.x, y: b.y },
      ],
      true,
    );
    g.stroke({ width: 1, color: COLORS.selection });
  }
  if (overlay.measure && overlay.measure.points.length > 0) {
    const pts = toScreen(camera, overlay.measure.points);
    const first = pts[0] as Point;
    if (overlay.measure.closed && pts.length > 2) {
      g.poly(
        pts.flatMap((p) => [p.x, p.y]),
        true,
      ).fill({ color: COLORS.snap, alpha: 0.08 });
    }
    g.moveTo(first.x, first.y);
    for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
    if (overlay.measure.closed) g.closePath();
    g.stroke({ width: 1.5, color: COLORS.snap });
    for (const p of pts) g.circle(p.x, p.y, 3).fill(COLORS.snap);
  }
  if (overlay.guide) {
    dashedPath(g, toScreen(camera, [overlay.guide.a, overlay.guide.b]), false);
    g.stroke({ width: 1, color: COLORS.snap, alpha: 0.8 });
  }
  if (overlay.snap) {
    drawSnapMarker(g, worldToScreen(camera, overlay.snap), overlay.snapMode);
    g.stroke({ width: 1.5, color: COLORS.snap });
  }
}

const M = 6;

/** AutoCAD's snap markers, so a CAD user reads the snap kind at a glance (the name shows beside it too). */
function drawSnapMarker(g: Graphics, s: Point, mode: Overlay['snapMode']): void {
  switch (mode) {
    case 'endpoint':
      g.rect(s.x - M, s.y - M, 2 * M, 2 * M);
      return;
    case 'midpoint':
      g.poly([s.x, s.y - M, s.x + M, s.y + M, s.x - M, s.y + M], true);
      return;
    case 'center':
      g.circle(s.x, s.y, M);
      return;
    case 'intersection':
      g.moveTo(s.x - M, s.y - M)
        .lineTo(s.x + M, s.y + M)
        .moveTo(s.x + M, s.y - M)
        .lineTo(s.x - M, s.y + M);
      return;
    case 'perpendicular':
      g.moveTo(s.x - M, s.y - M)
        .lineTo(s.x - M, s.y + M)
        .lineTo(s.x + M, s.y + M);
      g.moveTo(s.x - M, s.y)
        .lineTo(s.x, s.y)
        .lineTo(s.x, s.y + M);
      return;
    case 'nearest':
      g.poly([s.x - M, s.y - M, s.x + M, s.y - M, s.x - M, s.y + M, s.x + M, s.y + M], true);
      return;
    case 'extension':
      g.moveTo(s.x - M, s.y)
        .lineTo(s.x + M, s.y)
        .moveTo(s.x, s.y - M)
        .lineTo(s.x, s.y + M);
      return;
    case 'parallel':
      g.moveTo(s.x - M, s.y + M / 2)
        .lineTo(s.x, s.y - M)
        .moveTo(s.x, s.y + M)
        .lineTo(s.x + M, s.y - M / 2);
      return;
    case null:
      g.circle(s.x, s.y, 5);
  }
}
