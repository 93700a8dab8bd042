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
