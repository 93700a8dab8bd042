/** 0xRRGGBB as CSS, with colours too pale to see on white (yellow, white, light greys) darkened. */
export function inkOnWhite(rgb: number): string {
  let r = (rgb >> 16) & 0xff;
  let g = (rgb >> 8) & 0xff;
  let b = rgb & 0xff;
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  if (luminance > 0.7) {
    const k = 0.7 / luminance;
    r = Math.round(r * k * 0.85);
    g = Math.round(g * k * 0.85);
    b = Math.round(b * k * 0.85);
  }
  return `rgb(${r},${g},${b})`;
}
