import { describe, expect, it, vi } from 'vitest';
import { moduleLoader } from '../../../src/client/moduleLoader';

// The route table's loaders: a screen's chunk is fetched once however often it is asked for, and a screen whose
// chunk the boot preload already brought can render at once (lazyScreen.tsx).

describe('moduleLoader', () => {
  it('loads once and hands the module over once it has come', async () => {
    const load = vi.fn(() => Promise.resolve({ Screen: 'screen' }));
    const loader = moduleLoader(load);
    expect(loader.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([loader(), loader()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toEqual({ Screen: 'screen' });
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ Screen: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Screen: 'screen' });
    const loader = moduleLoader(load);
    await expect(loader()).rejects.toThrow('offline');
    expect(loader.loaded()).toBeUndefined();
    await expect(loader()).resolves.toEqual({ Screen: 'screen' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
