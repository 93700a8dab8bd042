/** Small DXF writers for tests: tags as [code, value] pairs, joined with the given line ending. */
export function dxfText(tags: [number, string | number][], eol = '\n'): string {
  return tags.map(([code, value]) => `${code}${eol}${value}`).join(eol) + eol;
}

export function minimalDxf(
  entities: [number, string | number][],
  blocks: [number, string | number][] = [],
): Uint8Array {
  const tags: [number, string | number][] = [
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, 'AC1015'],
    [9, '$INSUNITS'],
    [70, 6],
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'BLOCKS'],
    ...blocks,
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'ENTITIES'],
    ...entities,
    [0, 'ENDSEC'],
    [0, 'EOF'],
  ];
  return new TextEncoder().encode(dxfText(tags));
}

export function line(
  x1: number | string,
  y1: number | string,
  x2: number | string,
  y2: number | string,
  layer = '0',
): [number, string | number][] {
  return [
    [0, 'LINE'],
    [8, layer],
    [10, x1],
    [20, y1],
    [11, x2],
    [21, y2],
  ];
}

export function insert(name: string, extra: [number, string | number][] = []): [number, string | number][] {
  return [[0, 'INSERT'], [8, '0'], [2, name], [10, 0], [20, 0], ...extra];
}

export function block(name: string, body: [number, string | number][]): [number, string | number][] {
  return [[0, 'BLOCK'], [2, name], [70, 0], [10, 0], [20, 0], ...body, [0, 'ENDBLK']];
}

type Tags = [number, string | number][];

/** One table: TABLE, its entries (each starting with its own 0 tag), ENDTAB. */
export function table(name: string, entries: Tags): Tags {
  return [[0, 'TABLE'], [2, name], [70, 0], ...entries, [0, 'ENDTAB']];
}

/** A LAYER entry: colour (negative: off), flags (1 frozen, 4 locked), linetype and lineweight (1/100 mm). */
export function layer(
  name: string,
  color: number,
  flags = 0,
  linetype = 'CONTINUOUS',
  lineweight = -3,
): Tags {
  return [
    [0, 'LAYER'],
    [2, name],
    [70, flags],
    [62, color],
    [6, linetype],
    [370, lineweight],
  ];
}

/** A LTYPE entry with its dash pattern (positive dash, negative gap, 0 dot). */
export function linetype(name: string, pattern: number[]): Tags {
  return [
    [0, 'LTYPE'],
    [2, name],
    [70, 0],
    [3, name],
    [72, 65],
    [73, pattern.length],
    [40, pattern.reduce((s, v) => s + Math.abs(v), 0)],
    ...pattern.flatMap((v): Tags => [
      [49, v],
      [74, 0],
    ]),
  ];
}

/** A whole R2000 DXF: header variables, TABLES, BLOCKS, ENTITIES and OBJECTS sections as given. */
export function fullDxf(parts: {
  header?: Tags;
  tables?: Tags;
  blocks?: Tags;
  entities: Tags;
  objects?: Tags;
}): Uint8Array {
  const section = (name: string, body: Tags): Tags => [[0, 'SECTION'], [2, name], ...body, [0, 'ENDSEC']];
  const tags: Tags = [
    ...section('HEADER', [[9, '$ACADVER'], [1, 'AC1015'], ...(parts.header ?? [])]),
    ...section('TABLES', parts.tables ?? []),
    ...section('BLOCKS', parts.blocks ?? []),
    ...section('ENTITIES', parts.entities),
    ...section('OBJECTS', parts.objects ?? []),
    [0, 'EOF'],
  ];
  return new TextEncoder().encode(dxfText(tags));
}
