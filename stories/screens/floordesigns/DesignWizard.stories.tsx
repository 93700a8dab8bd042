import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AddFloorDesignModal } from '../../../src/client/screens/floordesigns/AddFloorDesignModal';
import { emptyWizard, type WizardValues } from '../../../src/client/screens/floordesigns/wizardForm';
import { page, signedIn } from '../support';
import { floorDesignApi } from './floorDesignFixtures';

function filled(lengths: [string, string, string, string]): WizardValues {
  const values = emptyWizard();
  values.name = 'Lakeside Cabin';
  (['south', 'north', 'west', 'east'] as const).forEach((face, i) => {
    values.faces[face].length = lengths[i] ?? '';
  });
  values.faces.south.broken = true;
  values.faces.north.segments = '2';
  return values;
}

function Wizard({ values, showErrors }: { values?: WizardValues; showErrors?: boolean }) {
  return (
    <AddFloorDesignModal
      open
      onClose={() => undefined}
      {...(values ? { initialValues: values } : {})}
      initialShowErrors={showErrors ?? false}
    />
  );
}

const meta = {
  title: 'Screens/Floor designs/Design wizard',
  component: Wizard,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/floordesigns',
    routePath: '/dashboard/floordesigns',
    initStore: signedIn(),
    msw: { handlers: [floorDesignApi.create()] },
  },
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('dialog', { name: 'Add Floor Design' })).toBeVisible();
    await expect(body.getByText('Enter the four faces to see the outline.')).toBeVisible();
    await expect(body.getByLabelText('South (front) length')).toHaveAttribute('step', '0.1');
  },
};

/** Submitting an empty form names what is missing. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Create Design' }));
    await expect(body.getByText('Name is required.')).toBeVisible();
    await expect(body.getAllByText('Enter a length.')).toHaveLength(4);
  },
};

/** A valid outline shows its preview (front face broken into wall, opening, wall). */
export const FilledWithPreview: Story = {
  args: { values: filled(['24', '24', '18', '18']) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('img', { name: 'Outline preview' })).toBeVisible();
    await expect(body.getByLabelText('South (front) broken-wall segments')).toHaveValue(3);
  },
};

/** Lengths that cannot close an outline: the core's message, before any submit. */
export const ValidationError: Story = {
  args: { values: filled(['60', '10', '10', '10']) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(
      await body.findByText(
        'These four lengths cannot close an outline: one face is as long as the other three together.',
      ),
    ).toBeVisible();
    await userEvent.clear(body.getByLabelText('South (front) broken-wall segments'));
    await userEvent.type(body.getByLabelText('South (front) broken-wall segments'), '4');
    await expect(await body.findByText('Enter an odd number: 1, 3, 5, …')).toBeVisible();
  },
};

/**
 * The form checks the 0.1 step itself (it is noValidate): 12.35 is refused next to its field with the two
 * nearest lengths, and a face of 0 says why, while Create Design sends nothing.
 */
export const StepAndZero: Story = {
  args: { values: filled(['12.35', '0', '10', '10']) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(
      await body.findByText('Use steps of 0.1: the nearest lengths are 12.3 and 12.4.'),
    ).toBeVisible();
    await expect(body.getByText('Every face needs a length above 0 to close the outline.')).toBeVisible();
    await expect(body.getByLabelText('South (front) length')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(body.getByRole('button', { name: 'Create Design' }));
    await expect(body.queryByTestId('navigated-away')).toBeNull();
  },
};

/** Creating navigates to the new design's editor. */
export const CreatesAndNavigates: Story = {
  args: { values: filled(['24', '24', '18', '18']) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Create Design' }));
    await waitFor(() =>
      expect(body.getByTestId('navigated-away')).toHaveTextContent(
        'Navigated to /dashboard/floordesigns/42/',
      ),
    );
  },
};
