import { describe, expect, it } from 'vitest';
import {
  EMPTY_LOT,
  lotBody,
  lotWords,
  parseOutline,
  type LotSettings,
} from '../../../src/client/screens/projects/lotSettings';
import { GenerateLayoutsBody } from '../../../src/contract/layouts';

const settings = (patch: Partial<LotSettings>): LotSettings => ({ ...EMPTY_LOT, ...patch });
const format = (v: number) => v.toLocaleString('en-US');

describe('the Layouts panel lot and footprint fields', () => {
  it('ask nothing of the generator when left empty: the project says its lot', () => {
    expect(lotBody(EMPTY_LOT)).toEqual({ body: {}, errors: {} });
    expect(lotWords(EMPTY_LOT, 6500, format)).toBe(" on the project's 6,500 sf lot");
    expect(lotWords(EMPTY_LOT, null, format)).toBe('');
  });

  it('send an L-shaped outline with 5 ft setbacks as the API takes it', () => {
    const l = settings({
      mode: 'outline',
      outline: '0,0 70,0 70,40 45,40 45,60 0,60',
      front: '5',
      side: '5',
      rear: '5',
    });
    const { body, errors } = lotBody(l);
    expect(errors).toEqual({});
    expect(body.lot).toEqual({
      polygon_ft: [
        [0, 0],
        [70, 0],
        [70, 40],
        [45, 40],
        [45, 60],
        [0, 60],
      ],
      setbacks_ft: { front: 5, side: 5, rear: 5 },
    });
    expect(GenerateLayoutsBody.safeParse(body).success).toBe(true);
    expect(lotWords(l, 6500, format)).toBe(' on the lot outline given');
  });

  it('fill the setbacks not typed with the defaults once one is typed', () => {
    const { body } = lotBody(settings({ mode: 'size', width: '70', depth: '60', front: '10' }));
    expect(body.lot).toEqual({ width_ft: 70, depth_ft: 60, setbacks_ft: { front: 10, side: 5, rear: 15 } });
    expect(GenerateLayoutsBody.safeParse(body).success).toBe(true);
  });

  it('send a footprint in inches and the floor-to-floor height', () => {
    const { body, errors } = lotBody(
      settings({ footprintWidth: '40', footprintDepth: '30', floorToFloor: '130' }),
    );
    expect(errors).toEqual({});
    expect(body.footprint).toEqual([
      [0, 0],
      [480, 0],
      [480, 360],
      [0, 360],
    ]);
    expect(body.floor_to_floor_in).toBe(130);
  });

  it('say which field is wrong, and send nothing for it', () => {
    expect(lotBody(settings({ mode: 'size', width: '70' })).errors).toEqual({
      depth: 'Enter the lot depth in feet',
    });
    expect(lotBody(settings({ mode: 'outline', outline: '0,0 10,0' })).errors).toEqual({
      outline: 'Give at least 3 corners as x,y pairs in feet',
    });
    expect(lotBody(settings({ front: '-3' })).errors).toEqual({ front: 'Enter 0 to 100 ft' });
    expect(lotBody(settings({ footprintWidth: '40' })).errors).toEqual({ footprintDepth: 'Give both sides' });
    expect(lotBody(settings({ floorToFloor: '90' })).errors).toEqual({ floorToFloor: 'Enter 100 to 160 in' });
    expect(parseOutline('0,0 10,0 10,10,4')).toBeNull();
  });
});
