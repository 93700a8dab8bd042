const BASE: Record<number, number> = {
  1: 0xff0000,
  2: 0xffff00,
  3: 0x00ff00,
  4: 0x00ffff,
  5: 0x0000ff,
  6: 0xff00ff,
  // ACI 7 is "white on dark, black on light"; our renders are on white.
  7: 0x000000,
  8: 0x808080,
  9: 0xc0c0c0,
};
const GRAYS = [0x333333, 0x505050, 0x696969, 0x828282, 0xbebebe, 0xffffff];
const VALUES = [1, 1, 0.8, 0.8, 0.6, 0.6, 0.5, 0.5, 0.3, 0.3];

function hsvToRgb(hueDeg: number, saturation: number, value: number): number {
  const c = value * saturation;
  const h = hueDeg / 60;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1
      ? [c, x, 0]
      : h < 2
        ? [x, c, 0]
        : h < 3
          ? [0, c, x]
          : h < 4
            ? [0, x, c]
            : h < 5
              ? [x, 0, c]
              : [c, 0, x];
  const m = value - c;
  const to = (v: number): number => Math.round((v + m) * 255);
  return (to(r) << 16) | (to(g) << 8) | to(b);
}

/**
 * AutoCAD Color Index to 0xRRGGBB. 1-9 and 250-255 are fixed; 10-249 run through 24 hues in 15° steps, each with
 * five brightness levels, alternating full and half saturation, which reproduces the palette closely enough for
 * previews.
 */
export function aciToRgb(aci: number): number {
  const base = BASE[aci];
  if (base !== undefined) return base;
  if (aci >= 250 && aci <= 255) return GRAYS[aci - 250] as number;
  if (aci >= 10 && aci <= 249) {
    const hue = Math.floor((aci - 10) / 10) * 15;
    const step = (aci - 10) % 10;
    return hsvToRgb(hue, step % 2 === 0 ? 1 : 0.5, VALUES[step] as number);
  }
  return 0x000000;
}

const PALETTE: readonly number[] = Array.from({ length: 255 }, (_, i) => aciToRgb(i + 1));

/** Each palette colour's index, the lowest where two indices share a colour (black is 7). */
const EXACT = new Map<number, number>();
for (let aci = 255; aci >= 1; aci -= 1) EXACT.set(aciToRgb(aci), aci);

/**
 * The AutoCAD Color Index closest to 0xRRGGBB, for readers without true colour. Near-black maps to 7, which
 * shows black on paper and white on a dark model space; 7 and 255 themselves are only taken for exact matches.
 */
export function nearestAci(rgb: number): number {
  const known = NEAREST.get(rgb);
  if (known !== undefined) return known;
  const aci = searchNearest(rgb);
  if (NEAREST.size < NEAREST_CACHE_MAX) NEAREST.set(rgb, aci);
  return aci;
}

/** Nearest indices already found: writers ask once per entity, and a drawing has few distinct colours. */
const NEAREST = new Map<number, number>();
const NEAREST_CACHE_MAX = 4096;

function searchNearest(rgb: number): number {
  const r = (rgb >> 16) & 0xff;
  const g = (rgb >> 8) & 0xff;
  const b = rgb & 0xff;
  if (r + g + b < 40) return 7;
  let best = 7;
  let bestDistance = Infinity;
  PALETTE.forEach((c, i) => {
    const aci = i + 1;
    if (aci === 7 || aci === 255) return;
    const d = (((c >> 16) & 0xff) - r) ** 2 + (((c >> 8) & 0xff) - g) ** 2 + ((c & 0xff) - b) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = aci;
    }
  });
  return best;
}

/**
 * How a colour is written to DXF: a palette colour as its index alone (group 62) — so a layer the author set to
 * 7 stays 7, white on dark screens and black on paper, rather than becoming true-colour black — any other as its
 * nearest index with the exact colour beside it (group 420).
 */
export function dxfColor(rgb: number): { readonly aci: number; readonly trueColor: number | null } {
  const exact = EXACT.get(rgb);
  return exact !== undefined ? { aci: exact, trueColor: null } : { aci: nearestAci(rgb), trueColor: rgb };
}
