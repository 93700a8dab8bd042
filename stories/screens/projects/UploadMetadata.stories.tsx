import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UploadMetadata } from '../../../src/client/screens/projects/metadata/UploadMetadata';
import { metadataUploads } from './metadataFixtures';

const meta = {
  title: 'Screens/Projects/Upload metadata',
  component: UploadMetadata,
  args: { file: metadataUploads.dxf },
} satisfies Meta<typeof UploadMetadata>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableRows = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('table', { name })).getAllByRole('row').slice(1);

/** A DXF: units, layers with their states, entity counts, rooms with areas, texts and the warnings. */
export const Dxf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Millimetres ($INSUNITS 4)')).toBeVisible();
    await expect(canvas.getByText('14,200 × 9,600 mm')).toBeVisible();
    const wall = within(tableRows(canvasElement, 'Layers')[1] as HTMLElement);
    await expect(wall.getByText('A-WALL')).toBeVisible();
    await expect(wall.getByText('Locked')).toBeVisible();
    const furniture = within(tableRows(canvasElement, 'Layers')[3] as HTMLElement);
    await expect(furniture.getByText('Frozen')).toBeVisible();
    await expect(within(tableRows(canvasElement, 'Layers')[4] as HTMLElement).getByText('Off')).toBeVisible();
    const firstType = within(tableRows(canvasElement, 'Entity counts')[0] as HTMLElement);
    await expect(firstType.getByText('LINE')).toBeVisible();
    await expect(firstType.getByText('131')).toBeVisible();
    const living = within(tableRows(canvasElement, 'Rooms')[0] as HTMLElement);
    await expect(living.getByText('38.4 m² (413.3 sq ft)')).toBeVisible();
    await expect(
      within(tableRows(canvasElement, 'Rooms')[4] as HTMLElement).getByText('Room 5'),
    ).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Texts' })).getByText('KITCHEN')).toBeVisible();
    await expect(canvas.getByText('2 warnings')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download the generated DXF' })).toHaveAttribute(
      'href',
      '/files/generated/51/ground-floor.dxf',
    );
  },
};

/** A PDF (corpus P05's figures): pages with sheet size in points and inches, sheet number and title. */
export const Pdf: Story = {
  args: { file: metadataUploads.pdf },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(tableRows(canvasElement, 'Pages')[0] as HTMLElement);
    await expect(page.getByText('43,756 × 49,081 pt (607.7 × 681.7 in)')).toBeVisible();
    await expect(page.getByText('A-101 · House plan')).toBeVisible();
    await expect(canvas.getByText('FreeCAD')).toBeVisible();
    await expect(canvas.getByText('1 warning')).toBeVisible();
  },
};

export const Image: Story = {
  args: { file: metadataUploads.image },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2,400 × 1,600 px')).toBeVisible();
  },
};

/** Each state says what it is: never an empty record. */
export const Running: Story = {
  args: { file: metadataUploads.running },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Metadata is being generated/)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { file: metadataUploads.failed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Metadata generation failed')).toBeVisible();
    await expect(canvas.getByText('Not a DXF file: missing SECTION header')).toBeVisible();
  },
};

export const NotGenerated: Story = {
  args: { file: metadataUploads.notGenerated },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No metadata yet/)).toBeVisible();
  },
};
