const EMPTY = -1;
/** Beyond this many pairs the table stops remembering new ones (about 150 MB): it then scores them again when asked. */
const MAX_PAIRS = 8_000_000;
/** A slot holds key × SCORE_SPAN + score + 1 (scores -1 to 126), exact in a double for keys below 2^46. */
const SCORE_SPAN = 128;

/**
 * The scores of the pairs scored so far, in a hash table with open addressing (linear
 * probing) over a typed array: for dinners too large for a dense n × n table. The search asks
 * for pairs beyond the candidate lists over and over (a group's other pairs); scoring them
 * again each time, and a binary search of the candidate lists for the others, were most of
 * a 20,000-couple solve. Key and score share one number, so a look-up reads one slot from
 * memory, not two (the table is far larger than the processor's caches, and the misses were
 * the look-up's cost).
 */
export class PairScoreTable {
  private slots: Float64Array;
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
    this.slots = new Float64Array(1 << bits).fill(EMPTY);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
  }

  /** The pair's score, or `missing` when it was never stored. */
  get(i: number, j: number, missing: number): number {
    const key = i < j ? i * this.size + j : j * this.size + i;
    const low = key * SCORE_SPAN;
    for (let slot = this.slotOf(key); ; slot = (slot + 1) & this.mask) {
      const stored = this.slots[slot];
      if (stored === EMPTY) return missing;
      if (stored >= low && stored < low + SCORE_SPAN) return stored - low - 1;
    }
  }

  set(i: number, j: number, score: number): void {
    if (this.count >= MAX_PAIRS) return;
    if (2 * (this.count + 1) > this.slots.length) this.grow();
    this.put(i < j ? i * this.size + j : j * this.size + i, score + 1);
  }

  private put(key: number, scorePlusOne: number): void {
    const low = key * SCORE_SPAN;
    let slot = this.slotOf(key);
    for (; ; slot = (slot + 1) & this.mask) {
      const stored = this.slots[slot];
      if (stored === EMPTY) {
        this.count++;
        break;
      }
      if (stored >= low && stored < low + SCORE_SPAN) break;
    }
    this.slots[slot] = low + scorePlusOne;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Float64Array(old.length * 2).fill(EMPTY);
    this.mask = this.slots.length - 1;
    this.shift--;
    this.count = 0;
    for (const stored of old) {
      if (stored === EMPTY) continue;
      const key = Math.floor(stored / SCORE_SPAN);
      this.put(key, stored - key * SCORE_SPAN);
    }
  }

  /** Fibonacci hashing (the top bits of the key times 2^32/φ), the key's high 32 bits mixed in first. */
  private slotOf(key: number): number {
    const low = key | 0;
    const high = (key / 4294967296) | 0;
    return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> this.shift;
  }
}
