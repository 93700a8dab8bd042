import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The page (index.html) per address, naming the chunks its first screen loads as modulepreload links: the
 * browser fetches them while it parses the HTML, side by side with the entry module, instead of only once the
 * entry has arrived and run (issue 10: the project list's first row). The build writes which chunks each
 * address needs (`build/firstScreens.ts` `firstScreenPreloads`, from src/client/firstScreens.ts). Links are not scripts:
 * the CSP's script-src 'self' covers them as it covers the entry, and nothing inline is added.
 */

/** The build's list: written by vite.config.ts (FIRST_SCREENS_FILE). */
export const FIRST_SCREENS_FILE = 'first-screens.json';

// Only our own fingerprinted chunks ever go into the page: anything else in the file is ignored.
const CHUNK = /^\/assets\/[\w.-]+\.js$/;

export interface FirstScreenPages {
  /** The page for `url` with its first screen's preloads, or undefined for the plain index.html. */
  pageFor(url: string): string | undefined;
}

function readScreens(file: string): { pattern: RegExp; files: string[] }[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { pattern, files } = entry as { pattern?: unknown; files?: unknown };
    if (typeof pattern !== 'string' || !Array.isArray(files)) return [];
    const chunks = files.filter((f): f is string => typeof f === 'string' && CHUNK.test(f));
    return [{ pattern: new RegExp(pattern), files: chunks }];
  });
}

/** Reads dist/index.html and the build's list once; without the list (an older build) every page is plain. */
export function loadFirstScreenPages(distDir: string): FirstScreenPages {
  const listFile = path.join(distDir, FIRST_SCREENS_FILE);
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(listFile) || !existsSync(indexFile)) return { pageFor: () => undefined };
  const index = readFileSync(indexFile, 'utf8');
  if (!index.includes('</head>')) return { pageFor: () => undefined };
  const pages = readScreens(listFile).map(({ pattern, files }) => ({
    pattern,
    html: index.replace(
      '</head>',
      `${files.map((file) => `    <link rel="modulepreload" crossorigin href="${file}" />\n`).join('')}  </head>`,
    ),
  }));
  return {
    pageFor(url) {
      const pathname = url.split('?')[0] ?? '';
      const screenPath = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
      return pages.find((page) => page.pattern.test(screenPath))?.html;
    },
  };
}
