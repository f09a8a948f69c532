import { offsetMinutes, vtimezone, wallClock } from './calendar-time-zone';

describe("calendar times in the dinner city's zone", () => {
  it('reads the wall-clock time in the zone, on both sides of the summer change', () => {
    expect(wallClock('Europe/Paris', new Date('2026-12-31T18:30:00Z'))).toBe('2026-12-31T19:30:00');
    expect(wallClock('Europe/Paris', new Date('2026-07-01T17:30:00Z'))).toBe('2026-07-01T19:30:00');
    expect(wallClock('America/New_York', new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-09T19:30:00');
    expect(offsetMinutes('Asia/Kolkata', new Date('2026-01-01T00:00:00Z'))).toBe(330);
  });

  it("writes the year's two changes of Paris as observances", () => {
    const block = vtimezone('Europe/Paris', new Date('2026-12-31T18:30:00Z')).split('\r\n');
    expect(block).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Paris',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260329T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261025T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('writes New York and a zone without summer time', () => {
    expect(vtimezone('America/New_York', new Date('2026-06-01T00:00:00Z'))).toContain('DTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400');
    expect(vtimezone('Asia/Tokyo', new Date('2026-06-01T00:00:00Z'))).toContain(
      'BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900',
    );
  });
});
