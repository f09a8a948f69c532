/**
 * Changes to a booked dinner that the people relying on it must hear about. Each is
 * recorded by the use case that makes it, in the same transaction, and its consequences
 * (mails with an updated calendar invite) follow from it alone.
 */
export type DinnerChange = { kind: 'rescheduled'; dinnerId: string; from: Date; to: Date };

/** Who a change will reach, as the admin's confirmation states it before saving. */
export interface ChangeAudience {
  couples: number;
  people: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 paid couples (6 people)" */
export function describeAudience(audience: ChangeAudience): string {
  return `${plural(audience.couples, 'paid couple', 'paid couples')} (${plural(audience.people, 'person', 'people')})`;
}
