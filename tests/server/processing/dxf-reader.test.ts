import { describe, expect, it } from 'vitest';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { decodeDxfEscapes } from '../../../src/formats/dxf/encoding';
import { plainMtext } from '../../../src/formats/dxf/mtext';
import { makeLimits } from '../../../src/formats/limits';
import { corpusBytes } from './corpus';
import { block, dxfText, line, minimalDxf } from './dxf-builders';

const square: [number, string | number][] = [
  ...line(0, 0, 5, 0),
  ...line(5, 0, 5, 4),
  ...line(5, 4, 0, 4),
  ...line(0, 4, 0, 0),
  [0, 'TEXT'],
  [8, '0'],
  [10, 1],
  [20, 2],
  [40, 0.3],
  [1, 'Kitchen'],
];

describe('DXF reading rules', () => {
  it('reads the same drawing with \\n, \\r\\n and lone \\r line endings and padded group codes', () => {
    const tags: [number, string | number][] = [
      [0, 'SECTION'],
      [2, 'ENTITIES'],
      ...line(0, 0, 10, 5),
      [0, 'ENDSEC'],
      [0, 'EOF'],
    ];
    for (const eol of ['\n', '\r\n', '\r']) {
      const padded = dxfText(tags, eol).replace(/^(\d+)/gm, '  $1 ');
      const { processed } = analyzeDxf(new TextEncoder().encode(padded), makeLimits());
      expect(processed.entity_counts).toEqual({ LINE: 1 });
      expect(processed.extents).toEqual({ min: { x: 0, y: 0 }, max: { x: 10, y: 5 } });
    }
  });

  it('decodes pre-R2007 text with $DWGCODEPAGE and keeps UTF-8 when the bytes are UTF-8', () => {
    const head = '0\nSECTION\n2\nHEADER\n9\n$ACADVER\n1\nAC1015\n9\n$DWGCODEPAGE\n3\nANSI_1252\n0\nENDSEC\n';
    const body =
      '0\nSECTION\n2\nENTITIES\n0\nTEXT\n8\n0\n10\n0\n20\n0\n40\n1\n1\nCaf\xe9 30%%d\n0\nENDSEC\n0\nEOF\n';
    const latin1 = Uint8Array.from([...(head + body)].map((c) => c.charCodeAt(0)));
    expect(analyzeDxf(latin1, makeLimits()).processed.texts[0]?.text).toBe('Café 30°');
    const utf8 = new TextEncoder().encode(head + body.replace('\xe9', 'é'));
    expect(analyzeDxf(utf8, makeLimits()).processed.texts[0]?.text).toBe('Café 30°');
  });

  it('decodes \\U+ escapes and %% control codes', () => {
    expect(decodeDxfEscapes('\\U+00C4rger %%c50 %%p1 %%%')).toBe('Ärger Ø50 ±1 %');
  });

  it('strips MTEXT formatting codes to plain text', () => {
    expect(plainMtext('{\\fArial|b1;\\H2.5x;Room\\P101} \\S1/2; \\Lunder\\l a\\~b \\\\x')).toBe(
      'Room\n101 1/2 under a b \\x',
    );
  });

  it('reads binary DXF (R12 1-byte and R2000 2-byte group codes)', () => {
    const r12 = analyzeDxf(corpusBytes('B03_ezdxf_binary_R12.dxf'), makeLimits()).processed;
    expect(r12.binary).toBe(true);
    expect(r12.entity_counts).toEqual({ LINE: 3 });
    const r2000 = analyzeDxf(corpusBytes('B04_ezdxf_binary_R2000.dxf'), makeLimits()).processed;
    expect(r2000.texts).toHaveLength(1);
  });

  it('keeps paper-space entities (67=1) out of model-space counts', () => {
    const { processed } = analyzeDxf(
      minimalDxf([...line(0, 0, 1, 1), ...line(0, 0, 2, 2).concat([[67, 1]])]),
      makeLimits(),
    );
    expect(processed.entity_counts).toEqual({ LINE: 1 });
    expect(processed.paper_space_entities).toBe(1);
    expect(processed.extents?.max).toEqual({ x: 1, y: 1 });
  });

  it('finds a room closed by four LINEs and labels it with the text inside', () => {
    const { processed } = analyzeDxf(minimalDxf(square), makeLimits());
    expect(processed.rooms).toHaveLength(1);
    expect(processed.rooms[0]).toMatchObject({ area: 20, perimeter: 18, area_m2: 20, label: 'Kitchen' });
  });

  it('tolerates a missing final 0/EOF with a warning', () => {
    const text = new TextDecoder().decode(minimalDxf(square)).replace(/0\nEOF\n$/, '');
    const { processed } = analyzeDxf(new TextEncoder().encode(text), makeLimits());
    expect(processed.entity_counts.LINE).toBe(4);
    expect(processed.warnings.join('\n')).toMatch(/no final 0\/EOF/);
  });

  it('stops at 0/EOF: what an exporter left after it is ignored with a warning, not refused', () => {
    const text = new TextDecoder().decode(minimalDxf(square)) + 'ignore\ninvalid\ndata\nbeyond\nEOF';
    const { processed } = analyzeDxf(new TextEncoder().encode(text), makeLimits());
    expect(processed.entity_counts.LINE).toBe(4);
    expect(processed.rooms).toHaveLength(1);
    expect(processed.warnings.join('\n')).toMatch(/Data after the final 0\/EOF tag \(line \d+\) was ignored/);
  });

  const dxfTextEntity = (text: string, x: number, y: number): [number, string | number][] => [
    [0, 'TEXT'],
    [8, '0'],
    [10, x],
    [20, y],
    [40, 2],
    [1, text],
  ];

  it('draws an ACAD_TABLE as its *T block at its insertion point, its text read like any text', () => {
    const schedule = block('*T1', [
      ...line(0, 0, 40, 0),
      ...line(0, -6, 40, -6),
      ...dxfTextEntity('DOOR SCHEDULE', 1, -4),
    ]);
    const tableEntity: [number, string | number][] = [
      [0, 'ACAD_TABLE'],
      [100, 'AcDbEntity'],
      [8, 'A-ANNO-SCHD'],
      [100, 'AcDbBlockReference'],
      [2, '*T1'],
      [10, 100],
      [20, 50],
      [100, 'AcDbTable'],
      [62, 1],
      [10, 9999],
    ];
    const { processed } = analyzeDxf(minimalDxf(tableEntity, schedule), makeLimits());
    expect(processed.entity_counts).toEqual({ ACAD_TABLE: 1 });
    expect(processed.warnings.join('\n')).not.toMatch(/Not drawn/);
    expect(processed.extents).toEqual({ min: { x: 100, y: 44 }, max: { x: 140, y: 50 } });
    expect(processed.texts.map((t) => [t.text, t.x, t.y])).toEqual([['DOOR SCHEDULE', 101, 46]]);
  });

  it('counts unknown entities and reports them as not drawn', () => {
    const { processed } = analyzeDxf(minimalDxf([[0, 'MLINE'], [8, '0'], ...line(0, 0, 1, 1)]), makeLimits());
    expect(processed.entity_counts).toEqual({ MLINE: 1, LINE: 1 });
    expect(processed.warnings.join('\n')).toMatch(/Not drawn.*1 MLINE/);
  });
});
