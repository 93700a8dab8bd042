import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exportSvg } from '../../src/core/export/svg';
import { worldPoint } from '../../src/core/geometry/point';
import type { DrawingElement, WallElement } from '../../src/core/model/elements';
import { createElementFromDrag } from '../../src/core/model/factories';
import { DRAWING_VERSION } from '../../src/core/model/page';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { inchesToPx } from '../../src/core/units';

const ft = (feet: number) => inchesToPx(feet * 12);

function wall(id: string, x1: number, y1: number, x2: number, y2: number, inches = 6): DrawingElement {
  const made = createElementFromDrag(
    'wall',
    worldPoint(ft(x1), ft(y1)),
    worldPoint(ft(x2), ft(y2)),
    () => id,
  );
  if (made.kind !== 'created') throw new Error(made.warning);
  return finalizeElement({ ...(made.element as WallElement), thickness: inchesToPx(inches) });
}

/**
 * A plan with every junction: L corners (one of 10" and 6" walls), a T, an X and a 60° corner. The plan is the
 * SVG export, the same joined outlines the editor, DXF and PDF draw.
 */
const elements: DrawingElement[] = [
  wall('top', 0, 0, 24, 0, 10),
  wall('left', 0, 0, 0, 16, 10),
  wall('bottom', 0, 16, 24, 16),
  wall('right', 24, 0, 24, 16),
  wall('mid', 12, 0, 12, 20, 4),
  wall('cross', 4, 8, 20, 8),
  wall('slant', 24, 16, 24 + 6, 16 + 6 * Math.sqrt(3)),
];

function WallJoinsPlan() {
  const svg = exportSvg(
    { version: DRAWING_VERSION, id: 'p', name: 'Walls', elements, layers: [] },
    { unit: 'feet', dimensions: false },
  );
  return (
    <div
      role="img"
      aria-label="Joined walls"
      style={{ width: 640, padding: 16, background: '#fff' }}
      // The export's own markup: what a user downloads.
      dangerouslySetInnerHTML={{
        __html: svg.replace(/^<\?xml[^>]*>\s*/, '').replace(/width="[^"]*" height="[^"]*"/, 'width="600"'),
      }}
    />
  );
}

const meta = {
  title: 'Editor/WallJoins',
  component: WallJoinsPlan,
} satisfies Meta<typeof WallJoinsPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** L, T and X junctions joined: no face line runs through a junction, the poché reads as one mass. */
export const Plan: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Joined walls' });
    await expect(img.querySelectorAll('polygon[fill="#555"]').length).toBeGreaterThan(elements.length);
  },
};
