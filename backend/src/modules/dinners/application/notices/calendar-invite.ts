import { vtimezone, wallClock } from './calendar-time-zone';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * A dinner as one revision of an entry in someone's calendar. Calendars keep one entry per
 * UID and replace it by a message of the same UID with a higher SEQUENCE.
 */
export interface CalendarEntry {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  /** The dinner city's IANA zone: start and end are written in it (TZID) with its VTIMEZONE; absent, in UTC. */
  timeZone?: string;
  /** The language its texts are written in ('fr'), named by the file's PRODID; absent, English. */
  language?: string;
}

export interface CalendarPerson {
  name: string;
  email: string;
}

/** Who sends the invitation (the product), whose calendar it goes to, and when it was written (DTSTAMP). */
export interface CalendarAddressing {
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  stamp: Date;
}

/** An .ics file, ready to attach to a mail. */
export interface CalendarFile {
  filename: string;
  content: string;
  contentType: string;
}

/** `-//Tablemates//Dinners//FR`: the product, and the language of the file's texts. */
const prodId = (language = 'en') => ({ company: 'Tablemates', product: 'Dinners', language: language.toUpperCase() });

/**
 * The invitation, or its update (same UID, higher SEQUENCE): METHOD:REQUEST, so that mail
 * clients put the dinner in the attendee's calendar and move it on every update.
 */
export function calendarInvitation(entry: CalendarEntry, addressing: CalendarAddressing): CalendarFile {
  return {
    filename: 'surprise-dinner.ics',
    content: write(entry, ICalCalendarMethod.REQUEST, addressing),
    contentType: 'text/calendar; charset=utf-8; method=REQUEST',
  };
}

/** Takes the entry out of the attendee's calendar: METHOD:CANCEL, the invitation's UID, a SEQUENCE above its last revision. */
export function calendarCancellation(entry: CalendarEntry, addressing: CalendarAddressing): CalendarFile {
  return {
    filename: 'surprise-dinner-cancelled.ics',
    content: write(entry, ICalCalendarMethod.CANCEL, addressing),
    contentType: 'text/calendar; charset=utf-8; method=CANCEL',
  };
}

/** The entry as a file to import ('Add to calendar'): METHOD:PUBLISH, no invitation. */
export function calendarDownload(entry: CalendarEntry, stamp: Date): string {
  return write(entry, ICalCalendarMethod.PUBLISH, { stamp });
}

/**
 * ical-generator escapes TEXT (backslash, comma, semicolon, line breaks), folds lines at 75
 * octets and ends them with CRLF. What it passes through are the other control characters,
 * which RFC 5545 excludes from TEXT: one-line values turn line breaks and tabs into spaces
 * (a CR in a restaurant name included) and lose the rest; the description keeps its line
 * breaks and loses the rest.
 */
function write(entry: CalendarEntry, method: ICalCalendarMethod, addressing: Partial<CalendarAddressing> & { stamp: Date }): string {
  const calendar = ical({ prodId: prodId(entry.language), method });
  calendar.createEvent({
    id: entry.uid,
    sequence: entry.sequence,
    stamp: addressing.stamp,
    ...(entry.timeZone
      ? { start: wallClock(entry.timeZone, entry.start), end: wallClock(entry.timeZone, entry.end), timezone: entry.timeZone }
      : { start: entry.start, end: entry.end }),
    summary: oneLine(entry.summary),
    description: multiLine(entry.description),
    location: entry.location === null ? null : oneLine(entry.location),
    status: method === ICalCalendarMethod.CANCEL ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: addressing.organizer ? person(addressing.organizer) : null,
    attendees: addressing.attendee ? [{ ...person(addressing.attendee), role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }] : [],
  });
  const text = entry.timeZone ? calendar.toString().replace('BEGIN:VEVENT', `${vtimezone(entry.timeZone, entry.start)}\r\nBEGIN:VEVENT`) : calendar.toString();
  // Every content line ends with CRLF, the last one too (RFC 5545 section 3.1).
  return `${text}\r\n`;
}

// eslint-disable-next-line no-control-regex -- every control character but the tab and the line breaks
const INVISIBLE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Line breaks and tabs become spaces; other control characters go. */
function oneLine(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(INVISIBLE_CONTROL, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Line breaks are kept (written as \n), whatever their form; other control characters go. */
function multiLine(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(INVISIBLE_CONTROL, '');
}

/** Names go into a quoted parameter (CN="…"), where RFC 5545 allows no double quote. */
function person(who: CalendarPerson): CalendarPerson {
  return { name: oneLine(who.name).replace(/"/g, "'") || who.email, email: oneLine(who.email) };
}
