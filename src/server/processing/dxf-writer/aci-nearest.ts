import { aciToRgb } from '../../../formats/dxf/aci';

const PALETTE: number[] = [];
for (let aci = 1; aci <= 255; aci += 1) PALETTE.push(aciToRgb(aci));
const cache = new Map<number, number>();

/**
 * The AutoCAD Color Index closest to 0xRRGGBB (group 62), written beside the exact true colour (group 420) so
 * readers without true-colour support still show something close. Black maps to 7, which shows black on white.
 */
export function nearestAci(rgb: number): number {
  const hit = cache.get(rgb);
  if (hit !== undefined) return hit;
  const r = (rgb >> 16) & 0xff;
  const g = (rgb >> 8) & 0xff;
  const b = rgb & 0xff;
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
  if (r + g + b < 40) best = 7;
  cache.set(rgb, best);
  return best;
}
