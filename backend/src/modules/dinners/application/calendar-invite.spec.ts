import { calendarInvite } from './calendar-invite';

describe('calendarInvite', () => {
  it('writes an RFC 5545 event with CRLF lines, UTC times and escaped text', () => {
    const ics = calendarInvite({
      uid: 'booking-1@tablemates',
      start: new Date('2026-12-04T19:30:00Z'),
      durationMinutes: 150,
      summary: 'Surprise dinner',
      description: 'At The Copper Kettle, Dublin; enjoy',
      location: 'The Copper Kettle, 14 Camden Street',
      stamp: new Date('2026-12-01T10:00:00Z'),
      sequence: 1,
    });
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'DTSTART:20261204T193000Z',
        'DTEND:20261204T220000Z',
        'UID:booking-1@tablemates',
        'SEQUENCE:1',
        'SUMMARY:Surprise dinner',
        'DESCRIPTION:At The Copper Kettle\\, Dublin\\; enjoy',
        'LOCATION:The Copper Kettle\\, 14 Camden Street',
        'END:VCALENDAR',
      ]),
    );
  });

  it('leaves the location out until the restaurant is revealed', () => {
    const ics = calendarInvite({ uid: 'b', start: new Date(), durationMinutes: 60, summary: 'Surprise dinner', description: 'x', location: null, stamp: new Date(), sequence: 0 });
    expect(ics).not.toContain('LOCATION');
  });
});
