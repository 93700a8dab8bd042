import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalFileStorage, sweepStaleStagedFiles, type FileStorage } from '../files/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded and generated files live (local disk under DATA_DIR/files unless replaced). */
    fileStorage: FileStorage;
  }
}

export interface FileStoragePluginOptions {
  /** Another implementation (S3-compatible storage); defaults to the local disk. */
  storage?: FileStorage;
}

export const filesDir = (dataDir: string): string => path.join(dataDir, 'files');

export default fp<FileStoragePluginOptions>(
  async function fileStoragePlugin(app: FastifyInstance, { storage }) {
    const root = filesDir(app.config.dataDir);
    app.decorate('fileStorage', storage ?? createLocalFileStorage(root));
    if (!storage) {
      const removed = await sweepStaleStagedFiles(root, app.clock.now());
      if (removed > 0) app.log.info({ removed }, 'removed unfinished uploads left by an earlier run');
    }
  },
  { name: 'file-storage', dependencies: ['database'] },
);
