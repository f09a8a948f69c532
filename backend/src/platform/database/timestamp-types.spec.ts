import fc from 'fast-check';
import { types } from 'pg';
import { parseTimestamptz, timestampTypes } from './timestamp-types';

const pgParse = types.getTypeParser(types.builtins.TIMESTAMPTZ) as (text: string) => Date;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** PostgreSQL's text of an instant seen at an offset (ISO DateStyle). */
function postgresText(instant: number, offsetSeconds: number, fraction: string): string {
  const local = new Date(Math.floor(instant / 1000) * 1000 + offsetSeconds * 1000);
  const size = Math.abs(offsetSeconds);
  const [hours, minutes, seconds] = [Math.floor(size / 3600), Math.floor((size % 3600) / 60), size % 60];
  const offset = `${offsetSeconds < 0 ? '-' : '+'}${pad(hours)}${seconds ? `:${pad(minutes)}:${pad(seconds)}` : minutes ? `:${pad(minutes)}` : ''}`;
  const date = `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return `${date} ${time}${fraction ? `.${fraction}` : ''}${offset}`;
}

describe('parseTimestamptz', () => {
  it('reads what PostgreSQL writes', () => {
    expect(parseTimestamptz('2026-11-23 16:25:01+00').toISOString()).toBe('2026-11-23T16:25:01.000Z');
    expect(parseTimestamptz('2026-11-23 16:25:01.5+00').toISOString()).toBe('2026-11-23T16:25:01.500Z');
    expect(parseTimestamptz('2026-11-23 16:25:01.123456+00').toISOString()).toBe('2026-11-23T16:25:01.123Z');
    expect(parseTimestamptz('2026-07-10 19:30:00+01').toISOString()).toBe('2026-07-10T18:30:00.000Z');
    expect(parseTimestamptz('2026-01-01 04:00:00+05:30').toISOString()).toBe('2025-12-31T22:30:00.000Z');
    expect(parseTimestamptz('1901-12-13 20:45:52-00:01:15').toISOString()).toBe('1901-12-13T20:47:07.000Z');
  });

  it('leaves what it does not expect to pg’s parser', () => {
    for (const text of ['infinity', '-infinity', '0044-03-15 12:00:00+00 BC', '12026-01-01 00:00:00+00', '0099-06-01 00:00:00+00']) {
      expect(parseTimestamptz(text)).toEqual(pgParse(text));
    }
  });

  it('agrees with pg’s parser on any instant, offset and fraction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1000, 0, 2), max: Date.UTC(9999, 11, 30) }),
        fc.oneof(
          fc.integer({ min: -15, max: 15 }).map((hours) => hours * 3600),
          fc.integer({ min: -15 * 3600, max: 15 * 3600 }),
        ),
        fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9'), maxLength: 6 }),
        (instant, offsetSeconds, fraction) => {
          const text = postgresText(instant, offsetSeconds, fraction);
          expect(parseTimestamptz(text).getTime()).toBe(pgParse(text).getTime());
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('is the timestamptz parser of the app’s connections', () => {
    expect(timestampTypes().getTypeParser(types.builtins.TIMESTAMPTZ, 'text')).toBe(parseTimestamptz);
  });
});
