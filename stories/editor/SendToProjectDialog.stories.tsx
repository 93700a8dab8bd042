import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SendToProjectDialog } from '../../src/client/editor/ui/SendToProjectDialog';

const PROJECTS = [
  { id: 4, name: '12 Shore Road, Lakeville' },
  { id: 9, name: '3 Mill Lane, Ashford' },
];

const meta = {
  title: 'Editor/SendToProjectDialog',
  component: SendToProjectDialog,
  args: {
    open: true,
    onClose: fn(),
    pageName: 'Level 1',
    pagePosition: 1,
    pageCount: 2,
    projectId: null,
    loadProjects: fn(async () => PROJECTS),
    onSend: fn(async () => undefined),
  },
} satisfies Meta<typeof SendToProjectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));

/** A design without a project: the user picks one, as drawing pages of every page. */
export const ChooseProject: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Project' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '3 Mill Lane, Ashford' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'All pages (2)' }));
    // All pages: the first sheet's number (the next ones count on); each page keeps its own title.
    await expect(dialog.getByRole('textbox', { name: 'First sheet number' })).toHaveValue('A-101');
    await expect(dialog.queryByRole('textbox', { name: 'Sheet title' })).toBeNull();
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({
        projectId: 9,
        as: 'drawing_page',
        pages: 'all',
        saveFirst: true,
        sheetNumber: 'A-101',
        sheetTitle: 'Level 1 Floor Plan',
      }),
    );
  },
};

/** A design of a project goes there only: the project is shown and cannot be changed. */
export const DesignOfAProject: Story = {
  args: { projectId: 4 },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText('12 Shore Road, Lakeville')).toBeInTheDocument();
    await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dialog.getByRole('radio', { name: 'Proposed DXF revision' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith(expect.objectContaining({ projectId: 4, as: 'dxf_revision' })),
    );
  },
};

/** A refused send keeps the dialog open with the reason. */
export const Refused: Story = {
  args: {
    projectId: 4,
    onSend: fn(async () => {
      throw new Error('The design was not saved, so nothing was sent: save it and try again.');
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('nothing was sent');
  },
};
