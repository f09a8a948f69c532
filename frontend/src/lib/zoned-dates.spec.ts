import { formatZonedDateTime, fromZonedInput, toZonedInput } from './zoned-dates';

describe('dates in an event city time zone', () => {
  it('formats an instant as the spec shows dates, in the zone', () => {
    expect(formatZonedDateTime('2026-11-26T00:10:00Z', 'Europe/Dublin')).toBe('Nov 26, 2026 00:10');
    expect(formatZonedDateTime('2026-07-04T18:30:00Z', 'Europe/Dublin')).toBe('Jul 04, 2026 19:30');
    expect(formatZonedDateTime('2026-07-04T18:30:00Z', 'America/New_York')).toBe('Jul 04, 2026 14:30');
  });

  it('reads a wall time typed for the city as the right instant, summer and winter', () => {
    expect(fromZonedInput('2026-07-04T19:30', 'Europe/Dublin')).toBe('2026-07-04T18:30:00.000Z');
    expect(fromZonedInput('2026-12-04T19:30', 'Europe/Dublin')).toBe('2026-12-04T19:30:00.000Z');
    expect(fromZonedInput('2026-12-04T19:30', 'Europe/Paris')).toBe('2026-12-04T18:30:00.000Z');
    expect(fromZonedInput('', 'Europe/Dublin')).toBeNull();
    expect(toZonedInput('2026-07-04T18:30:00.000Z', 'Europe/Dublin')).toBe('2026-07-04T19:30');
  });
});
