import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LayoutsPanel } from '../../../src/client/screens/projects/LayoutsPanel';
import { SCORE_KEYS } from '../../../src/client/ui/layoutVariants';
import type { GenerateLayoutsBody } from '../../../src/contract/layouts';
import { closeToast, page, signedIn } from '../support';
import {
  ADOPTED_DESIGN_ID,
  briefProject,
  briefVariants,
  jobAnswers,
  jobsPath,
  LAYOUT_JOB_ID,
  layoutsApi,
} from './layoutFixtures';

/**
 * The Layouts panel of the project detail (issue 11 item 5) on the published IRC brief (2,200 sf, 4 bed /
 * 2.5 bath, 2-car garage): plans, scores and code checks come from the real generator with a fixed seed.
 */
const meta = {
  title: 'Screens/Projects/Layouts',
  component: LayoutsPanel,
  args: { project: briefProject },
  parameters: {
    route: `/dashboard/projects/${briefProject.id}`,
    routePath: '/dashboard/projects/:projectId',
    initStore: signedIn(),
    msw: { handlers: [layoutsApi.generate(), layoutsApi.done(), layoutsApi.preview(), layoutsApi.adopt()] },
  },
} satisfies Meta<typeof LayoutsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Generating six plans takes the browser about a second, longer on a busy machine. */
const GENERATED = { timeout: 15_000 };

const generate = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate layouts' }));
};

/** The variant cards in the order shown, by title. */
const cardTitles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-labelledby'))
    .map((id) => (id ? canvasElement.ownerDocument.getElementById(id)?.textContent : null));

const generated = async (canvasElement: HTMLElement) => {
  await generate(canvasElement);
  await within(canvasElement).findAllByRole('article', {}, GENERATED);
  return within(canvasElement);
};

const card = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('article', { name: title }));

/** Before anything is asked: the button and what the generator will be given. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Generate layouts' })).toBeEnabled();
    await expect(
      canvas.getByText(
        "Six code-checked plans from 2,200 sq ft, 4 bedrooms, 2.5 bathrooms, a 2-car garage on the project's 6,500 sf lot.",
      ),
    ).toBeVisible();
  },
};

/** A program without square footage or bedrooms cannot be generated: the button says what to add. */
export const MissingProgram: Story = {
  args: { project: { ...briefProject, square_footage: null, num_bedrooms: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Generate layouts' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Add square footage and bedrooms to generate layouts.');
    await expect(canvas.getByText('Add square footage and bedrooms to generate layouts.')).toBeVisible();
  },
};

/** While the job runs: the phase on a progress bar, and no second generation. */
export const Loading: Story = {
  parameters: { msw: { handlers: [layoutsApi.generate(), layoutsApi.running()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await generate(canvasElement);
    const progress = await canvas.findByRole('progressbar', { name: 'Generating layouts' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', 'Generating (step 2 of 2)'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Generating layouts: generating…');
    await expect(canvas.getByRole('button', { name: 'Generate layouts' })).toBeDisabled();
  },
};

/** Six variants, best total first, each with its drawing, every score and every code check passed. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await generated(canvasElement);
    await expect(cardTitles(canvasElement)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Variant ${n}`));
    for (const article of canvas.getAllByRole('article')) {
      const one = within(article);
      const checks = briefVariants()[0]?.gates.length ?? 0;
      await expect(checks).toBeGreaterThan(8);
      await expect(one.getAllByRole('img', { name: 'Passed' })).toHaveLength(checks);
      await expect(one.getByText(`${checks} of ${checks} checks passed`)).toBeVisible();
      await expect(one.getAllByRole('progressbar')).toHaveLength(SCORE_KEYS.length);
      await expect(one.getByRole('button', { name: 'Use this layout' })).toBeEnabled();
    }
    const first = card(canvasElement, 'Variant 1');
    const drawing = first.getByRole('img', { name: /^Plan of Variant 1\. / });
    await expect(drawing).toHaveAttribute(
      'src',
      `/api/dashboard/projects/${briefProject.id}/layouts/jobs/${LAYOUT_JOB_ID}/variants/0/preview.svg`,
    );
    // The drawing's text alternative names the rooms with their areas, as the drawing labels them.
    await expect(drawing.getAttribute('alt')).toMatch(/Kitchen \d+ sf, .*Bedroom 2 \d+ sf/);
    // The key and the parti in words (the generator's best plan for the brief).
    const top = briefVariants()[0]?.plan;
    await expect(
      first.getByText(`Template ${top?.template ?? ''}: Bedroom wing off the great room`),
    ).toBeVisible();
    await waitFor(() => expect((drawing as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** Sorting by a part score reorders the cards; ties keep the best total first. */
export const SortByScore: Story = {
  parameters: { msw: { handlers: [layoutsApi.generate(), layoutsApi.doneSpread(), layoutsApi.preview()] } },
  play: async ({ canvasElement }) => {
    const canvas = await generated(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'Adjacency');
    // Variant 5 realises fewer requested adjacencies than the rest, so it drops to the end.
    await expect(cardTitles(canvasElement)).toEqual([1, 2, 3, 4, 6, 5].map((n) => `Variant ${n}`));
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'Aspect');
    await expect(cardTitles(canvasElement).at(-1)).toBe('Variant 6');
  },
};

/** A minimum total hides the variants below it and says how many are hidden. */
export const FilterByTotal: Story = {
  parameters: { msw: { handlers: [layoutsApi.generate(), layoutsApi.doneSpread(), layoutsApi.preview()] } },
  play: async ({ canvasElement }) => {
    const canvas = await generated(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Minimum total'), '80 or more');
    await expect(cardTitles(canvasElement)).toEqual([1, 2, 3, 4].map((n) => `Variant ${n}`));
    await expect(canvas.getByText('2 of 6 variants hidden by the minimum total.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Minimum total'), 'Any');
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};

/** Up to four picked variants side by side, every score in one row with the best marked. */
export const Compare: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await generated(canvasElement);
    const compare = () => canvas.getByRole('button', { name: /^Compare \(\d\)$/ });
    await expect(compare()).toBeDisabled();
    for (const n of [1, 3, 5, 6])
      await userEvent.click(card(canvasElement, `Variant ${n}`).getByLabelText('Compare'));
    // Four is the most: the other cards cannot be picked.
    await expect(card(canvasElement, 'Variant 2').getByLabelText('Compare')).toBeDisabled();
    await userEvent.click(card(canvasElement, 'Variant 6').getByLabelText('Compare'));
    await expect(card(canvasElement, 'Variant 2').getByLabelText('Compare')).toBeEnabled();
    await userEvent.click(compare());

    const table = within(canvas.getByRole('table', { name: 'Compare layouts' }));
    const headers = table.getAllByRole('columnheader').map((th) => th.querySelector('span')?.textContent);
    await expect(headers).toEqual(['Variant 1', 'Variant 3', 'Variant 5']);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    const total = within(table.getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement);
    // Variant 1 has the best total of the three (a variant that ties it is marked too).
    const best = Math.round(briefVariants()[0]?.scores.total ?? 0);
    await expect(total.getAllByText(`${best} · best`)[0]).toBeVisible();
    await expect(table.getAllByRole('button', { name: 'Use this layout' })).toHaveLength(3);
  },
};

/** "Use this layout" creates the floor design, says so, and opens it in the editor. */
export const UseThisLayout: Story = {
  play: async ({ canvasElement }) => {
    await generated(canvasElement);
    await userEvent.click(card(canvasElement, 'Variant 2').getByRole('button', { name: 'Use this layout' }));
    await expect(await page(canvasElement).findByText('Floor design created.')).toBeVisible();
    await expect(
      await within(canvasElement).findByText(`Navigated to /dashboard/floordesigns/${ADOPTED_DESIGN_ID}/`),
    ).toBeVisible();
    await closeToast(canvasElement, 'Floor design created.');
  },
};

/** A refused adoption says why, and every card can be adopted again. */
export const AdoptRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        layoutsApi.generate(),
        layoutsApi.done(),
        layoutsApi.preview(),
        http.post('/api/dashboard/projects/:id/layouts/:variantId/adopt/', () =>
          HttpResponse.json({ error: 'Layout variant not found.' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await generated(canvasElement);
    await userEvent.click(card(canvasElement, 'Variant 1').getByRole('button', { name: 'Use this layout' }));
    await expect(await page(canvasElement).findByText('Layout variant not found.')).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: 'Use this layout' }))
      await expect(button).toBeEnabled();
    await expect(canvas.queryByText(/^Navigated to/)).toBeNull();
    await closeToast(canvasElement, 'Layout variant not found.');
  },
};

/** While one variant is being adopted, no other can be: every "Use this layout" waits. */
export const Adopting: Story = {
  parameters: {
    msw: {
      handlers: [layoutsApi.generate(), layoutsApi.done(), layoutsApi.preview(), layoutsApi.adoptPending()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await generated(canvasElement);
    await userEvent.click(card(canvasElement, 'Variant 1').getByRole('button', { name: 'Use this layout' }));
    for (const button of canvas.getAllByRole('button', { name: 'Use this layout' }))
      await expect(button).toBeDisabled();
  },
};

// The bodies the lot story's fake server received, reset before each run.
const lotBodies: GenerateLayoutsBody[] = [];

/**
 * "Lot and footprint": an L-shaped lot typed as its corners with 5 ft setbacks goes with the request, and the
 * program line says the plans are for it; a wrong field says so and holds the button.
 */
export const LotAndFootprint: Story = {
  beforeEach: () => {
    lotBodies.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        layoutsApi.generate((body) => lotBodies.push(body)),
        layoutsApi.done(),
        layoutsApi.preview(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lot and footprint' }));
    const fields = within(await canvas.findByRole('group', { name: 'Lot and footprint' }));
    await userEvent.click(fields.getByRole('radio', { name: 'Outline' }));
    const corners = fields.getByLabelText(/^Lot corners/);
    await userEvent.type(corners, '0,0 70,0');
    await expect(fields.getByText('Give at least 3 corners as x,y pairs in feet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate layouts' })).toBeDisabled();
    await userEvent.type(corners, ' 70,40 45,40 45,60 0,60');
    for (const label of ['Front setback', 'Side setbacks', 'Rear setback'])
      await userEvent.type(fields.getByLabelText(label), '5');
    await expect(canvas.getByText(/on the lot outline given\.$/)).toBeVisible();
    await generate(canvasElement);
    await waitFor(() =>
      expect(lotBodies.at(-1)?.lot).toEqual({
        polygon_ft: [
          [0, 0],
          [70, 0],
          [70, 40],
          [45, 40],
          [45, 60],
          [0, 60],
        ],
        setbacks_ft: { front: 5, side: 5, rear: 5 },
      }),
    );
    await expect(await canvas.findAllByRole('article', {}, GENERATED)).toHaveLength(6);
  },
};

// The bodies the infeasible stories' fake server received, reset before each run.
const infeasibleBodies: GenerateLayoutsBody[] = [];

const infeasibleStory: Story = {
  beforeEach: () => {
    infeasibleBodies.length = 0;
  },
  args: { project: { ...briefProject, square_footage: 600 } },
  parameters: {
    msw: {
      handlers: [
        layoutsApi.generate((body) => infeasibleBodies.push(body)),
        // The first job is infeasible; the one at the suggested area succeeds.
        http.get(jobsPath, () => (infeasibleBodies.length > 1 ? jobAnswers.done() : jobAnswers.infeasible())),
        layoutsApi.preview(),
      ],
    },
  },
};

const infeasibleShown = async (canvasElement: HTMLElement) => {
  await generate(canvasElement);
  return within(canvasElement).findByRole('alert', {}, GENERATED);
};

/** Too little area: the generator's reason and the smallest area that works, offered as a button. */
export const Infeasible: Story = {
  ...infeasibleStory,
  play: async ({ canvasElement }) => {
    const alert = await infeasibleShown(canvasElement);
    await expect(alert).toHaveTextContent('No layout meets this program');
    await expect(alert).toHaveTextContent('it needs at least 950 sf');
    await expect(within(alert).getByRole('button', { name: 'Generate at 950 sq ft' })).toBeEnabled();
  },
};

/** "Generate at 950 sq ft" generates again with that area as an override, and the variants come. */
export const GenerateAtSuggestedArea: Story = {
  ...infeasibleStory,
  // Ends on the same picture as Ready.
  parameters: { ...infeasibleStory.parameters, visual: false },
  play: async ({ canvasElement }) => {
    const alert = await infeasibleShown(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: 'Generate at 950 sq ft' }));
    await waitFor(() => expect(infeasibleBodies.at(-1)).toEqual({ overrides: { square_footage: 950 } }));
    await expect(await within(canvasElement).findAllByRole('article', {}, GENERATED)).toHaveLength(6);
  },
};

let failedOnce = false;

const failedStory: Story = {
  beforeEach: () => {
    failedOnce = false;
  },
  parameters: {
    msw: {
      handlers: [
        layoutsApi.generate(),
        http.get(jobsPath, () => {
          if (failedOnce) return jobAnswers.done();
          failedOnce = true;
          return jobAnswers.failed('The layout generator ran over its time limit.');
        }),
        layoutsApi.preview(),
      ],
    },
  },
};

/** A failed job shows its error with Retry. */
export const Failed: Story = {
  ...failedStory,
  play: async ({ canvasElement }) => {
    await generate(canvasElement);
    const alert = await within(canvasElement).findByRole('alert', {}, GENERATED);
    await expect(alert).toHaveTextContent('The layout generator ran over its time limit.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Retry runs the generation again. */
export const RetryAfterFailure: Story = {
  ...failedStory,
  // Ends on the same picture as Ready.
  parameters: { ...failedStory.parameters, visual: false },
  play: async ({ canvasElement }) => {
    await generate(canvasElement);
    const alert = await within(canvasElement).findByRole('alert', {}, GENERATED);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await within(canvasElement).findAllByRole('article', {}, GENERATED)).toHaveLength(6);
  },
};

/** The request itself fails (here: too many generations waiting): the server's message, with Retry. */
export const RequestRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        layoutsApi.generateFails(
          'You already have 3 layout generations waiting; try again when one has finished.',
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await generate(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('You already have 3 layout generations waiting');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Generate layouts' })).toBeEnabled();
  },
};
