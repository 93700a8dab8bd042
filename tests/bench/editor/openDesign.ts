// How the bench page opens a design from the server's JSON text: the same parsing and validation the app's
// editor screen runs on the design detail it fetches.
import { FloorDesignOpenDetail } from '../../../src/contract/floordesigns';
import { interpretResponse } from '../../../src/client/api/request';
import type { Page } from '../../../src/core/model/page';

export async function openDesignText(text: string): Promise<Page[]> {
  return Promise.resolve(interpretResponse(200, true, text, FloorDesignOpenDetail).pages as Page[]);
}
