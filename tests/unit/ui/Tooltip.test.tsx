// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from '../../../src/client/ui/Tooltip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Tooltip (design system)', () => {
  it('names a child that has no name of its own, and keeps the name a child gives itself', () => {
    render(
      <>
        <Tooltip title="Undo (Ctrl+Z)">
          <button type="button">↶</button>
        </Tooltip>
        <Tooltip title="Redo (Ctrl+Shift+Z)">
          <button type="button" aria-label="Redo">
            ↷
          </button>
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Undo (Ctrl+Z)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redo' })).toBeTruthy();
  });

  it('shows the text with its shortcut while the pointer rests on the child, and hides it on leave', () => {
    vi.useFakeTimers();
    render(
      <Tooltip title="Zoom to fit drawing (Shift+1)">
        <button type="button" aria-label="Zoom to fit drawing">
          ⤢
        </button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Zoom to fit drawing' });
    fireEvent.mouseEnter(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Zoom to fit drawing (Shift+1)');
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('with describeChild, describes the child: a native title while closed, aria-describedby while shown', () => {
    vi.useFakeTimers();
    render(
      <Tooltip describeChild title="Ortho (F8; hold Shift to invert)">
        <button type="button">ORTHO</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'ORTHO' });
    expect(button.getAttribute('title')).toBe('Ortho (F8; hold Shift to invert)');
    fireEvent.mouseEnter(button);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    const tip = screen.getByRole('tooltip');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    expect(button.hasAttribute('title')).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('calls the handlers the child already had', () => {
    const entered = vi.fn();
    const left = vi.fn();
    render(
      <Tooltip title="Export">
        <button type="button" onMouseEnter={entered} onMouseLeave={left}>
          Export
        </button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    expect(entered).toHaveBeenCalledOnce();
    expect(left).toHaveBeenCalledOnce();
  });
});
