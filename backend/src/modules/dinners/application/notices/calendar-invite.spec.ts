import { calendarCancellation, calendarDownload, calendarInvitation, CalendarAddressing, CalendarEntry } from './calendar-invite';

const entry = (overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  uid: 'booking-1@tablemates',
  sequence: 1,
  start: new Date('2026-12-04T19:30:00Z'),
  end: new Date('2026-12-04T22:00:00Z'),
  summary: 'Surprise dinner',
  description: 'At The Copper Kettle, Dublin; enjoy',
  location: 'The Copper Kettle, 14 Camden Street',
  ...overrides,
});
const addressing: CalendarAddressing = {
  organizer: { name: 'Tablemates', email: 'hello@tablemates.ie' },
  attendee: { name: 'Aoife', email: 'aoife@example.com' },
  stamp: new Date('2026-12-01T10:00:00Z'),
};

/** The file's content lines, continuation lines joined back (RFC 5545 section 3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const property = (ics: string, name: string) => unfolded(ics).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('calendar files', () => {
  it('writes an invitation as an RFC 5545 request: CRLF lines, UTC times, UID, SEQUENCE, organizer and attendee', () => {
    const file = calendarInvitation(entry(), addressing);
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(file.content.endsWith('\r\n')).toBe(true);
    expect(file.content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfolded(file.content)).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'METHOD:REQUEST',
        'UID:booking-1@tablemates',
        'SEQUENCE:1',
        'DTSTAMP:20261201T100000Z',
        'DTSTART:20261204T193000Z',
        'DTEND:20261204T220000Z',
        'STATUS:CONFIRMED',
        'END:VCALENDAR',
      ]),
    );
    expect(property(file.content, 'ORGANIZER')).toBe('ORGANIZER;CN="Tablemates":mailto:hello@tablemates.ie');
    expect(property(file.content, 'ATTENDEE')).toMatch(/;PARTSTAT=ACCEPTED;.*CN="Aoife":mailto:aoife@example.com$/i);
  });

  it("names the language of the file's texts in its PRODID, English when none is said", () => {
    expect(property(calendarInvitation(entry(), addressing).content, 'PRODID')).toBe('PRODID:-//Tablemates//Dinners//EN');
    expect(property(calendarInvitation(entry({ language: 'fr' }), addressing).content, 'PRODID')).toBe('PRODID:-//Tablemates//Dinners//FR');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const ics = calendarInvitation(entry({ description: 'Back\\slash, semi; two\nlines' }), addressing).content;
    expect(property(ics, 'DESCRIPTION')).toBe('DESCRIPTION:Back\\\\slash\\, semi\\; two\\nlines');
    expect(property(ics, 'LOCATION')).toBe('LOCATION:The Copper Kettle\\, 14 Camden Street');
  });

  it('lets no control character through: a bare CR in a restaurant name becomes a space, never a line of its own', () => {
    const ics = calendarInvitation(
      entry({ location: 'The Copper\rKettle\u0007, Dublin', description: 'At The Copper\rKettle\u0000 tonight' }),
      addressing,
    ).content;
    // eslint-disable-next-line no-control-regex -- looking for control characters is the test
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    expect(property(ics, 'LOCATION')).toBe('LOCATION:The Copper Kettle\\, Dublin');
    expect(property(ics, 'DESCRIPTION')).toBe('DESCRIPTION:At The Copper\\nKettle tonight');
  });

  it('folds every line at 75 octets, counting multi-byte characters as their bytes', () => {
    const long = `Your Tablemates surprise dinner at Café Éireann, ${'Ranelagh Road '.repeat(8)}Dublin 6 — see you there.`;
    const ics = calendarInvitation(entry({ description: long, location: long }), addressing).content;
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(property(ics, 'LOCATION')).toBe(`LOCATION:${long.replace(/,/g, '\\,')}`);
  });

  it('keeps quotes out of the quoted name parameters', () => {
    const ics = calendarInvitation(entry(), { ...addressing, attendee: { name: 'Aoife "Eef"\r', email: 'aoife@example.com' } }).content;
    expect(property(ics, 'ATTENDEE')).toContain(`CN="Aoife 'Eef'"`);
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED, the invitation's UID and the SEQUENCE it is given", () => {
    const file = calendarCancellation(entry({ sequence: 2, location: null }), addressing);
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(unfolded(file.content)).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'UID:booking-1@tablemates', 'SEQUENCE:2']));
    expect(file.content).not.toContain('LOCATION');
    expect(property(file.content, 'ORGANIZER')).toBeDefined();
  });

  it('offers the entry to import without inviting anyone: METHOD:PUBLISH, no organizer or attendee', () => {
    const ics = calendarDownload(entry({ location: null }), addressing.stamp);
    expect(unfolded(ics)).toEqual(expect.arrayContaining(['METHOD:PUBLISH', 'UID:booking-1@tablemates']));
    expect(ics).not.toMatch(/ORGANIZER|ATTENDEE|LOCATION/);
  });
});
