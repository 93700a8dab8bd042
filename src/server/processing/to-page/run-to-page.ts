import { randomUUID } from 'node:crypto';
import { parsePage } from '../../../contract/drawing';
import { ProcessingError } from '../../../formats/errors';
import type { ProcessingLimits } from '../../../formats/limits';
import { Deadline } from '../../../formats/limits';
import { dxfToPage } from '../../../formats/import/dxfToPage';
import { geometryToPage } from '../../../formats/import/geometryToPage';
import type { Page } from '../../../formats/import/model';
import { admit } from '../guarded-input';
import { pdfGeometry } from '../pdf/page-geometry';
import type { ToPageResult, ToPageTask } from '../pool/protocol';
import { preparePage, type PreparedPage } from '../../saves/page-text';

const METRIC = new Set(['mm', 'cm', 'm', 'km', 'dm', 'um', 'nm', 'dam', 'hm']);

/**
 * Checks the page the way a save is checked and serialises it for storing, here in the worker, so the server
 * only writes the text.
 */
function validated(page: Page): PreparedPage {
  const parsed = parsePage(page);
  if (!parsed.ok) {
    throw new ProcessingError('malformed', `The drawing does not make a valid page (${parsed.error})`);
  }
  return preparePage(parsed.value);
}

/** A DXF's model space or a PDF's vector content as one page of a new design; runs in a processing worker. */
export async function runToPageTask(task: ToPageTask, limits: ProcessingLimits): Promise<ToPageResult> {
  let n = 0;
  const ids = () => `imp-${++n}`;
  const pageId = `page-${randomUUID().slice(0, 8)}`;
  if (task.kind === 'dxf') {
    admit('dxf', task.bytes, limits);
    const result = dxfToPage(task.bytes, limits, { pageId, pageName: task.pageName, ids });
    return {
      type: 'to_page',
      page: validated(result.page),
      elementCount: result.page.elements.length,
      unit: METRIC.has(result.units.used) ? 'meters' : 'feet',
      warnings: result.warnings,
    };
  }
  const geometry = await pdfGeometry(task.bytes, limits);
  if (!geometry.extents)
    throw new ProcessingError('malformed', 'The PDF has no vector drawing to open in the editor');
  const page = geometryToPage(geometry.geometry, {
    pageId,
    pageName: task.pageName,
    ids,
    scale: task.scale,
    deadline: new Deadline(limits),
  });
  return {
    type: 'to_page',
    page: validated(page),
    elementCount: page.elements.length,
    unit: 'feet',
    warnings: geometry.warnings,
  };
}
