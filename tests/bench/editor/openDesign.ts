// How the bench page opens a design from the server's answer: the app's own off-main-thread parsing and
// validation of the design detail (a Web Worker), as the editor screen runs it on the bytes it fetched.
import { parseOffThread } from '../../../src/client/api/offThread';
import type { Page } from '../../../src/core/model/page';

export async function openDesignBytes(bytes: ArrayBuffer): Promise<Page[]> {
  return (await parseOffThread('floorDesignOpen', bytes)).pages as Page[];
}
