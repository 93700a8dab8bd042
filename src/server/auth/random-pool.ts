import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * `size` bytes from the CSPRNG, drawn from a 4 KB block filled at once: every whoami masks its CSRF token with
 * 32 fresh bytes, and a system call per answer showed in the profile. A used block is never refilled, so bytes
 * handed out are never handed out again.
 */
export function randomBytesPooled(size: number): Buffer {
  if (size > POOL_BYTES) return randomFillSync(Buffer.alloc(size));
  if (offset + size > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + size);
  offset += size;
  return bytes;
}
