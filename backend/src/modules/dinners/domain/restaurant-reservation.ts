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
  /** The time the restaurant was last told, to say what changed; null for reservations made before it was kept. */
  eventDate: Date | null;
  status: ReservationStatus;
  /** Goes up with every mail the restaurant gets about it: a link names the revision it answers. */
  revision: number;
  fingerprint: string;
  respondedAt: Date | null;
  declineReason: string | null;
}

/** A table of a restaurant on a dinner's night, as reservations are kept: whichever group sits there. */
export const tableKey = (restaurantId: string, tableNumber: number): string => `${restaurantId}/${tableNumber}`;

/**
 * The tables of a dinner their restaurants declined (`tableKey`s): a group seated at one is not
 * going ahead as it stands, so it is neither revealed nor counted as seated at the start.
 */
export function declinedTables(reservations: readonly Pick<StoredReservation, 'restaurantId' | 'tableNumber' | 'status'>[]): Set<string> {
  return new Set(
    reservations.filter((reservation) => reservation.status === 'declined').map((reservation) => tableKey(reservation.restaurantId, reservation.tableNumber)),
  );
}

/**
 * What the restaurant must hear: a new table, changed details, a group moved to another of its
 * tables (`from` is freed, `reopened` as for a new table), or a table no longer needed.
 */
export type ReservationStep =
  | { kind: 'new'; details: ReservationDetails; fingerprint: string; reopened: StoredReservation | null }
  | { kind: 'changed'; details: ReservationDetails; fingerprint: string; reservation: StoredReservation }
  | { kind: 'moved'; details: ReservationDetails; fingerprint: string; reopened: StoredReservation | null; from: StoredReservation }
  | { kind: 'cancelled'; reservation: StoredReservation };

/**
 * Compares the tables the dinner needs now with what each restaurant was last told. A
 * reservation is a table of a restaurant on the dinner's night, whichever group sits there:
 * other guests at the same table (a matching run again, a couple moved) are a change; a
 * group moved to another restaurant frees its old table (cancelled) and takes a new one; a
 * group moved to another table of the same restaurant is one step (`moved`), so that
 * restaurant hears of one change, old table and new, not of two unrelated tables (issue 51);
 * a table taken again after being cancelled reopens its reservation.
 */
export function planReservations(
  wanted: readonly { details: ReservationDetails; fingerprint: string }[],
  stored: readonly StoredReservation[],
): ReservationStep[] {
  const key = tableKey;
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
  const freed = stored.filter((reservation) => reservation.status !== 'cancelled' && !kept.has(key(reservation.restaurantId, reservation.tableNumber)));
  const paired = steps.map((step) => {
    if (step.kind !== 'new') return step;
    const at = freed.findIndex((reservation) => reservation.restaurantId === step.details.restaurantId && reservation.groupId === step.details.groupId);
    if (at < 0) return step;
    const [from] = freed.splice(at, 1);
    return { ...step, kind: 'moved' as const, from };
  });
  return [...paired, ...freed.map((reservation) => ({ kind: 'cancelled' as const, reservation }))];
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

/**
 * The status after the restaurant's answer; an answer repeated is no change (`changed` false).
 * A table may be declined until the reveal time, whether it was confirmed or not answered
 * yet (one decline, one mail to the admins); after it the couples were told where they dine
 * (or are about to be), and only the team changes that. A declined table is taken back only
 * by the admins, who are finding the group another one (a confirm, decline, confirm on one
 * link mailed the admins at each decline, issue 46).
 */
export function answerReservation(
  reservation: Pick<StoredReservation, 'status' | 'revision'>,
  revision: number,
  answer: ReservationAnswer,
  revealed: boolean,
): { status: ReservationStatus; changed: boolean } {
  if (reservation.status === 'cancelled') throw ReservationErrors.cancelled();
  if (reservation.revision !== revision) throw ReservationErrors.outdated();
  const status: ReservationStatus = answer === 'confirm' ? 'confirmed' : 'declined';
  if (reservation.status === status) return { status, changed: false };
  if (reservation.status === 'declined') throw ReservationErrors.declinedStays();
  if (status === 'declined' && revealed) throw ReservationErrors.revealed();
  return { status, changed: true };
}

export const ReservationErrors = {
  notFound: () => new DomainError('not_found', 'RESERVATIONS.NOT_FOUND', 'There is no reservation with this id.'),
  outdatedRevision: () =>
    new DomainError(
      'conflict',
      'RESERVATIONS.OUTDATED_REVISION',
      'This reservation changed since that revision. Read it again and answer its latest revision.',
    ),
  invalidLink: () => new DomainError('not_found', 'RESERVATIONS.INVALID_LINK', 'This reservation link is not valid. Please use the link in our latest email.'),
  expired: () => new DomainError('gone', 'RESERVATIONS.LINK_EXPIRED', 'This reservation link has expired: the dinner has taken place.'),
  outdated: () =>
    new DomainError('conflict', 'RESERVATIONS.OUTDATED', 'This reservation changed after this email was sent. Please answer the latest email about it.'),
  cancelled: () => new DomainError('conflict', 'RESERVATIONS.CANCELLED', 'This reservation was cancelled: the table is no longer needed.'),
  declinedStays: () =>
    new DomainError(
      'conflict',
      'RESERVATIONS.DECLINED',
      'You declined this table, so our team is finding the group another one. To take it after all, please contact our team.',
    ),
  revealed: () =>
    new DomainError(
      'conflict',
      'RESERVATIONS.REVEALED',
      'The guests have already been told where they are dining. To change your answer now, please contact our team.',
    ),
};
