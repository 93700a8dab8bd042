import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditorToolbar } from '../../src/client/editor/ui/EditorToolbar';

const meta = {
  title: 'Editor/EditorToolbar',
  component: EditorToolbar,
  parameters: { layout: 'fullscreen' },
  args: {
    designName: 'Maple Street ADU',
    unit: 'feet',
    onUnitChange: fn(),
    snapToAngle: true,
    onSnapToAngleChange: fn(),
    pages: [
      { id: 'p1', name: 'Page 1' },
      { id: 'p2', name: 'Page 2' },
    ],
    currentPageId: 'p1',
    onSelectPage: fn(),
    revisions: [
      { id: 2, version_number: 2, saved_at: '2025-03-04T15:20:00Z' },
      { id: 1, version_number: 1, saved_at: '2025-03-01T09:05:00Z' },
    ],
    selectedRevisionId: null,
    onSelectRevision: fn(),
    formatSavedAt: (s: string) => new Date(s).toISOString().slice(0, 16).replace('T', ' '),
    onAddPage: fn(),
    onManagePages: fn(),
    onLocateToolbar: fn(),
    onZoomIn: fn(),
    onZoomOut: fn(),
    onReset: fn(),
    onZoomToFit: fn(),
    onUndo: fn(),
    onRedo: fn(),
    canUndo: true,
    canRedo: false,
    onSave: fn(),
  },
} satisfies Meta<typeof EditorToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Maple Street ADU' })).toBeVisible();
    await expect(ui.getByRole('checkbox', { name: 'Snap to Angle (15°)' })).toBeChecked();
    await expect(ui.getByRole('combobox', { name: 'Revision' })).toHaveDisplayValue('Select Revision');
    await expect(ui.getByRole('button', { name: 'Redo' })).toBeDisabled();
    await userEvent.click(ui.getByRole('button', { name: 'Zoom In' }));
    await expect(args.onZoomIn).toHaveBeenCalledTimes(1);
    await userEvent.click(ui.getByRole('checkbox', { name: 'Snap to Angle (15°)' }));
    await expect(args.onSnapToAngleChange).toHaveBeenCalledWith(false);
  },
};

export const RevisionChosen: Story = {
  args: { selectedRevisionId: 2, unit: 'meters' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('combobox', { name: 'Revision' })).toHaveDisplayValue(
      'Rev 2 — 2025-03-04 15:20',
    );
    await expect(ui.getByRole('combobox', { name: 'Unit' })).toHaveDisplayValue('Meters');
  },
};

export const Saving: Story = {
  args: { saving: true, canUndo: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

/** Zoom to fit drawing sits next to Reset; Reset keeps the spec's 2000 × 2000 view. */
export const ZoomToFit: Story = {
  play: async ({ canvasElement, args }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Zoom to fit drawing' }));
    await expect(args.onZoomToFit).toHaveBeenCalledTimes(1);
    await expect(args.onReset).not.toHaveBeenCalled();
    await userEvent.click(ui.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/**
 * A narrow editor (900 px): the row never wraps; the groups that do not fit (Locate Toolbar, the page actions,
 * the snap checkbox, …) move into "More actions", where they keep the spec's names.
 */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const ui = within(canvasElement);
    const toolbar = ui.getByTestId('editor-toolbar');
    await waitFor(() => expect(ui.getByRole('button', { name: 'More actions' })).toBeVisible());
    await expect(toolbar.getBoundingClientRect().height).toBeLessThanOrEqual(40);
    await expect(ui.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Locate Toolbar' })).toBeNull();
    await userEvent.click(ui.getByRole('button', { name: 'More actions' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'More actions' });
    await expect(within(menu).getByText('Locate Toolbar')).toBeVisible();
    await expect(within(menu).getByText('Add Page')).toBeVisible();
    await userEvent.click(within(menu).getByText('Locate Toolbar'));
    await expect(args.onLocateToolbar).toHaveBeenCalledTimes(1);
  },
};
