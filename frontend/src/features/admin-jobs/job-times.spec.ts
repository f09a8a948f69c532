import { formatDuration } from './job-times';

describe('formatDuration', () => {
  it('reads milliseconds, seconds and minutes', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_400)).toBe('12.4 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
  });
});
