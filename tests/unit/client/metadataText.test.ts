import { describe, expect, it } from 'vitest';
import type { DxfLayerInfo, RoomInfo } from '../../../src/contract/metadata';
import {
  layerStates,
  pageSizeText,
  roomAreaText,
  roomName,
  sheetText,
  shownOf,
  sortedEntityCounts,
  unitText,
} from '../../../src/client/screens/projects/metadata/metadataText';

const layer = (flags: Partial<DxfLayerInfo>): DxfLayerInfo => ({
  name: 'A-WALL',
  color: 7,
  linetype: 'Continuous',
  frozen: false,
  off: false,
  locked: false,
  implicit: false,
  entity_count: 3,
  ...flags,
});

const room = (area_m2: number | null, label: string | null = null): RoomInfo => ({
  area: 23_400_000,
  perimeter: 19_600,
  area_m2,
  label,
  centroid: { x: 0, y: 0 },
  outline: [],
});

describe('metadata panel wording', () => {
  it('names the drawing unit and the header code it came from', () => {
    expect(unitText('mm', 4)).toBe('Millimetres ($INSUNITS 4)');
    expect(unitText('unitless', null)).toBe('Unitless (not stated) (no $INSUNITS)');
    expect(unitText('furlong', 99)).toBe('furlong ($INSUNITS 99)');
  });

  it('shows a layer as on or off, then frozen and locked when set', () => {
    expect(layerStates(layer({}))).toEqual(['On']);
    expect(layerStates(layer({ off: true, frozen: true, locked: true }))).toEqual([
      'Off',
      'Frozen',
      'Locked',
    ]);
    expect(layerStates(layer({ locked: true }))).toEqual(['On', 'Locked']);
  });

  it('gives room areas in m² and sq ft, or in drawing units when the unit is unknown', () => {
    expect(roomAreaText(room(23.4), 'mm')).toBe('23.4 m² (251.9 sq ft)');
    expect(roomAreaText({ ...room(null), area: 1234.5 }, 'unitless')).toBe('1,234.50 units²');
    expect(roomName(room(10, ' Kitchen '), 0)).toBe('Kitchen');
    expect(roomName(room(10), 2)).toBe('Room 3');
  });

  it('lists entity types largest first', () => {
    expect(sortedEntityCounts({ TEXT: 4, LINE: 120, ARC: 4 })).toEqual([
      { type: 'LINE', count: 120 },
      { type: 'ARC', count: 4 },
      { type: 'TEXT', count: 4 },
    ]);
  });

  it('sizes a sheet in points and inches, and joins a sheet number and title', () => {
    expect(pageSizeText(43_756, 49_081)).toBe('43,756 × 49,081 pt (607.7 × 681.7 in)');
    expect(sheetText({ number: 'A-101', title: 'Ground floor' })).toBe('A-101 · Ground floor');
    expect(sheetText({ number: null, title: 'Site plan' })).toBe('Site plan');
    expect(sheetText({ number: ' ', title: null })).toBeNull();
  });

  it('says when a long list is cut', () => {
    expect(shownOf(200, 1534)).toBe('Showing 200 of 1,534');
    expect(shownOf(12, 12)).toBeNull();
  });
});
