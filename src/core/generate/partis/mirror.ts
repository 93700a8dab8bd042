import type { DoorDecl, Scheme } from '../scheme';

/** The scheme mirrored left to right about x = 0 (boxes, door edges and stair halves). */
export function mirrorScheme(s: Scheme): Scheme {
  const flipEdge = (e: DoorDecl['edge']) => (e === 'x0' ? 'x1' : e === 'x1' ? 'x0' : e);
  const flipAt = (a: DoorDecl['at']) => (a === 'lo' ? 'hi' : a === 'hi' ? 'lo' : a);
  return {
    ...s,
    stories: s.stories.map((st) => ({
      rooms: st.rooms.map((r) => ({
        ...r,
        box: { x0: -r.box.x1, x1: -r.box.x0, y0: r.box.y0, y1: r.box.y1 },
      })),
      doors: st.doors.map((d) => {
        const e = flipEdge(d.edge);
        const at = flipAt(d.at);
        const within = d.within ? ([-d.within[1], -d.within[0]] as const) : undefined;
        return { ...d, ...(e ? { edge: e } : {}), ...(at ? { at } : {}), ...(within ? { within } : {}) };
      }),
      stairs: st.stairs.map((sd) =>
        sd.axis === 'x'
          ? { ...sd, bottomAt: sd.bottomAt === 'lo' ? ('hi' as const) : ('lo' as const) }
          : { ...sd, firstHalf: (sd.firstHalf ?? 'lo') === 'lo' ? ('hi' as const) : ('lo' as const) },
      ),
    })),
  };
}
