// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FilePreview } from '../../../src/client/ui/FilePreview/FilePreview';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const dataUrl = (type: string, text: string) => `data:${type};base64,${btoa(text)}`;

function preview(props: { url: string; fileName: string; contentType?: string }) {
  const onClose = vi.fn();
  render(<FilePreview open onClose={onClose} {...props} />);
  return { dialog: screen.getByRole('dialog', { name: props.fileName }), onClose };
}

describe('FilePreview', () => {
  it('says when a file type cannot be previewed, and still offers the download', () => {
    const { dialog } = preview({ url: '/api/files/3', fileName: 'plan.dxf', contentType: 'image/vnd.dxf' });
    expect(within(dialog).getByText('Unsupported file type for preview.')).toBeTruthy();
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('/api/files/3');
    expect(download.getAttribute('download')).toBe('plan.dxf');
  });

  it('pretty-prints a JSON file with two-space indentation', async () => {
    const { dialog } = preview({
      url: dataUrl('application/json', '{"rooms":[{"name":"Kitchen"}]}'),
      fileName: 'rooms.json',
    });
    const block = await within(dialog).findByLabelText('JSON content');
    expect(block.textContent).toBe('{\n  "rooms": [\n    {\n      "name": "Kitchen"\n    }\n  ]\n}');
  });

  it('says when a JSON file is not valid JSON', async () => {
    const { dialog } = preview({ url: dataUrl('application/json', '{"rooms":'), fileName: 'broken.json' });
    expect(await within(dialog).findByText('This file is not valid JSON.')).toBeTruthy();
  });

  it('zooms an image in 10% steps and not below 10%', () => {
    const { dialog } = preview({ url: '/api/files/5', fileName: 'mockup.png', contentType: 'image/png' });
    fireEvent.load(within(dialog).getByAltText('mockup.png'));
    const level = within(dialog).getByLabelText('Zoom level');
    expect(level.textContent).toBe('100%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(level.textContent).toBe('120%');
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    for (let click = 0; click < 15; click++) fireEvent.click(zoomOut);
    expect(level.textContent).toBe('10%');
    expect((zoomOut as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(level.textContent).toBe('100%');
  });

  it('pans an image by dragging it', () => {
    const { dialog } = preview({ url: '/api/files/5', fileName: 'mockup.png', contentType: 'image/png' });
    const image = within(dialog).getByAltText('mockup.png');
    fireEvent.load(image);
    const viewport = within(dialog).getByRole('region', { name: /drag to pan/ });
    viewport.setPointerCapture = () => undefined;
    fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 130, clientY: 80 });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 130, clientY: 80 });
    expect(getComputedStyle(image).transform).toContain('translate(30px, -20px)');
  });

  it('shows an error when the image cannot be loaded', () => {
    const { dialog } = preview({ url: '/api/files/404', fileName: 'gone.png' });
    fireEvent.error(within(dialog).getByAltText('gone.png'));
    expect(within(dialog).getByText('Unable to load file.')).toBeTruthy();
  });

  it('asks to allow popups when the print window is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { dialog } = preview({ url: '/api/files/3', fileName: 'plan.dxf' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(window.open).toHaveBeenCalledWith('/api/files/3', '_blank');
    expect(within(dialog).getByText('Unable to open print window. Please allow popups.')).toBeTruthy();
  });
});
