import { dublinAt } from './dublin-time';

describe('dublinAt', () => {
  it('gives 19:30 in Dublin, GMT in winter and IST in summer', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(dublinAt(now, 1, 19, 30).toISOString()).toBe('2026-11-27T19:30:00.000Z');
    expect(dublinAt(now, -62, 19, 30).toISOString()).toBe('2026-09-25T18:30:00.000Z');
  });

  it('keeps weekly dinners seven calendar days apart across the clock change, late in the evening too', () => {
    for (const now of [new Date('2026-11-26T23:10:00Z'), new Date('2026-11-26T00:10:00Z'), new Date('2026-04-02T23:30:00Z')]) {
      const weeks = Array.from({ length: 9 }, (_, week) => dublinAt(now, -6 - 7 * (8 - week), 19, 30));
      const localDates = weeks.map((at) => at.toLocaleDateString('en-CA', { timeZone: 'Europe/Dublin' }));
      const gaps = localDates.slice(1).map((day, n) => (Date.parse(day) - Date.parse(localDates[n])) / 86_400_000);
      expect(gaps).toEqual(Array(8).fill(7));
      expect(weeks.every((at) => at.toLocaleTimeString('en-GB', { timeZone: 'Europe/Dublin' }) === '19:30:00')).toBe(true);
    }
  });
});
