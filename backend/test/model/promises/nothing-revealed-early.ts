import { calendarsOf, DinnerSnapshot, Snapshot } from './snapshot';

/** The dashboard shows a seat from the reveal time on (docs/dinner-lifecycle.md); its mail follows within the minute. */
const REVEAL_BEFORE_EVENT_MS = 24 * 3_600_000;

/**
 * Nothing of the reveal before its time: no restaurant, table, tablemates or conversation
 * starters on the dashboard before the reveal time (unless the reveal went out, before the
 * dinner moved later), and no place in a calendar file before the reveal mail.
 */
export function nothingRevealedEarly(snapshot: Snapshot, dinner: DinnerSnapshot): string[] {
  const broken: string[] = [];
  for (const [couple, seen] of dinner.dashboards) {
    const booking = dinner.bookings.find((row) => row.id === couple.bookingId);
    if (!seen || !booking || booking.reveal_sent_at !== null || seen.status === 'attended') continue;
    const dashboardMayShow = snapshot.now >= dinner.eventDate - REVEAL_BEFORE_EVENT_MS;
    const shown = [
      seen.restaurant && 'restaurant',
      seen.table_number !== null && 'table',
      seen.other_couples.length > 0 && 'tablemates',
      (seen as { icebreakers?: string[] }).icebreakers?.length && 'starters',
    ].filter(Boolean);
    if (shown.length > 0 && !dashboardMayShow) broken.push(`${couple.emails[0].split('@')[0]}: dashboard shows ${shown.join(', ')} before its reveal`);
    // A file placing the dinner is judged while the reveal time is ahead: a mail sent before it was caught by the check after it.
    if (dashboardMayShow) continue;
    for (const email of couple.emails)
      for (const file of calendarsOf(snapshot, email, booking.id))
        if (file.location) broken.push(`${email.split('@')[0]}: "${file.subject}" places the dinner at ${file.location} before its reveal`);
  }
  return broken;
}
