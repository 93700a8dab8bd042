import type { DxfGeometry, PrimitiveStyle } from '../../../formats/dxf/geometry';

/*
 * How one primitive's line is drawn on an output whose units (pixels, points) are `perUnit` per drawing unit:
 * its dash pattern (the LTYPE's lengths × $LTSCALE × the primitive's own scale) and its lineweight in mm.
 * Shared by the mockup PNG and the master plan sheet so both show the author's linetypes and weights alike.
 */

/** Below this many output units a whole pattern would be a grey smear: AutoCAD then draws the line solid too. */
const MIN_PATTERN = 3;
/** More than this many repeats per output unit would never show; patterns longer than this draw as solid. */
const MAX_PATTERN = 1e6;

/** Whether primitive k of a group is shown (its layer on and thawed, not inside a frozen INSERT). */
export const isShown = (style: PrimitiveStyle, k: number): boolean => style.hidden?.[k] !== 1;

/**
 * The dash array (on, off, on, off… in output units; a 0 "on" is a dot, drawn by a round cap) of primitive k,
 * or null for a continuous line.
 */
export function dashArray(
  g: DxfGeometry,
  style: PrimitiveStyle,
  k: number,
  perUnit: number,
): number[] | null {
  const index = style.linetype?.[k] ?? -1;
  const def = index >= 0 ? g.linetypes?.[index] : undefined;
  if (!def) return null;
  const scale = (g.ltscale ?? 1) * (style.ltscale?.[k] ?? 1) * perUnit;
  const out: number[] = [];
  let on = true;
  for (const raw of def.pattern) {
    const isOn = raw >= 0;
    const length = Math.abs(raw) * scale;
    if (out.length === 0 && !isOn) {
      out.push(0);
      on = true;
    }
    if (isOn === on && out.length > 0) out[out.length - 1] = (out[out.length - 1] as number) + length;
    else out.push(length);
    on = isOn;
  }
  if (out.length % 2 === 1) out.push(0);
  const total = out.reduce((a, b) => a + b, 0);
  if (!(total >= MIN_PATTERN) || total > MAX_PATTERN) return null;
  return out.map((v) => Math.round(v * 100) / 100);
}

/** The lineweight of primitive k in millimetres; DEFAULT (and anything unset) is the drawing's $LWDEFAULT. */
export function weightMm(g: DxfGeometry, style: PrimitiveStyle, k: number): number {
  const w = style.lineweight?.[k] ?? -3;
  return (w >= 0 ? w : (g.lwdefault ?? 25)) / 100;
}
