/**
 * Drawing scales as architects write them, read as "one unit on paper is N units in reality": `1:100`, `1/100`,
 * `1/4" = 1'-0"`, `3/32" = 1'`, `1" = 20'`, `1 1/2" = 1'-0"`, `1 in = 10 ft`. Anything else (NTS, "fit") is
 * null and the sheet is drawn fitted.
 */
export function parseScale(text: string | null): number | null {
  if (!text) return null;
  const s = text.trim().toLowerCase().replace(/[’′]/g, "'").replace(/[”″]/g, '"');
  const ratio = /^(\d+(?:\.\d+)?)\s*[:/]\s*(\d+(?:\.\d+)?)$/.exec(s);
  if (ratio) {
    const paper = Number(ratio[1]);
    const real = Number(ratio[2]);
    return paper > 0 && real > 0 ? real / paper : null;
  }
  const sides = s.split('=');
  if (sides.length !== 2) return null;
  const paper = lengthInInches(sides[0] as string, 'in');
  const real = lengthInInches(sides[1] as string, 'ft');
  return paper && real ? real / paper : null;
}

/** `1'-6"`, `1/4"`, `1 1/2"`, `20'`, `10 ft`, `3 in`; a bare number takes `bareUnit`. */
function lengthInInches(raw: string, bareUnit: 'in' | 'ft'): number | null {
  const s = raw
    .trim()
    .replace(/\s*(feet|foot|ft)\b/g, "'")
    .replace(/\s*(inches|inch|in)\b/g, '"');
  const m = /^(?:(\d+(?:\.\d+)?)\s*')?\s*-?\s*(?:(\d+(?:\.\d+)?(?:\s+\d+\/\d+)?|\d+\/\d+)\s*("?))?$/.exec(s);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const feet = m[1] !== undefined ? Number(m[1]) : 0;
  let inches = 0;
  if (m[2] !== undefined) {
    const value = m[2].split(/\s+/).reduce((sum, part) => {
      const [n, d] = part.split('/');
      return sum + (d !== undefined ? Number(n) / Number(d) : Number(n));
    }, 0);
    // A bare number on the real side of `1" = 20` means feet, on the paper side inches.
    inches = m[3] === '"' || m[1] !== undefined || bareUnit === 'in' ? value : value * 12;
  }
  const total = feet * 12 + inches;
  return total > 0 && Number.isFinite(total) ? total : null;
}
