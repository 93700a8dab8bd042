import type { PlanStair, PlanStory, Vec } from './types';

/** Every point of the stories through one map (a shift into the lot, then a turn to the front side). */
export function transformStories(stories: readonly PlanStory[], map: (p: Vec) => Vec): PlanStory[] {
  const seg = <T extends { a: Vec; b: Vec }>(s: T): T => ({ ...s, a: map(s.a), b: map(s.b) });
  const stair = (st: PlanStair): PlanStair => ({
    ...st,
    bottom: map(st.bottom),
    top: map(st.top),
    flights: st.flights.map(seg),
    landings: st.landings.map((l) => l.map(map)),
  });
  return stories.map((s) => ({
    ...s,
    footprint: s.footprint.map(map),
    rooms: s.rooms.map((r) => ({ ...r, polygon: r.polygon.map(map) })),
    doors: s.doors.map((d) => ({
      ...d,
      center: map(d.center),
      ...(d.swing ? { swing: { ...d.swing, hinge: map(d.swing.hinge) } } : {}),
    })),
    windows: s.windows.map(seg),
    walls: s.walls.map(seg),
    ...(s.stairs ? { stairs: s.stairs.map(stair) } : {}),
    ...(s.fixtures ? { fixtures: s.fixtures.map((f) => ({ ...f, polygon: f.polygon.map(map) })) } : {}),
  }));
}
