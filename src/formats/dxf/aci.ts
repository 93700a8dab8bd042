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
