// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PageSize, PdfFile } from '../../../src/client/ui/FilePreview/pdfDocument';
import { PdfPreview } from '../../../src/client/ui/FilePreview/PdfPreview';

// pdf.js needs a worker and a real canvas, neither of which happy-dom has: the module that wraps it is replaced
// by a document whose pages have known sizes, and whose drawing is recorded instead of done.
const pages: PageSize[] = [
  { width: 4455, height: 3150 }, // P04, the Barcelona Pavilion plan: 62 × 44 inches
  { width: 612, height: 792 }, // US Letter
];
const drawn: { pageNumber: number; zoom: number }[] = [];
const fakePdf: PdfFile = {
  pageCount: pages.length,
  pageSize: (pageNumber) => Promise.resolve(pages[pageNumber - 1] ?? { width: 0, height: 0 }),
  renderPage(pageNumber, _canvas, zoom) {
    drawn.push({ pageNumber, zoom });
    return { done: Promise.resolve(), cancel: () => undefined };
  },
};

vi.mock('../../../src/client/ui/FilePreview/pdfDocument', () => ({
  loadPdf: () => ({ promise: Promise.resolve(fakePdf), cancel: () => undefined }),
}));

afterEach(() => {
  cleanup();
  drawn.length = 0;
});

/** happy-dom does no layout: give the scrolling view the size it has in a 1280 × 800 window. */
function layOut(view: HTMLElement, scrolled: { width: number; height: number }) {
  const sizes = {
    clientWidth: 1432,
    clientHeight: 1032,
    scrollWidth: scrolled.width,
    scrollHeight: scrolled.height,
  };
  for (const [name, value] of Object.entries(sizes)) {
    Object.defineProperty(view, name, { configurable: true, get: () => value });
  }
}

async function openPdf(scrolled = { width: 1432, height: 1032 }) {
  render(<PdfPreview url="/files/P04.pdf" />);
  // Out of sight (but laid out, so the fit can measure it) until the page is drawn.
  const view = screen.getByLabelText('PDF page: drag to pan');
  layOut(view, scrolled);
  await screen.findByText('Page 1 of 2');
  const controls = within(document.body);
  await waitFor(() =>
    expect(controls.getByRole('button', { name: 'Zoom in' }).hasAttribute('disabled')).toBe(false),
  );
  return { view, level: controls.getByLabelText('Zoom level'), controls };
}

describe('PdfPreview', () => {
  it('opens a large sheet fitted to the view and Reset returns to the fit', async () => {
    const { level, controls } = await openPdf();
    // 1400 × 1000 px visible (the view less its margin): 4455 pt fits at 31%, rounded down to the 10% grid.
    expect(level.textContent).toBe('30%');
    expect(drawn).toEqual([{ pageNumber: 1, zoom: 0.3 }]);
    const canvas = controls.getByLabelText('Page 1 of 2');
    expect(canvas.style.width).toBe('1336px');
    expect(canvas.style.height).toBe('945px');

    fireEvent.click(controls.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(controls.getByRole('button', { name: 'Zoom in' }));
    expect(level.textContent).toBe('50%');
    fireEvent.click(controls.getByRole('button', { name: 'Reset' }));
    expect(level.textContent).toBe('30%');
  });

  it('keeps the chosen zoom on the next page, and Reset fits that page (a small one at 100%, not enlarged)', async () => {
    const { level, controls } = await openPdf();
    fireEvent.click(controls.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(drawn.at(-1)).toEqual({ pageNumber: 2, zoom: 0.3 }));
    expect(level.textContent).toBe('30%');
    fireEvent.click(controls.getByRole('button', { name: 'Reset' }));
    expect(level.textContent).toBe('100%');
    await waitFor(() => expect(drawn.at(-1)).toEqual({ pageNumber: 2, zoom: 1 }));
  });

  it('pans a page larger than the view by dragging it', async () => {
    const { view } = await openPdf({ width: 4000, height: 3000 });
    view.setPointerCapture = () => undefined;
    await act(async () => {
      fireEvent.pointerDown(view, { pointerId: 1, button: 0, clientX: 500, clientY: 400 });
      fireEvent.pointerMove(view, { pointerId: 1, clientX: 380, clientY: 330 });
      fireEvent.pointerUp(view, { pointerId: 1, clientX: 380, clientY: 330 });
    });
    // Dragging the page left and up brings its right and lower parts into view.
    expect([view.scrollLeft, view.scrollTop]).toEqual([120, 70]);
  });
});
