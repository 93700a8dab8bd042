import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SavePool, type SavePoolOptions } from '../saves/save-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a save's JSON work runs: inline when small, in a save worker otherwise. */
    savePool: SavePool;
  }
}

/** The save workers: started on the first big save, ended when the app closes. */
export default fp<Partial<SavePoolOptions>>(
  async function savePoolPlugin(app: FastifyInstance, options) {
    const pool = new SavePool(options);
    app.decorate('savePool', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'save-pool' },
);
