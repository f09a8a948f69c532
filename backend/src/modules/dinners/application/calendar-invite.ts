/** A minimal iCalendar (RFC 5545) invite for a booked dinner. */
export interface CalendarInvite {
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string | null;
  stamp: Date;
  /** Revision of the event: calendars replace an entry of the same UID by one with a higher SEQUENCE. */
  sequence: number;
}

const icsDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** Commas, semicolons and backslashes are escaped and newlines become \n, per the RFC. */
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

export function calendarInvite(invite: CalendarInvite): string {
  const end = new Date(invite.start.getTime() + invite.durationMinutes * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tablemates//Dinners//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsDate(invite.stamp)}`,
    `DTSTART:${icsDate(invite.start)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${escape(invite.summary)}`,
    `DESCRIPTION:${escape(invite.description)}`,
    ...(invite.location ? [`LOCATION:${escape(invite.location)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
