import { deflateSync } from 'node:zlib';

/*
 * Hostile files of issue 9, generated on the fly (a few KB to a few MB; never committed). Shared by the tests and
 * `npm run bench`.
 */

const latin1 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'latin1'));

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Writes a PDF from object bodies (object i+1 = bodies[i]) with a correct xref table. */
export function buildPdf(bodies: (string | Uint8Array)[]): Uint8Array {
  const chunks: Uint8Array[] = [latin1('%PDF-1.7\n')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  for (const [i, body] of bodies.entries()) {
    offsets.push(length);
    for (const chunk of [latin1(`${i + 1} 0 obj\n`), typeof body === 'string' ? latin1(body) : body]) {
      chunks.push(chunk);
      length += chunk.length;
    }
    chunks.push(latin1('\nendobj\n'));
    length += 8;
  }
  const xref = [`xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  chunks.push(latin1(xref.join('')));
  return concat(chunks);
}

export function streamObject(dict: string, data: Uint8Array): Uint8Array {
  return concat([latin1(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, latin1('\nendstream')]);
}

/** A one-page PDF whose page content is `content`, Flate-compressed at level 9. */
export function onePagePdf(content: string | Uint8Array): Uint8Array {
  const data = typeof content === 'string' ? latin1(content) : content;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    streamObject('/Filter /FlateDecode', new Uint8Array(deflateSync(data, { level: 9 }))),
  ]);
}

/** `count` path operators (m and l, ten distinct segments over and over), then one stroke. */
export function pathOperatorsPdf(count: number): Uint8Array {
  const tenSegments = Array.from(
    { length: 10 },
    (_, i) => `${i} ${i * 7} m ${i * 3 + 50} ${i + 60} l\n`,
  ).join('');
  return onePagePdf(tenSegments.repeat(Math.ceil(count / 20)) + 'S\n');
}

/** `count` save-state operators (`q`) and nothing else. */
export function saveStatePdf(count: number): Uint8Array {
  return onePagePdf('q\n'.repeat(count));
}

/**
 * An ASCII DXF of `lines` LINEs in a square lattice: half horizontal, half vertical, every horizontal crossing
 * every vertical, (lines / 2)² crossings in all.
 */
export function crossingLinesDxf(lines: number): Uint8Array {
  const half = Math.floor(lines / 2);
  const out: string[] = ['0\nSECTION\n2\nHEADER\n9\n$INSUNITS\n70\n6\n0\nENDSEC\n0\nSECTION\n2\nENTITIES\n'];
  for (let i = 0; i < half; i += 1) {
    out.push(`0\nLINE\n8\n0\n10\n0\n20\n${i}\n11\n${half}\n21\n${i}\n`);
    out.push(`0\nLINE\n8\n0\n10\n${i + 0.5}\n20\n-1\n11\n${i + 0.5}\n21\n${half}\n`);
  }
  out.push('0\nENDSEC\n0\nEOF\n');
  return latin1(out.join(''));
}
