import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  NOT_OPENABLE_HINT,
  OpenInEditorButton,
} from '../../../src/client/screens/projects/OpenInEditorButton';

const meta = {
  title: 'Screens/Projects/Open in editor button',
  component: OpenInEditorButton,
  args: {
    name: 'A05_plan.dxf',
    contentType: 'image/vnd.dxf',
    opening: false,
    busy: false,
    onOpen: fn(),
  },
} satisfies Meta<typeof OpenInEditorButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A DXF or PDF row: the action converts the drawing into a new floor design. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open A05_plan.dxf in the editor' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** While the server converts the drawing: a spinner, and the button waits. */
export const Opening: Story = {
  args: { opening: true, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Opening A05_plan.dxf in the editor' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
  },
};

/** Another row is being opened: one conversion at a time. */
export const OtherRowOpening: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Open A05_plan.dxf in the editor' }),
    ).toBeDisabled();
  },
};

/** A picture cannot become editable line work: the action is off and says why. */
export const NotADrawing: Story = {
  args: { name: 'site-photo.png', contentType: 'image/png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open site-photo.png in the editor' });
    await expect(button).toBeDisabled();
    await userEvent.hover(button.parentElement as HTMLElement);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(NOT_OPENABLE_HINT);
  },
};
