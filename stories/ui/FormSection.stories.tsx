import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormSection } from '../../src/client/ui/FormSection';
import { Grid, TextField } from '../../src/client/ui/primitives';

const meta = {
  title: 'Design system/FormSection',
  component: FormSection,
  args: {
    title: 'Project Site Info',
    children: (
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Project Address" fullWidth defaultValue="12 Harbour Road" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="APN" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Lot Area" fullWidth type="number" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Living Space" fullWidth type="number" />
        </Grid>
      </Grid>
    ),
  },
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Project Site Info' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Project Address' })).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Project Site Info' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Project Address' })).toBeNull();
  },
};

/** The header toggles the fields, and a value typed before collapsing is still there after reopening. */
export const Toggles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('button', { name: 'Project Site Info' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'APN' }), '123-456');
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'APN' })).toBeNull());
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: 'APN' })).toHaveValue('123-456');
  },
};
