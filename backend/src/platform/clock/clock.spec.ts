import { SettableClock } from './clock';

describe('SettableClock', () => {
  it('returns the set time and moves forward on advance', () => {
    const clock = new SettableClock(new Date('2026-01-01T10:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-01-01T10:00:00.000Z');
    clock.advance(90 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2026-01-01T11:30:00.000Z');
    clock.set(new Date('2027-05-05T00:00:00Z'));
    expect(clock.now().getUTCFullYear()).toBe(2027);
  });

  it('hands out copies so callers cannot move it by mutating a date', () => {
    const clock = new SettableClock(new Date('2026-01-01T10:00:00Z'));
    clock.now().setFullYear(1999);
    expect(clock.now().getUTCFullYear()).toBe(2026);
  });
});
