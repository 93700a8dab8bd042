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

/** A one-page PDF whose content stream inflates to `megabytes` MB of spaces (a decompression bomb). */
export function inflateBombPdf(megabytes: number): Uint8Array {
  const data = new Uint8Array(deflateSync(Buffer.alloc(megabytes * 1048576, 0x20), { level: 9 }));
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    streamObject('/Filter /FlateDecode', data),
  ]);
}

/** A PNG whose header declares `side` × `side` RGBA pixels, with one tiny data chunk: a pixel bomb. */
export function pixelBombPng(side: number): Uint8Array {
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const chunk = (type: string, data: number[]) => [...u32(data.length), ...latin1(type), ...data, 0, 0, 0, 0];
  const idat = [...deflateSync(Buffer.alloc(64))];
  return new Uint8Array([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...chunk('IHDR', [...u32(side), ...u32(side), 8, 6, 0, 0, 0]),
    ...chunk('IDAT', idat),
    ...chunk('IEND', []),
  ]);
}

/** Nine levels of blocks, each inserting the one below ten times: 10⁹ lines from a 3 KB file. */
export function billionLaughsDxf(): Uint8Array {
  const head = '0\nSECTION\n2\nHEADER\n9\n$ACADVER\n1\nAC1015\n0\nENDSEC\n0\nSECTION\n2\nBLOCKS\n';
  const insert = (name: string) => `0\nINSERT\n8\n0\n2\n${name}\n10\n0\n20\n0\n`;
  const block = (name: string, body: string) =>
    `0\nBLOCK\n2\n${name}\n70\n0\n10\n0\n20\n0\n${body}0\nENDBLK\n`;
  let blocks = block('L0', '0\nLINE\n8\n0\n10\n0\n20\n0\n11\n1\n21\n1\n');
  for (let i = 1; i <= 9; i += 1) blocks += block(`L${i}`, insert(`L${i - 1}`).repeat(10));
  return latin1(`${head}${blocks}0\nENDSEC\n0\nSECTION\n2\nENTITIES\n${insert('L9')}0\nENDSEC\n0\nEOF\n`);
}
