import { Readable } from 'node:stream';
import type { FileStorage } from '../../files/storage';
import type { JobFile } from '../../db/processing-jobs-repository';

/** The whole stored file, in a buffer of its own (safe to transfer to a worker), or null when it is gone. */
export async function readStoredBytes(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const file = await storage.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  const joined = Buffer.concat(chunks);
  const own = new Uint8Array(joined.length);
  own.set(joined);
  return own;
}

export interface StagedOutput extends JobFile {
  discard(): Promise<void>;
}

/** Stages bytes a job made, under a new key with `extension` (".png", ".dxf", ".pdf"). */
export async function stageBytes(
  storage: FileStorage,
  bytes: Uint8Array,
  extension: string,
): Promise<StagedOutput> {
  const staged = await storage.stage(
    Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
    {
      extension,
      maxBytes: Number.MAX_SAFE_INTEGER,
    },
  );
  return {
    key: staged.key,
    size: staged.size,
    commit: () => staged.commit(),
    discard: () => staged.discard(),
  };
}
