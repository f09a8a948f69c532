import { DomainError } from '../../../kernel/domain-error';

/**
 * What a restaurant is told about one group's table: enough to lay it (when, which table,
 * how many, what they cannot eat) and nothing more about the guests than their first names.
 */
export interface ReservationDetails {
  groupId: string;
  restaurantId: string;
  tableNumber: number;
  eventDate: Date;
  partySize: number;
  firstNames: string[];
  dietaryNeeds: string[];
}

export type ReservationStatus = 'pending' | 'confirmed' | 'declined' | 'cancelled';

/** A reservation as stored: the details themselves are not kept (they hold names), only their fingerprint. */
export interface StoredReservation {
  id: string;
  dinnerId: string;
  groupId: string;
  restaurantId: string;
  tableNumber: number;
  partySize: number;
  status: ReservationStatus;
  /** Goes up with every mail the restaurant gets about it: a link names the revision it answers. */
  revision: number;
  fingerprint: string;
  respondedAt: Date | null;
  declineReason: string | null;
}

/** What the restaurant must hear: a new table, changed details, or a table no longer needed. */
export type ReservationStep =
  | { kind: 'new'; details: ReservationDetails; fingerprint: string; reopened: StoredReservation | null }
  | { kind: 'changed'; details: ReservationDetails; fingerprint: string; reservation: StoredReservation }
  | { kind: 'cancelled'; reservation: StoredReservation };

/**
 * Compares the tables the dinner needs now with what each restaurant was last told. A
 * reservation is a table of a restaurant on the dinner's night, whichever group sits there:
 * other guests at the same table (a matching run again, a couple moved) are a change; a
 * group moved to another table or restaurant frees its old table (cancelled) and takes a
 * new one; a table taken again after being cancelled reopens its reservation.
 */
export function planReservations(
  wanted: readonly { details: ReservationDetails; fingerprint: string }[],
  stored: readonly StoredReservation[],
): ReservationStep[] {
  const key = (restaurantId: string, tableNumber: number) => `${restaurantId}/${tableNumber}`;
  const byKey = new Map(stored.map((reservation) => [key(reservation.restaurantId, reservation.tableNumber), reservation]));
  const kept = new Set<string>();
  const steps: ReservationStep[] = [];
  for (const { details, fingerprint } of wanted) {
    const id = key(details.restaurantId, details.tableNumber);
    kept.add(id);
    const existing = byKey.get(id);
    if (!existing || existing.status === 'cancelled') steps.push({ kind: 'new', details, fingerprint, reopened: existing ?? null });
    else if (existing.fingerprint !== fingerprint) steps.push({ kind: 'changed', details, fingerprint, reservation: existing });
  }
  for (const reservation of stored) {
    if (reservation.status !== 'cancelled' && !kept.has(key(reservation.restaurantId, reservation.tableNumber))) steps.push({ kind: 'cancelled', reservation });
  }
  return steps;
}

/** Canonical text of what the restaurant is told (not which group: a run again forms new ones), so equal details give the same fingerprint. */
export function canonicalDetails(details: ReservationDetails): string {
  return JSON.stringify([
    details.restaurantId,
    details.tableNumber,
    details.eventDate.toISOString(),
    details.partySize,
    [...details.firstNames].sort(),
    [...details.dietaryNeeds].sort(),
  ]);
}

export type ReservationAnswer = 'confirm' | 'decline';

/** The status after the restaurant's answer; an answer repeated is no change (`changed` false). */
export function answerReservation(
  reservation: Pick<StoredReservation, 'status' | 'revision'>,
  revision: number,
  answer: ReservationAnswer,
): { status: ReservationStatus; changed: boolean } {
  if (reservation.status === 'cancelled') throw ReservationErrors.cancelled();
  if (reservation.revision !== revision) throw ReservationErrors.outdated();
  const status: ReservationStatus = answer === 'confirm' ? 'confirmed' : 'declined';
  return { status, changed: reservation.status !== status };
}

export const ReservationErrors = {
  invalidLink: () => new DomainError('not_found', 'RESERVATIONS.INVALID_LINK', 'This reservation link is not valid. Please use the link in our latest email.'),
  expired: () => new DomainError('gone', 'RESERVATIONS.LINK_EXPIRED', 'This reservation link has expired: the dinner has taken place.'),
  outdated: () =>
    new DomainError('conflict', 'RESERVATIONS.OUTDATED', 'This reservation changed after this email was sent. Please answer the latest email about it.'),
  cancelled: () => new DomainError('conflict', 'RESERVATIONS.CANCELLED', 'This reservation was cancelled: the table is no longer needed.'),
};
