import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

describe('timeLeft', () => {
  it.each([
    [3 * 1440 + 125, 'Starts in 3 days 2 h'],
    [1440, 'Starts in 1 day'],
    [5 * 60 + 20, 'Starts in 5 h 20 min'],
    [60, 'Starts in 1 h'],
    [12, 'Starts in 12 min'],
    [-3, 'Starts in 0 min'],
  ])('%d minutes: %s', (minutes, text) => {
    expect(timeLeft(minutes)).toBe(text);
  });
});
