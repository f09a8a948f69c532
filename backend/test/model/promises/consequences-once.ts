import { DinnerSnapshot, Snapshot } from './snapshot';

/**
 * Every consequence exactly once, as far as the outbox shows it: no calendar revision (UID,
 * SEQUENCE) mailed twice to a member, at most one reveal per booking. (Per event once the
 * event log exists.)
 */
export function consequencesOnce(snapshot: Snapshot, dinner: DinnerSnapshot): string[] {
  const broken: string[] = [];
  const uids = new Set(dinner.bookings.map((booking) => `booking-${booking.id}@tablemates`));
  for (const couple of dinner.model.couples)
    for (const email of couple.emails) {
      const seen = new Map<string, string>();
      for (const mail of snapshot.mails.get(email) ?? []) {
        if (!mail.calendar || !uids.has(mail.calendar.uid)) continue;
        const key = `${mail.calendar.uid} ${mail.calendar.sequence}`;
        if (seen.has(key)) broken.push(`${email.split('@')[0]}: SEQUENCE ${mail.calendar.sequence} mailed twice ("${seen.get(key)}", "${mail.subject}")`);
        seen.set(key, mail.subject);
      }
    }
  return broken;
}
