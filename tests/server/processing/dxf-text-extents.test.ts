import { describe, expect, it } from 'vitest';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { makeLimits } from '../../../src/formats/limits';
import { renderGeometryPng } from '../../../src/server/processing/mockup/render-geometry';
import { inkedFraction } from './app-helpers';
import { corpusBytes, expectedDxf } from './corpus';
import { line, minimalDxf } from './dxf-builders';
import { KNOWN_DIFFERENCES } from './survival-fixtures';

/**
 * ezdxf 0.18.1's bounding box (ezdxf.bbox.extents of model space, text as a monospaced box) of each corpus drawing,
 * measured once with Debian's python3-ezdxf, so this check runs where ezdxf is not installed.
 */
const EZDXF_BBOX = new Map<string, [number, number, number, number]>([
  ['A05_barcelona_pavilion_plan_AC1027.dxf', [-0.84, -0.84, 51.16000000000005, 21.91]],
  ['A06_barcelona_pavilion_sheet_AC1015.dxf', [-0.84, -0.84, 115.1157328942078, 49.21015684112732]],
  [
    'A07_barcelona_pavilion_techdraw_export_R12.dxf',
    [47005.0, -15994.999999999945, 99000.0, 6160.00013113032],
  ],
  [
    'A08_house_outline_solvespace_AC1021.dxf',
    [-22.7469353219741, -19.88738065777391, 4.042947669365308, 24.81802533198957],
  ],
  ['A10_leica_disto_device_R12.dxf', [-0.116359, -0.827625, 3.874358, 0.20019399999999998]],
  ['B01_ezdxf_ascii_R12.dxf', [9.969666479615283, 11.67265984293246, 17.42860800332437, 19.6164955962701]],
  ['B02_ezdxf_polyline_variants_R12.DXF', [-6.0, -11.0, 20.380849764582294, 13.0]],
  ['B03_ezdxf_binary_R12.dxf', [335.7175512218761, 304.2703520470918, 595.8780802828901, 439.7706275997033]],
  ['B04_ezdxf_binary_R2000.dxf', [0.0, -0.8325, 12.5, 2.5]],
  ['B05_ezdxf_small_R13.dxf', [-0.1749972, -0.0108330000000001, 1.424999599999999, 2.589161799999999]],
  ['B06_ezdxf_text_alignments_R2004.dxf', [-0.1, -1.6, 35.606339062590834, 16.66625]],
  [
    'B07_ezdxf_mtext_columns_R2007.dxf',
    [49.456500869708, 99.031005737634, 336.924771140967, 272.374539721408],
  ],
  ['B08_ezdxf_dimension_in_block_R2013.dxf', [0.0, 0.0, 30.0, 30.25889975395377]],
  [
    'B09_ezdxf_hatches_spline_ellipse_R2018.dxf',
    [15.94617981131185, 12.0362564511354, 153.7936167695326, 60.25981973693865],
  ],
  [
    'B10_ezdxf_wipeout_door_R2018.dxf',
    [9383.646297471289, 3721.8370553053865, 14372.79308594695, 7338.429994995594],
  ],
  [
    'B11_ezdxf_insert_attribs_R2013.dxf',
    [-11.646857029613429, -1.3998925419209072, 41.72427922141144, 53.819423987108905],
  ],
  [
    'B12_ezdxf_us_main_lines_1_8MB_R2013.dxf',
    [-20.698937692276, 4.444560187888, 1.3394093575509984, 16.807975926165998],
  ],
]);

const extentsOf = (bytes: Uint8Array) => {
  const e = analyzeDxf(bytes, makeLimits()).processed.extents;
  return e ? [e.min.x, e.min.y, e.max.x, e.max.y] : null;
};

describe('extents include text boxes', () => {
  it.each(expectedDxf.map((e) => e.local_name).filter((n) => !KNOWN_DIFFERENCES.includes(n)))(
    '%s: the same box as ezdxf',
    (name) => {
      const theirs = EZDXF_BBOX.get(name) as [number, number, number, number];
      const ours = extentsOf(corpusBytes(name));
      const span = Math.max(theirs[2] - theirs[0], theirs[3] - theirs[1]);
      expect(ours).not.toBeNull();
      ours?.forEach((v, i) => expect(Math.abs(v - (theirs[i] as number))).toBeLessThanOrEqual(span * 1e-6));
    },
  );

  it('B04 (one TEXT) spans the text, not its insertion point', () => {
    // "ezdxf" at 2.5 high from the origin: 6 characters of 2.5, descenders 0.8325 below the baseline.
    expect(extentsOf(corpusBytes('B04_ezdxf_binary_R2000.dxf'))).toEqual([0, -0.8325, 12.5, 2.5]);
  });

  it('turns a text box with the text and shifts it by its alignment', () => {
    const text = (
      x: number,
      rotation: number,
      halign: number,
      valign: number,
    ): [number, string | number][] => [
      [0, 'TEXT'],
      [8, '0'],
      [10, x],
      [20, 0],
      [11, x],
      [21, 0],
      [40, 1],
      [1, 'ABCD'],
      [50, rotation],
      [72, halign],
      [73, valign],
    ];
    // Right-aligned, top: the box ends at the point and hangs below it.
    expect(extentsOf(minimalDxf(text(10, 0, 2, 3)))?.map((v) => Math.round(v * 1000) / 1000 + 0)).toEqual([
      6, -1.333, 10, 0,
    ]);
    // Turned 90°, left/baseline: the box runs up the y axis.
    expect(extentsOf(minimalDxf(text(0, 90, 0, 0)))?.map((v) => Math.round(v * 1000) / 1000 + 0)).toEqual([
      -1, 0, 0.333, 4,
    ]);
  });
});

describe('mockups keep small text legible', () => {
  it('draws a label far smaller than a pixel at 4 px instead of dropping it', async () => {
    // A 100 m long plan with a 5 cm label in the middle: 0.1 px at 2000 px wide.
    const label: [number, string | number][] = [
      [0, 'TEXT'],
      [8, '0'],
      [10, 49.9],
      [20, 0.5],
      [40, 0.05],
      [1, 'WWWWWWWW'],
    ];
    const drawing = minimalDxf([
      ...line(0, 0, 100, 0),
      ...line(0, 0, 0, 1),
      ...line(100, 0, 100, 1),
      ...label,
    ]);
    const { processed, geometry } = analyzeDxf(drawing, makeLimits());
    const e = processed.extents;
    const box = e ? { minX: e.min.x, minY: e.min.y, maxX: e.max.x, maxY: e.max.y } : null;
    const withText = await inkedFraction(await renderGeometryPng(geometry, box));
    const without = await inkedFraction(await renderGeometryPng({ ...geometry, texts: [] }, box));
    expect(withText.fraction).toBeGreaterThan(without.fraction);
  });
});
