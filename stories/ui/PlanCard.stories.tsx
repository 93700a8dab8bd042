import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckList } from '../../src/client/ui/CheckList';
import { PlanCard } from '../../src/client/ui/PlanCard';
import { PlanDrawing } from '../../src/client/ui/PlanDrawing';
import { Box, Button } from '../../src/client/ui/primitives';
import { ScoreBar } from '../../src/client/ui/ScoreBar';
import { page } from '../screens/support';
import { planDrawingUrl } from '../screens/projects/layoutFixtures';

const checks = [
  { label: 'Rooms do not overlap', passed: true },
  { label: 'Every room reachable from the entry', passed: false, detail: 'Bedroom 3 has no door' },
  { label: 'Egress window in every bedroom', passed: true },
];

const meta = {
  title: 'Design system/Plan card',
  component: PlanCard,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 380 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'Variant 1',
    subtitle: 'Template Lfk0: Suite at the front, kitchen at the back, shallow depth',
    drawing: <PlanDrawing title="Variant 1" src={planDrawingUrl(0)} alt="Plan of Variant 1." />,
    children: (
      <>
        <ScoreBar label="Total" value={92} emphasis />
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <ScoreBar label="Adjacency" value={100} />
          <ScoreBar label="Room area" value={71} />
          <ScoreBar label="Privacy" value={45} />
        </Box>
        <CheckList title="Code checks of Variant 1" items={checks} dense />
      </>
    ),
    actions: <Button variant="contained">Use this layout</Button>,
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scores as meters with their values; checks with a mark each, a failed one with its reason. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('article', { name: 'Variant 1' }));
    await expect(card.getByRole('progressbar', { name: 'Privacy score' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(card.getByText('2 of 3 checks passed')).toBeVisible();
    const list = within(card.getByRole('list', { name: 'Code checks of Variant 1' }));
    await expect(list.getAllByRole('img', { name: 'Passed' })).toHaveLength(2);
    await expect(list.getByRole('img', { name: 'Failed' })).toBeVisible();
    await expect(list.getByText('Bedroom 3 has no door')).toBeVisible();
  },
};

/** Chosen (for comparison): outlined in the primary colour. */
export const Selected: Story = { args: { selected: true } };

/** A click on the drawing opens it large, where the room names and areas read comfortably. */
export const EnlargedDrawing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Enlarge the plan of Variant 1' }),
    );
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Plan of Variant 1' }));
    await expect(dialog.getByRole('img', { name: 'Plan of Variant 1.' })).toBeVisible();
  },
};
