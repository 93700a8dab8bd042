import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { canvasReady, storyStore, useWorkspaceStore, WorkspaceFrame } from './workspaceFixture';
import {
  placeUnderlayInView,
  startCalibration,
  underlaysOf,
} from '../../src/client/editor/store/underlayActions';
import { CALIBRATION_TEXT, CalibrationDialog } from '../../src/client/editor/ui/CalibrationDialog';
import { UnderlayPanel, UnderlayUploadForm } from '../../src/client/editor/ui/UnderlayPanel';
import { worldPoint } from '../../src/core/geometry/point';
import { createPage } from '../../src/core/model/page';
import { placeUnderlay, type UnderlayAsset } from '../../src/core/model/underlay';
import { LENGTH_FORMAT_ERROR } from '../../src/core/units';

// Issue 12 item 4: page underlays, their panel and the calibration states.

/** A plan sheet drawn as SVG (what the server's PNG of a PDF page stands for): walls and one 10'-0" dimension. */
const SHEET_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="480" viewBox="0 0 720 480">
<rect width="720" height="480" fill="white"/><rect x="8" y="8" width="704" height="464" fill="none" stroke="black" stroke-width="2"/>
<path d="M120 120 H480 V360 H120 Z M300 120 V240" fill="none" stroke="black" stroke-width="6"/>
<path d="M120 90 H360 M120 80 V100 M360 80 V100" stroke="black" stroke-width="1.5"/>
<text x="240" y="84" font-size="14" text-anchor="middle" font-family="sans-serif">10'-0"</text></svg>`;
const SHEET_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SHEET_SVG)}`;

/** Placed at 96 per inch: the sheet is 7.5" × 5" and its 10'-0" dimension spans 2.5" (1/4" = 1'-0"). */
const SHEET: UnderlayAsset = {
  fileId: '1',
  kind: 'pdf',
  pageNumber: 1,
  name: 'Ground floor.pdf',
  width: 720,
  height: 480,
};

// The editor's test hook (window.__draftroomEditor) in this built Storybook: the plays wait for the underlay's
// image through it, so the screenshot never catches the sheet half loaded.
window.__DRAFTROOM_TEST__ = true;

type Stage = 'placed' | 'first-point' | 'second-point';

function Workspace({ stage }: { stage: Stage }) {
  const store = useWorkspaceStore(
    (s) => {
      s.loadPages([createPage('p1', 1)]);
      s.setViewport({ width: 1400, height: 800 });
      placeUnderlayInView(s, SHEET);
      const u = underlaysOf(s)[0];
      if (u && stage !== 'placed') {
        startCalibration(s, u.id);
        // The dimension's ends: 120 and 360 px across the sheet, 90 px down.
        const at = (x: number, y: number) => worldPoint(u.x + x, u.y + y);
        s.setCalibration({ underlayId: u.id, points: [at(120, 90)], pointer: at(300, 90) });
        if (stage === 'second-point')
          s.setCalibration({ underlayId: u.id, points: [at(120, 90), at(360, 90)], pointer: at(360, 90) });
      }
    },
    { underlayUrl: () => SHEET_URL },
  );
  return (
    <WorkspaceFrame
      store={store}
      designName="Traced plan"
      underlays={{ accept: '.pdf,.png,.jpg,.jpeg,.webp,.gif', upload: async () => SHEET }}
    />
  );
}

const meta = {
  title: 'Editor/Underlays',
  component: Workspace,
  parameters: { layout: 'fullscreen' },
  args: { stage: 'placed' },
} satisfies Meta<typeof Workspace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The canvas drawn, and the sheet's image too (it arrives after the first frame). */
async function sheetReady(canvasElement: HTMLElement): Promise<void> {
  await canvasReady(canvasElement);
  await waitFor(() => expect(window.__draftroomEditor?.view.underlays.loadedCount).toBe(1), {
    timeout: 15_000,
  });
}

/** A PDF sheet under the page, half faded, locked: the Underlays… button opens its panel. */
export const PlacedUnderlay: Story = {
  play: async ({ canvasElement }) => {
    await sheetReady(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Underlays…' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText('Ground floor.pdf — page 1')).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Locked' })).toBeChecked();
  },
};

/** First point picked: the hint asks for the second, a line follows the pointer. */
export const CalibrationFirstPoint: Story = {
  args: { stage: 'first-point' },
  play: async ({ canvasElement }) => {
    await sheetReady(canvasElement);
    await expect(await within(canvasElement).findByText(CALIBRATION_TEXT.hintSecond)).toBeVisible();
  },
};

/** Second point picked: the distance dialog; 10' scales the sheet so the picked span measures 10'-0". */
export const CalibrationSecondPoint: Story = {
  args: { stage: 'second-point' },
  play: async ({ canvasElement }) => {
    await sheetReady(canvasElement);
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const field = dialog.getByRole('textbox', { name: CALIBRATION_TEXT.field });
    await userEvent.type(field, "10'");
    await userEvent.click(dialog.getByRole('button', { name: CALIBRATION_TEXT.apply }));
    const store = storyStore();
    await waitFor(() => expect(store.getState().calibration).toBeNull());
    // 240 px across the sheet now measure 10'-0" = 11,520 world units: 48 times the paper size.
    await expect(underlaysOf(store)[0]?.width).toBeCloseTo(720 * 48, 6);
  },
};

const dialogMeta = { unit: 'feet' as const, measured: 240, onSubmit: fn(), onCancel: fn() };

/** The distance dialog refuses what is not a length, with the length parser's own message. */
export const DistanceInvalid: StoryObj<typeof CalibrationDialog> = {
  render: (args) => <CalibrationDialog {...args} />,
  args: { ...dialogMeta, open: true, initialText: 'ten feet' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText(LENGTH_FORMAT_ERROR)).toBeVisible();
    await expect(dialog.getByRole('button', { name: CALIBRATION_TEXT.apply })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid feet-inches distance reaches the caller in world units (10'6" = 126 in = 12,096). */
export const DistanceValid: StoryObj<typeof CalibrationDialog> = {
  render: (args) => <CalibrationDialog {...args} />,
  args: { ...dialogMeta, open: true, initialText: '10\'6"' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: CALIBRATION_TEXT.apply }));
    await expect(args.onSubmit).toHaveBeenCalledWith(126 * 96);
  },
};

const PHOTO: UnderlayAsset = { fileId: '2', kind: 'image', name: 'site photo.jpg', width: 720, height: 480 };
const listed = [
  placeUnderlay('u1', SHEET, { x: 0, y: 0 }),
  { ...placeUnderlay('u2', PHOTO, { x: 0, y: 0 }), locked: false, visible: false, opacity: 0.8 },
];

/** The panel: one row per underlay, top-most first, with opacity, visible, locked, calibrate and remove. */
export const Panel: StoryObj<typeof UnderlayPanel> = {
  render: (args) => (
    <div style={{ width: 520, padding: 16 }}>
      <UnderlayPanel {...args} />
    </div>
  ),
  args: { underlays: listed, onCalibrate: fn(), onDisplay: fn(), onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    const photo = within(panel.getByRole('listitem', { name: 'site photo.jpg' }));
    await userEvent.click(photo.getByRole('switch', { name: 'Visible' }));
    await expect(args.onDisplay).toHaveBeenCalledWith('u2', { visible: true });
    const sheet = within(panel.getByRole('listitem', { name: 'Ground floor.pdf — page 1' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Calibrate' }));
    await expect(args.onCalibrate).toHaveBeenCalledWith('u1');
  },
};

/** Adding a PDF asks for its page; a bad page number is flagged before anything is sent. */
export const UploadForm: StoryObj<typeof UnderlayUploadForm> = {
  render: (args) => (
    <div style={{ width: 520, padding: 16 }}>
      <UnderlayUploadForm {...args} />
    </div>
  ),
  args: { accept: '.pdf,.png', onUpload: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const file = new File(['%PDF-1.7'], 'plans.pdf', { type: 'application/pdf' });
    await userEvent.upload(form.getByLabelText('Underlay file'), file);
    const page = await form.findByRole('textbox', { name: 'PDF page' });
    await userEvent.clear(page);
    await userEvent.type(page, '0');
    await expect(form.getByText('Enter a page number (1 or more)')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Add underlay' })).toBeDisabled();
    await userEvent.clear(page);
    await userEvent.type(page, '2');
    await userEvent.click(form.getByRole('button', { name: 'Add underlay' }));
    await expect(args.onUpload).toHaveBeenCalledWith(file, 2);
  },
};
