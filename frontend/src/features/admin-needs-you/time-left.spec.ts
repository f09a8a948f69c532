import { beforeAll, describe, expect, it } from 'vitest';
import { requireAreas } from '../../i18n/catalogues';
import { ENGLISH_WORDING } from '../../i18n/use-t';
import { timeLeft } from './time-left';

describe('timeLeft', () => {
  // The admin console's messages are an area of their own, downloaded with its pages.
  beforeAll(() => requireAreas(['admin']));

  it.each([
    [3 * 1440 + 125, 'Starts in 3 days 2 h'],
    [1440, 'Starts in 1 day'],
    [5 * 60 + 20, 'Starts in 5 h 20 min'],
    [60, 'Starts in 1 h'],
    [12, 'Starts in 12 min'],
    [-3, 'Starts in 0 min'],
  ])('%d minutes: %s', (minutes, text) => {
    expect(timeLeft(ENGLISH_WORDING.t, minutes)).toBe(text);
  });
});
