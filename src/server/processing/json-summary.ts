import { ProcessingError } from '../../formats/errors';

export interface JsonProcessedJson {
  format: 'json';
  size_bytes: number;
  /** 'object', 'array', 'string', 'number', 'boolean' or 'null'. */
  root_type: string;
  /** Top-level keys of an object (first 200) with each value's type. */
  keys: { key: string; type: string; length?: number }[];
  key_count: number;
  /** Items of a top-level array. */
  array_length: number | null;
  warnings: string[];
}

const MAX_KEYS = 200;

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** A summary of an uploaded JSON file: its shape at the top level and its size. */
export function summarizeJson(bytes: Uint8Array): JsonProcessedJson {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    throw new ProcessingError('malformed', 'The JSON file could not be parsed');
  }
  const warnings: string[] = [];
  const isObject = typeOf(value) === 'object';
  const entries = isObject ? Object.entries(value as Record<string, unknown>) : [];
  if (entries.length > MAX_KEYS)
    warnings.push(`Only the first ${MAX_KEYS} of ${entries.length} keys are listed`);
  return {
    format: 'json',
    size_bytes: bytes.length,
    root_type: typeOf(value),
    keys: entries.slice(0, MAX_KEYS).map(([key, v]) => {
      const type = typeOf(v);
      return type === 'array' ? { key, type, length: (v as unknown[]).length } : { key, type };
    }),
    key_count: entries.length,
    array_length: Array.isArray(value) ? value.length : null,
    warnings,
  };
}
