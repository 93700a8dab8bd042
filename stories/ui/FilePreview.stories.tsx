import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilePreview } from '../../src/client/ui/FilePreview/FilePreview';

// Sample files are made here and served by MSW, so the stories need no fixtures on disk.

/** A 120×80 PNG: a small floor plan (walls, a red fixture) on a grid. */
const PLAN_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAIAAABd+SbeAAACQUlEQVR4Ae3BsW0kZwyA0c/EVMCQESsQNlUdakXR1aDMRVykOpQOFDg0GBGOWMNFAmRgZ7D+reNBOr73x19//8P4+TbATVkSWW7KkshyU5ZElpuyJLLclCWR5aYsEUYLYbQQRgthtBBGC2G0EEYLYbTYOHX/8Mi42cvzEweE0WLjBi/PT1wTWW7KkshyU5bcPzy+PD+xJLLclCWR5aZcc//wyClhtBBGC2G0EEYLYbQQRgthtNiAyOJUZHEgslgVWayKLFZFFqsii2ORxYENcFNOuSnXRJabsiSy3JRVbsqSyHJTlkSWm3LMTTkgjBbCaCGMFhtf3X654992/oPL/spH2PgNXPZX3kSWm3Kb/XLHBxFGC2G0EEYLYbQQRgthtBBGC2G0EEYLYbQQRgthtBBGiw2ILE5FFgcii1WRxarI4maRxTuRxc0ii3cii2ORxYENcFNOuSnXRJabsiSy3JRVbsptdnBT3kSWm3KbHdyUN5HlphxzUw4Io4UwWgijxcZvYL/c8c7OL7Dx1V32V96JLDelnTBaCKOFMFoIo4XwCX3/8xufjTBaCKOFMFoIo4UwWgijhTBaCKPFBkQWpyKLA5HFqshiVWSxKrJYFVkciywObICbcspNuSay3JQlkeWmLIksN2VJZLkpSyLLTTnmphwQRgthtBBGC2G0EEYLYbQQRouNG9w/PDL+H2G02Dj18vzEschyU5ZElpuyJLLclCWR5aYsiSw3ZYkwWgijhTBaCKOFMFoIo4UwWgijxQ8l2L6+JiaiTQAAAABJRU5ErkJggg==';

const planPng = () => Uint8Array.from(atob(PLAN_PNG_BASE64), (char) => char.charCodeAt(0));

const rooms = {
  project: '12 Elm St',
  rooms: [
    { name: 'Kitchen', area_sqft: 142.5, walls: 4 },
    { name: 'Bedroom 1', area_sqft: 180, walls: 4 },
  ],
  detected_scale: '1/4" = 1\'-0"',
};

/**
 * A minimal valid PDF (ASCII only, so string offsets are byte offsets) with one page per content stream, each
 * `size` points wide and high.
 */
function buildPdf(pageStreams: string[], size = { width: 400, height: 300 }): string {
  const objects: string[] = ['', '<< /Type /Catalog /Pages 2 0 R >>', ''];
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const pageIds: number[] = [];
  for (const stream of pageStreams) {
    const pageId = objects.length;
    pageIds.push(pageId);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size.width} ${size.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets.push(pdf.length);
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

const planPdf = buildPdf([
  '2 w 40 40 320 200 re S 200 40 m 200 240 l S 40 150 m 200 150 l S BT /F1 14 Tf 40 262 Td (Ground floor) Tj ET',
  '2 w 40 40 320 200 re S 1 0 0 RG 120 80 160 120 re S BT /F1 14 Tf 40 262 Td (Roof plan) Tj ET',
]);

/** A sheet the size of corpus file P04 (4455 × 3150 pt, about 62 × 44 in): the plan drawn ten times larger. */
const sheetPdf = buildPdf(
  [
    [
      '8 w 60 60 4335 3030 re S 3300 60 m 3300 600 l 4395 600 l S',
      'q 10 0 0 10 200 150 cm 2 w 40 40 320 200 re S 200 40 m 200 240 l S 40 150 m 200 150 l S Q',
      'BT /F1 120 Tf 3400 300 Td (PAVILION) Tj ET',
    ].join(' '),
  ],
  { width: 4455, height: 3150 },
);

/** Corpus file P05's page size: a 1:1 house plan of 43,756 × 49,081 pt (about 15 × 17 m). */
const hugeSheetPdf = buildPdf(
  [
    [
      '400 w 1000 1000 41756 47081 re S',
      'q 100 0 0 100 2000 4000 cm 2 w 40 40 320 200 re S 200 40 m 200 240 l S 40 150 m 200 150 l S Q',
      'BT /F1 3000 Tf 30000 2500 Td (A-101) Tj ET',
    ].join(' '),
  ],
  { width: 43_756, height: 49_081 },
);

const serve = (path: string, body: BodyInit, contentType: string) =>
  http.get(path, () => new HttpResponse(body, { headers: { 'Content-Type': contentType } }));

const handlers = {
  png: serve('/files/plan.png', planPng(), 'image/png'),
  json: serve('/files/rooms.json', JSON.stringify(rooms), 'application/json'),
  pdf: serve('/files/plan.pdf', planPdf, 'application/pdf'),
  sheet: serve('/files/sheet.pdf', sheetPdf, 'application/pdf'),
  hugeSheet: serve('/files/house.pdf', hugeSheetPdf, 'application/pdf'),
  missing: http.get('/files/missing.png', () => new HttpResponse(null, { status: 404 })),
  pending: http.get('/files/slow.json', async () => {
    await delay('infinite');
    return new HttpResponse(null);
  }),
};

const meta = {
  title: 'Design system/FilePreview',
  component: FilePreview,
  args: { open: true, onClose: fn(), url: '/files/plan.png', fileName: 'plan.png', contentType: 'image/png' },
  parameters: { msw: { handlers: Object.values(handlers) } },
} satisfies Meta<typeof FilePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

export const Image: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'plan.png');
    const level = dialog.getByLabelText('Zoom level');
    // The image opens fitted (it is small, so at 100%); the controls come alive once it has loaded.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeEnabled());
    await expect(level).toHaveTextContent('100%');
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom in' }));
    await expect(level).toHaveTextContent('110%');
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom out' }));
    await expect(level).toHaveTextContent('90%');
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'plan.png');
  },
};

export const Json: Story = {
  args: { url: '/files/rooms.json', fileName: 'rooms.json', contentType: 'application/json' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'rooms.json');
    const block = await dialog.findByLabelText('JSON content');
    await expect(block).toHaveTextContent('"name": "Kitchen"');
    await expect(block.textContent).toContain('{\n  "project": "12 Elm St",\n  "rooms": [\n    {');
  },
};

export const Pdf: Story = {
  args: { url: '/files/plan.pdf', fileName: 'plan.pdf', contentType: 'application/pdf' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'plan.pdf');
    await expect(await dialog.findByText('Page 1 of 2', {}, { timeout: 10_000 })).toBeVisible();
    // A page that fits opens at 100%: fitting never enlarges.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeEnabled());
    await expect(dialog.getByLabelText('Zoom level')).toHaveTextContent('100%');
    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await expect(dialog.getByText('Page 2 of 2')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom in' }));
    await expect(dialog.getByLabelText('Zoom level')).toHaveTextContent('110%');
  },
};

/** A large sheet opens fitted to the view (not at 100%, which would show only its blank top-left corner). */
export const LargePdfFitted: Story = {
  args: { url: '/files/sheet.pdf', fileName: 'sheet.pdf', contentType: 'application/pdf' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'sheet.pdf');
    await expect(await dialog.findByText('Page 1 of 1', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeEnabled());
    const level = dialog.getByLabelText('Zoom level');
    // The view is shown once the page is drawn.
    const view = await dialog.findByRole('region', { name: /PDF page/ });
    const canvas = dialog.getByLabelText('Page 1 of 1');
    // Fitted: the whole sheet is inside the view, so nothing scrolls.
    await expect(level).toHaveTextContent('10%');
    await expect(canvas.getBoundingClientRect().width).toBeLessThanOrEqual(view.clientWidth);
    await expect(view.scrollWidth).toBe(view.clientWidth);

    for (let click = 0; click < 3; click++) {
      await userEvent.click(dialog.getByRole('button', { name: 'Zoom in' }));
    }
    await expect(level).toHaveTextContent('40%');
    await waitFor(() => expect(view.scrollWidth).toBeGreaterThan(view.clientWidth));
    // Dragging the page to the left and up shows more of its right and lower parts.
    const box = view.getBoundingClientRect();
    const start = { x: box.left + 400, y: box.top + 300 };
    const before = { left: view.scrollLeft, top: view.scrollTop };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: view, coords: { clientX: start.x, clientY: start.y } },
      { target: view, coords: { clientX: start.x - 150, clientY: start.y - 80 } },
      { keys: '[/MouseLeft]', target: view, coords: { clientX: start.x - 150, clientY: start.y - 80 } },
    ]);
    await expect(view.scrollLeft - before.left).toBe(150);
    await expect(view.scrollTop - before.top).toBe(80);

    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await expect(level).toHaveTextContent('10%');
    await waitFor(() => expect(view.scrollWidth).toBe(view.clientWidth));
  },
};

/** A DXF with a mockup: the mockup is its preview, the download is the DXF. */
export const DrawingWithMockup: Story = {
  args: {
    url: '/files/plan.dxf',
    fileName: 'plan.dxf',
    contentType: 'image/vnd.dxf',
    rendering: { url: '/files/plan.png', caption: 'Mockup rendered from the drawing' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'plan.dxf');
    await expect(dialog.getByText('Mockup rendered from the drawing')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeEnabled());
    await expect(dialog.queryByText('Unsupported file type for preview.')).toBeNull();
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/files/plan.dxf');
  },
};

export const Unsupported: Story = {
  args: { url: '/files/plan.dxf', fileName: 'plan.dxf', contentType: 'image/vnd.dxf' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'plan.dxf');
    await expect(dialog.getByText('Unsupported file type for preview.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/files/plan.dxf');
  },
};

export const Loading: Story = {
  args: { url: '/files/slow.json', fileName: 'slow.json', contentType: 'application/json' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'slow.json');
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading file…');
  },
};

export const LoadError: Story = {
  args: { url: '/files/missing.png', fileName: 'missing.png', contentType: 'image/png' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'missing.png');
    await expect(await dialog.findByText('Unable to load file.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  },
};

export const PrintBlocked: Story = {
  args: { url: '/files/rooms.json', fileName: 'rooms.json', contentType: 'application/json' },
  // A popup blocker makes window.open return null; stand in for one for the length of the story.
  beforeEach: () => {
    const original = window.open;
    window.open = () => null;
    return () => {
      window.open = original;
    };
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'rooms.json');
    await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
    await expect(await dialog.findByText('Unable to open print window. Please allow popups.')).toBeVisible();
  },
};

/**
 * A sheet too large for the 10% minimum (P05's size) still opens whole: the fit goes below the buttons' minimum,
 * Zoom out stays off, and Zoom in goes to 10%.
 */
export const HugeSheetFitsWhole: Story = {
  args: { url: '/files/house.pdf', fileName: 'house.pdf', contentType: 'application/pdf' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'house.pdf');
    await expect(await dialog.findByText('Page 1 of 1', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeEnabled());
    const view = await dialog.findByRole('region', { name: /PDF page/ });
    const canvas = dialog.getByLabelText('Page 1 of 1');
    const level = dialog.getByLabelText('Zoom level');
    await expect(level).toHaveTextContent(/^\d\.\d%$/);
    const box = canvas.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(view.clientWidth);
    await expect(box.height).toBeLessThanOrEqual(view.clientHeight);
    await expect(view.scrollWidth).toBe(view.clientWidth);
    await expect(view.scrollHeight).toBe(view.clientHeight);
    await expect(dialog.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom in' }));
    await expect(level).toHaveTextContent('10%');
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await expect(level).toHaveTextContent(/^\d\.\d%$/);
  },
};

/** With a details tab (an upload's metadata): it can open first, and the preview loads when its tab is shown. */
export const WithDetailsTab: Story = {
  args: {
    url: '/files/plan.png',
    fileName: 'plan.png',
    contentType: 'image/png',
    details: { label: 'Metadata', content: <p>Units: millimetres</p> },
    initialView: 'details',
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'plan.png');
    await expect(dialog.getByText('Units: millimetres')).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Preview' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeEnabled());
    await expect(dialog.queryByText('Units: millimetres')).toBeNull();
  },
};
