const EMPTY = -1;
/** Beyond this many pairs the table stops remembering new ones (about 150 MB): it then scores them again when asked. */
const MAX_PAIRS = 8_000_000;

/**
 * The scores of the pairs scored so far, in a hash table with open addressing (linear
 * probing) over typed arrays: for dinners too large for a dense n × n table. The search asks
 * for pairs beyond the candidate lists over and over (a group's other pairs); scoring them
 * again each time, and a binary search of the candidate lists for the others, were most of
 * a 20,000-couple solve.
 */
export class PairScoreTable {
  private keys: Float64Array;
  private scores: Int8Array;
  private mask: number;
  /** 32 minus the capacity's bits: the slot is the product's top bits. */
  private shift: number;
  private count = 0;

  /** `expectedPairs`: room for this many pairs before the table first grows (growing rehashes every pair). */
  constructor(
    private readonly size: number,
    expectedPairs: number,
  ) {
    const bits = Math.min(24, Math.max(16, Math.ceil(Math.log2(2 * expectedPairs))));
    this.keys = new Float64Array(1 << bits).fill(EMPTY);
    this.scores = new Int8Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
  }

  /** The pair's score, or `missing` when it was never stored. */
  get(i: number, j: number, missing: number): number {
    const key = i < j ? i * this.size + j : j * this.size + i;
    for (let slot = this.slotOf(key); ; slot = (slot + 1) & this.mask) {
      const stored = this.keys[slot];
      if (stored === key) return this.scores[slot];
      if (stored === EMPTY) return missing;
    }
  }

  set(i: number, j: number, score: number): void {
    if (this.count >= MAX_PAIRS) return;
    if (2 * (this.count + 1) > this.keys.length) this.grow();
    this.put(i < j ? i * this.size + j : j * this.size + i, score);
  }

  private put(key: number, score: number): void {
    let slot = this.slotOf(key);
    while (this.keys[slot] !== EMPTY && this.keys[slot] !== key) slot = (slot + 1) & this.mask;
    if (this.keys[slot] === EMPTY) this.count++;
    this.keys[slot] = key;
    this.scores[slot] = score;
  }

  private grow(): void {
    const { keys, scores } = this;
    this.keys = new Float64Array(keys.length * 2).fill(EMPTY);
    this.scores = new Int8Array(keys.length * 2);
    this.mask = this.keys.length - 1;
    this.shift--;
    this.count = 0;
    for (let slot = 0; slot < keys.length; slot++) if (keys[slot] !== EMPTY) this.put(keys[slot], scores[slot]);
  }

  /** Fibonacci hashing (the top bits of the key times 2^32/φ), the key's high 32 bits mixed in first. */
  private slotOf(key: number): number {
    const low = key | 0;
    const high = (key / 4294967296) | 0;
    return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> this.shift;
  }
}
