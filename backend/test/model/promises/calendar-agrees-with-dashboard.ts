import { MINUTE } from '../dinner-model';
import { calendarsOf, DinnerSnapshot, Snapshot } from './snapshot';

const OUT = ['cancelled', 'expired'];

/**
 * Each couple's latest calendar file agrees with what its dashboard shows: METHOD:CANCEL when
 * it is out, otherwise the dinner's time and, once the dashboard names the restaurant, that
 * place (and no place before; a dinner that has started is not moved by a later rename; a seat
 * shown before its reveal mail, which the next tick sends, is not yet in the calendar); the
 * SEQUENCE never goes back, and a new content has a new SEQUENCE.
 */
export function calendarAgreesWithDashboard(snapshot: Snapshot, dinner: DinnerSnapshot): string[] {
  const broken: string[] = [];
  for (const [couple, seen] of dinner.dashboards) {
    if (!seen || !couple.bookingId) continue;
    // Just taken out of its group: it hears once, of a new table or of its refund, at the next tick (docs/dinner-lifecycle.md).
    if (couple.removedAt !== null && snapshot.now - couple.removedAt < MINUTE && !seen.restaurant) continue;
    for (const email of couple.emails) {
      const files = calendarsOf(snapshot, email, couple.bookingId);
      const who = `${email.split('@')[0]} (${seen.status})`;
      for (const [index, file] of files.entries()) {
        const before = files[index - 1];
        if (!before) continue;
        const changed = before.method !== file.method || before.start !== file.start || before.location !== file.location;
        if (file.sequence < before.sequence || (changed && file.sequence === before.sequence))
          broken.push(`${who}: "${file.subject}" has SEQUENCE ${file.sequence} after "${before.subject}" with ${before.sequence}`);
      }
      const latest = files.at(-1);
      if (!latest) continue;
      if (OUT.includes(seen.status)) {
        if (latest.method !== 'CANCEL' && seen.status === 'cancelled')
          broken.push(`${who}: latest calendar file "${latest.subject}" is ${latest.method}, not CANCEL`);
        continue;
      }
      if (latest.method === 'CANCEL') {
        broken.push(`${who}: latest calendar file "${latest.subject}" cancels a booking the dashboard shows ${seen.status}`);
        continue;
      }
      // A calendar file carries whole seconds.
      if (latest.start !== Math.floor(new Date(seen.event_date).getTime() / 1000) * 1000)
        broken.push(`${who}: calendar starts ${new Date(latest.start).toISOString()}, dashboard ${seen.event_date}`);
      // A dinner that has started keeps the calendar entry it had: a restaurant renamed since is no news for it.
      if (snapshot.now >= dinner.eventDate) continue;
      const place = seen.restaurant?.name ?? null;
      // Seated by an admin's run past the reveal time: the dashboard shows the seat at once, the reveal mail goes at the next tick.
      const revealOwed =
        place !== null && latest.location === null && dinner.bookings.some((row) => row.id === couple.bookingId && row.reveal_sent_at === null);
      if (revealOwed) continue;
      if (place === null ? latest.location !== null : !latest.location?.startsWith(place))
        broken.push(`${who}: calendar place ${latest.location ?? 'none'}, dashboard ${place ?? 'none'}`);
    }
  }
  return broken;
}
