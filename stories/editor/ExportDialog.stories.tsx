import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExportDialog } from '../../src/client/editor/ui/ExportDialog';

/** A 40' × 30' house in world units (96 per inch). */
const HOUSE = { minX: 0, minY: 0, maxX: 40 * 12 * 96, maxY: 30 * 12 * 96 };

const meta = {
  title: 'Editor/ExportDialog',
  component: ExportDialog,
  args: {
    open: true,
    onClose: fn(),
    pageName: 'Ground floor',
    pagePosition: 1,
    pageBounds: HOUSE,
    largestPageBounds: HOUSE,
    pageCount: 2,
    unit: 'feet',
    onExport: fn(async () => undefined),
  },
} satisfies Meta<typeof ExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));

/** PDF by default: sheet, orientation and scale are offered; the choice reaches onExport. */
export const PdfSheet: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: /PDF sheet/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Scale' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: `1/4" = 1'-0"` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save and download' }));
    await waitFor(() =>
      expect(args.onExport).toHaveBeenCalledWith(
        expect.objectContaining({
          format: 'pdf',
          scale: '1/4in',
          sheet: 'ARCH-D',
          saveFirst: true,
          sheetNumber: 'A-101',
          sheetTitle: 'Ground floor Plan',
        }),
      ),
    );
  },
};

/**
 * The sheet's number and title start as the set would number and title the page; the user's own reach onExport,
 * and a number a drawing set could not print is refused before anything is sent.
 */
export const SheetNumberAndTitle: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const number = dialog.getByRole('textbox', { name: 'Sheet number' });
    const title = dialog.getByRole('textbox', { name: 'Sheet title' });
    await expect(number).toHaveValue('A-101');
    await expect(title).toHaveValue('Ground floor Plan');
    await userEvent.clear(number);
    await userEvent.type(number, 'A 1/2');
    await expect(dialog.getByRole('button', { name: 'Save and download' })).toBeDisabled();
    await userEvent.clear(number);
    await userEvent.type(number, 'A-201');
    await userEvent.clear(title);
    await userEvent.type(title, 'First Floor Plan');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Room sizes in the room tags' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save and download' }));
    await waitFor(() =>
      expect(args.onExport).toHaveBeenCalledWith(
        expect.objectContaining({
          sheetNumber: 'A-201',
          sheetTitle: 'First Floor Plan',
          roomDimensions: true,
        }),
      ),
    );
  },
};

/** On a small sheet the scales at which the house does not fit are marked and cannot be picked. */
export const ScalesTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Sheet' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: /ARCH A/ }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Scale' }));
    const tooLarge = await body.findByRole('option', { name: /1\/2" = 1'-0" \(too large for the sheet\)/ });
    await expect(tooLarge).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** PNG asks for a resolution and refuses one out of range. */
export const PngResolution: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: /PNG/ }));
    const dpi = dialog.getByRole('textbox', { name: 'Resolution (DPI)' });
    await userEvent.clear(dpi);
    await userEvent.type(dpi, '5000');
    await expect(dialog.getByText('Enter a whole number from 36 to 600.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Save and download' })).toBeDisabled();
  },
};

/** A refused export keeps the dialog open with the server's reason. */
export const Refused: Story = {
  args: {
    onExport: fn(async () => {
      throw new Error('At 1:20 the drawing is 24 × 18 in, larger than the sheet. Choose a larger sheet.');
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: /DXF/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Save changes first' }));
    await expect(
      dialog.getByText('The export uses the last saved version of the design.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Download' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Choose a larger sheet.');
  },
};
