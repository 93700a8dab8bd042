import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/*
 * The one place that knows where file bytes live. Records in the database hold a storage key (a server-generated
 * name, never the user's); everything else goes through this interface, so an S3-compatible implementation can
 * replace the local disk without touching routes: stage = multipart upload to a temporary key, commit = copy to
 * the final key, open = GetObject, remove = DeleteObject.
 */

/** Bytes received but not yet part of storage: validate them, then commit or discard. */
export interface StagedFile {
  /** The key the file will have once committed. */
  readonly key: string;
  readonly size: number;
  /** The first bytes (up to HEAD_BYTES), enough to tell the file's type. */
  readonly head: Uint8Array;
  /** Reads the staged bytes, e.g. to check that a JSON file parses. */
  read(): Readable;
  /** Makes the file permanent under `key`. */
  commit(): Promise<void>;
  /** Forgets the staged bytes, and the committed file if commit already ran; safe to call twice. */
  discard(): Promise<void>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileStorage {
  /**
   * Streams `source` to a temporary place. Rejects with FileTooLargeError beyond `maxBytes`, or with the
   * source's error (a client that went away): nothing is left behind either way.
   */
  stage(source: Readable, options: { extension: string; maxBytes: number }): Promise<StagedFile>;
  /** The stored bytes of `key`, or null when there are none. */
  open(key: string): Promise<StoredFile | null>;
  /** Deletes the bytes of `key`; a key with no bytes is not an error. */
  remove(key: string): Promise<void>;
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`File exceeds ${maxBytes} bytes`);
  }
}

export const HEAD_BYTES = 4096;
const TEMP_DIR = '.tmp';
/**
 * A staged file untouched for this long belongs to no live upload on any server: a stalled upload's connection
 * is closed after the idle limit (30 s) and its file removed, and a finished one is committed within seconds.
 */
const ABANDONED_TEMP_MS = 5 * 60 * 1000;

/*
 * Staged files are named <random>.<pid>-<host>.part, so a server starting up can tell its own host's leftovers
 * (their process is gone, or is this very process, which has no request in flight yet) from another server's
 * uploads in progress on a shared data folder.
 */
const HOST_TAG = createHash('sha256').update(hostname()).digest('hex').slice(0, 12);
const stagedName = () => `${randomBytes(16).toString('hex')}.${process.pid}-${HOST_TAG}.part`;
const STAGED_NAME = /^[0-9a-f]{32}\.(\d+)-([0-9a-f]{12})\.part$/;

function processIsAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when no upload in progress can own this staged file. */
function isLeftover(name: string, modifiedMs: number, now: Date): boolean {
  if (now.getTime() - modifiedMs > ABANDONED_TEMP_MS) return true;
  const owner = STAGED_NAME.exec(name);
  return owner !== null && owner[2] === HOST_TAG && !processIsAlive(Number(owner[1]));
}

// A key is 32 hex characters and an extension of our choosing: nothing a request can steer into a path.
const KEY_PATTERN = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;
const EXTENSION_PATTERN = /^\.[a-z0-9]{1,8}$/;

export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

function newKey(extension: string): string {
  if (!EXTENSION_PATTERN.test(extension))
    throw new Error(`unsafe storage extension ${JSON.stringify(extension)}`);
  return `${randomBytes(16).toString('hex')}${extension}`;
}

/** Counts bytes on their way to disk, keeps the first HEAD_BYTES and stops at the size cap. */
class SizeGuard extends Transform {
  size = 0;
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  get head(): Uint8Array {
    return Buffer.concat(this.headChunks, this.headLength);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new FileTooLargeError(this.maxBytes));
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(Buffer.from(part));
      this.headLength += part.length;
    }
    done(null, chunk);
  }
}

const ignoreMissing = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
};

/** Files under `<root>` (DATA_DIR/files), staged in `<root>/.tmp` on the same disk so commit is a rename. */
export function createLocalFileStorage(root: string): FileStorage {
  const tempDir = path.join(root, TEMP_DIR);
  const finalPath = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  // Checked on every upload (cheap), so a folder removed while the server runs comes back.
  const ensureDirs = () => mkdir(tempDir, { recursive: true });

  return {
    async stage(source, { extension, maxBytes }) {
      await ensureDirs();
      const key = newKey(extension);
      const tempPath = path.join(tempDir, stagedName());
      const guard = new SizeGuard(maxBytes);
      try {
        await pipeline(source, guard, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        // pipeline has destroyed every stream, so the partial file is closed and can go.
        await rm(tempPath, { force: true });
        throw error;
      }
      let committed = false;
      return {
        key,
        size: guard.size,
        head: guard.head,
        read: () => createReadStream(tempPath),
        async commit() {
          await rename(tempPath, finalPath(key));
          committed = true;
        },
        async discard() {
          await rm(tempPath, { force: true });
          if (committed) await rm(finalPath(key), { force: true });
        },
      };
    },

    async open(key) {
      if (!isStorageKey(key)) return null;
      let stream: ReadStream | undefined;
      try {
        const info = await stat(finalPath(key));
        if (!info.isFile()) return null;
        stream = createReadStream(finalPath(key));
        return { stream, size: info.size };
      } catch (error) {
        stream?.destroy();
        ignoreMissing(error);
        return null;
      }
    },

    async remove(key) {
      await rm(finalPath(key), { force: true });
    },
  };
}

/**
 * Deletes staged files a crash left behind (best effort, at start-up, when this process has no upload in
 * flight): every one whose process on this host is gone, and any untouched for ABANDONED_TEMP_MS.
 */
export async function sweepStaleStagedFiles(root: string, now: Date): Promise<number> {
  const tempDir = path.join(root, TEMP_DIR);
  let removed = 0;
  let names: string[];
  try {
    names = await readdir(tempDir);
  } catch (error) {
    ignoreMissing(error);
    return 0;
  }
  for (const name of names) {
    const file = path.join(tempDir, name);
    try {
      const info = await stat(file);
      if (isLeftover(name, info.mtimeMs, now)) {
        await rm(file, { force: true });
        removed++;
      }
    } catch (error) {
      ignoreMissing(error);
    }
  }
  return removed;
}

/**
 * Writes a record for a staged file: `createRecord` inserts it in a transaction and calls `storeFile` inside that
 * transaction. On any failure the staged (or already committed) bytes are discarded, so neither a record without
 * a file nor a file without a record is left.
 */
export async function saveWithRecord<T>(
  file: StagedFile,
  createRecord: (storeFile: () => Promise<void>) => Promise<T>,
): Promise<T> {
  try {
    return await createRecord(() => file.commit());
  } catch (error) {
    await file.discard();
    throw error;
  }
}

/**
 * Deletes the bytes of records already deleted: called after the database delete committed, so a failure here
 * leaves an orphan file (logged) rather than a record pointing at nothing.
 */
export async function removeStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
  log: { error(details: object, message: string): void },
): Promise<void> {
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (error) {
      log.error({ err: error, key }, 'could not delete a stored file');
    }
  }
}
