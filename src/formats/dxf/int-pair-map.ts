/**
 * A map from a pair of 32-bit integers to a non-negative integer, in flat typed arrays (open addressing, linear
 * probing). The room search keys grid cells and graph edges this way: a JS Map keyed by a number above 2^31
 * hashes a heap double per lookup and was most of the search's time.
 */
export class IntPairMap {
  private keyA: Int32Array;
  private keyB: Int32Array;
  private values: Int32Array;
  private mask: number;
  private count = 0;

  constructor(expected = 16) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.keyA = new Int32Array(capacity);
    this.keyB = new Int32Array(capacity);
    this.values = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
  }

  get size(): number {
    return this.count;
  }

  private slot(a: number, b: number): number {
    let h = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77)) >>> 0;
    h ^= h >>> 15;
    let i = h & this.mask;
    while (this.values[i] !== -1 && (this.keyA[i] !== a || this.keyB[i] !== b)) i = (i + 1) & this.mask;
    return i;
  }

  /** The value stored for (a, b), or -1. */
  get(a: number, b: number): number {
    return this.values[this.slot(a, b)] as number;
  }

  /** Stores `value` (≥ 0) for (a, b). */
  set(a: number, b: number, value: number): void {
    let i = this.slot(a, b);
    if (this.values[i] === -1) {
      if ((this.count + 1) * 2 > this.mask + 1) {
        this.grow();
        i = this.slot(a, b);
      }
      this.count += 1;
      this.keyA[i] = a;
      this.keyB[i] = b;
    }
    this.values[i] = value;
  }

  private grow(): void {
    const { keyA, keyB, values } = this;
    const capacity = (this.mask + 1) * 2;
    this.keyA = new Int32Array(capacity);
    this.keyB = new Int32Array(capacity);
    this.values = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
    for (let i = 0; i < values.length; i += 1) {
      if (values[i] === -1) continue;
      const j = this.slot(keyA[i] as number, keyB[i] as number);
      this.keyA[j] = keyA[i] as number;
      this.keyB[j] = keyB[i] as number;
      this.values[j] = values[i] as number;
    }
  }
}
