import fc from 'fast-check';
import { instantTexts, isoOf } from './instant-texts';

describe('instantTexts', () => {
  it('writes any instant as toISOString does, first time and from the cache', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        const expected = new Date(time).toISOString();
        expect(isoOf(new Date(time))).toBe(expected);
        expect(isoOf(new Date(time))).toBe(expected);
      }),
    );
  });

  it('gives the local date and time of the dinner city', () => {
    expect(instantTexts(new Date('2026-07-10T18:30:00Z'), 'Europe/Dublin')).toEqual({ iso: '2026-07-10T18:30:00.000Z', date: '2026-07-10', time: '19:30' });
    expect(instantTexts(new Date('2026-12-31T23:30:00Z'), 'Europe/Dublin')).toMatchObject({ date: '2026-12-31', time: '23:30' });
  });

  it('keeps each time zone apart in its cache', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(instantTexts(instant, 'Europe/Berlin')).toMatchObject({ date: '2027-01-01', time: '00:30' });
    expect(instantTexts(instant, 'America/New_York')).toMatchObject({ date: '2026-12-31', time: '18:30' });
    expect(instantTexts(instant, 'Europe/Berlin')).toMatchObject({ date: '2027-01-01', time: '00:30' });
  });
});
