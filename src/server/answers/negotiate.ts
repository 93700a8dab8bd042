import type { ContentCoding } from './answer-cache';

// Reading the two request headers a cached answer depends on (RFC 9110 sections 13.1.2 and 12.5.3).

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether If-None-Match names this ETag (weak comparison, as the RFC asks for GET) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * The coding to send an answer in: brotli, else gzip, among those Accept-Encoding allows (a q of 0 refuses one;
 * `*` stands for any not named); null for none (identity).
 */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}
