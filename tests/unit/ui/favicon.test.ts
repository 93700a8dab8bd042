// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../src/client/ui/theme';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('favicon', () => {
  it('is declared inline, so browsers never request /favicon.ico, and drawn in the theme colour', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const links = [...page.querySelectorAll('link[rel~="icon"]')];
    expect(links).toHaveLength(1);
    const href = links[0]?.getAttribute('href') ?? '';
    const prefix = 'data:image/svg+xml,';
    expect(href.startsWith(prefix)).toBe(true);

    const svg = new DOMParser().parseFromString(
      decodeURIComponent(href.slice(prefix.length)),
      'image/svg+xml',
    );
    const root = svg.documentElement;
    expect(root.tagName.toLowerCase()).toBe('svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 32 32');
    const fills = [...root.querySelectorAll('[fill]')].map((shape) => shape.getAttribute('fill'));
    expect(fills).toContain(theme.palette.primary.main);
  });
});
