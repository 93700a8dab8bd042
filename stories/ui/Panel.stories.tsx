import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailList } from '../../src/client/ui/DetailList';
import { Panel } from '../../src/client/ui/Panel';
import { Button } from '../../src/client/ui/primitives';

const meta = {
  title: 'Design system/Panel',
  component: Panel,
  args: {
    title: 'Overview',
    description: 'Created Mar 4, 2025',
    children: (
      <DetailList
        items={[
          { label: 'Project Type', value: 'Accessory Dwelling Unit' },
          { label: 'Status', value: 'In Review' },
          { label: 'Organization', value: '—' },
          { label: 'Budget', value: '$185,000' },
          { label: 'Project Description', value: 'Detached backyard ADU with a loft.', wide: true },
        ]}
      />
    ),
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled region with a description list: labels read as terms, values as their details. */
export const WithDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Overview' })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toContain('Budget');
    await expect(canvas.getByText('Accessory Dwelling Unit')).toBeVisible();
  },
};

export const WithToolbar: Story = {
  args: {
    title: 'Uploaded Files',
    description: 'Plans, sketches and data for this project.',
    actions: (
      <>
        <Button variant="outlined" disabled>
          Delete Selected
        </Button>
        <Button variant="contained">Upload File</Button>
      </>
    ),
    children: 'No files uploaded yet.',
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Uploaded Files' }));
    await expect(region.getByRole('button', { name: 'Upload File' })).toBeEnabled();
  },
};
