import { beforeAll, describe, expect, it } from 'vitest';
import { requireAreas } from '../../i18n/catalogues';
import { ENGLISH_WORDING } from '../../i18n/use-t';
import { formatDuration } from './job-times';

describe('formatDuration', () => {
  // The admin console's messages are an area of their own, downloaded with its pages.
  beforeAll(() => requireAreas(['admin']));

  it('reads milliseconds, seconds and minutes', () => {
    expect(formatDuration(ENGLISH_WORDING.t, 850)).toBe('850 ms');
    expect(formatDuration(ENGLISH_WORDING.t, 12_400)).toBe('12.4 s');
    expect(formatDuration(ENGLISH_WORDING.t, 12_000)).toBe('12.0 s');
    expect(formatDuration(ENGLISH_WORDING.t, 185_000)).toBe('3 min 5 s');
  });
});
