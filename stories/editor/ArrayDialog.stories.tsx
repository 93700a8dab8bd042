import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARRAY_TEXT, ArrayDialog } from '../../src/client/editor/ui/ArrayDialog';
import { inchesToPx } from '../../src/core/units';

// Issue 13 item 5: the Array dialog (A, or the canvas's context menu) over the selection.

const ft = (feet: number) => inchesToPx(feet * 12);

const meta = {
  title: 'Editor/ArrayDialog',
  component: ArrayDialog,
  args: {
    open: true,
    unit: 'feet',
    pickedCenter: null,
    defaultSpacing: { row: ft(8), column: ft(12) },
    onPickCenter: fn(),
    onSubmit: fn(() => null),
    onCancel: fn(),
  },
} satisfies Meta<typeof ArrayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows and columns with their spacings typed as lengths: 3 × 2 at 10' by 14'6". */
export const Rectangular: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Array' }),
    );
    await userEvent.clear(dialog.getByRole('textbox', { name: ARRAY_TEXT.rows }));
    await userEvent.type(dialog.getByRole('textbox', { name: ARRAY_TEXT.rows }), '3');
    await userEvent.clear(dialog.getByRole('textbox', { name: ARRAY_TEXT.columns }));
    await userEvent.type(dialog.getByRole('textbox', { name: ARRAY_TEXT.columns }), '2');
    await userEvent.clear(dialog.getByRole('textbox', { name: ARRAY_TEXT.rowSpacing }));
    await userEvent.type(dialog.getByRole('textbox', { name: ARRAY_TEXT.rowSpacing }), `10'`);
    await userEvent.clear(dialog.getByRole('textbox', { name: ARRAY_TEXT.columnSpacing }));
    await userEvent.type(dialog.getByRole('textbox', { name: ARRAY_TEXT.columnSpacing }), `14'6"`);
    await userEvent.click(dialog.getByRole('button', { name: ARRAY_TEXT.apply }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'rectangular',
      rows: 3,
      columns: 2,
      rowSpacing: ft(10),
      columnSpacing: ft(14.5),
    });
  },
};

/** Polar: six items over a full turn about a centre picked on the drawing, shown as #x,y. */
export const PolarWithPickedCentre: Story = {
  args: { initialKind: 'polar', pickedCenter: { x: ft(20), y: -ft(10) } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Array' }),
    );
    await expect(dialog.getByRole('textbox', { name: ARRAY_TEXT.center })).toHaveValue(`#20' 0",10' 0"`);
    await userEvent.click(dialog.getByRole('button', { name: ARRAY_TEXT.apply }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'polar',
      count: 6,
      fillAngle: 360,
      center: { x: ft(20), y: -ft(10) },
      rotateItems: true,
    });
  },
};

/** A refusal (no centre yet, or the core's limit) is said in the dialog, which stays open. */
export const Refused: Story = {
  args: { initialKind: 'polar' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Array' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: ARRAY_TEXT.apply }));
    await expect(dialog.getByText(ARRAY_TEXT.noCenter)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
