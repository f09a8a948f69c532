import { insertBatches } from './insert-batches';

describe('insertBatches', () => {
  it('slices rows in order, 100 at most per slice', () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    const batches = insertBatches(rows);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(rows);
    expect(insertBatches([])).toEqual([]);
  });
});
