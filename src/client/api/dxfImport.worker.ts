/// <reference lib="webworker" />
// Reads a DXF for the editor's "Import DXF…" off the main thread: a big drawing takes seconds to expand.
import { convertDxf, randomPrefix } from './dxfImportConvert';
import type { DxfImportReply, DxfImportRequest } from './dxfImportProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<DxfImportRequest>) => {
  const reply: DxfImportReply = convertDxf(event.data, randomPrefix());
  scope.postMessage(reply);
};
