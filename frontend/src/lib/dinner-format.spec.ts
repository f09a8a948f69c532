import { formatDinnerDate, formatDinnerTime, formatShortDateTime } from './dinner-format';

/** 19:30 in Paris on 4 December 2026 (18:30 UTC, 18:30 in Dublin). */
const PARIS_DINNER = '2026-12-04T18:30:00.000Z';

/** Runs `read` as a browser in `timeZone` would. */
function inBrowserZone<T>(timeZone: string, read: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return read();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe("a dinner's time, in the dinner city's zone", () => {
  it('reads 19:30 for a Paris dinner in a Dublin browser, naming Paris time', () => {
    inBrowserZone('Europe/Dublin', () => {
      expect(formatDinnerDate(PARIS_DINNER, 'Europe/Paris')).toBe('Friday 4 December 2026');
      expect(formatDinnerTime(PARIS_DINNER, 'Europe/Paris')).toBe('19:30 (Paris time)');
      expect(formatShortDateTime(PARIS_DINNER, 'Europe/Paris')).toBe('Fri, 4 Dec, 19:30 (Paris time)');
    });
  });

  it('names no zone where the browser reads the same time', () => {
    expect(inBrowserZone('Europe/Paris', () => formatDinnerTime(PARIS_DINNER, 'Europe/Paris'))).toBe('19:30');
    // Berlin's clock reads as Paris's: nothing to tell apart.
    expect(inBrowserZone('Europe/Berlin', () => formatDinnerTime(PARIS_DINNER, 'Europe/Paris'))).toBe('19:30');
    expect(inBrowserZone('Europe/Dublin', () => formatDinnerTime('2026-12-04T19:30:00.000Z', 'Europe/Dublin'))).toBe('19:30');
  });

  it('names a city of two words as it is written', () => {
    expect(inBrowserZone('Europe/Dublin', () => formatDinnerTime('2026-12-05T00:30:00.000Z', 'America/New_York'))).toBe('19:30 (New York time)');
  });
});
