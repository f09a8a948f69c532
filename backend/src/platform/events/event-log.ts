/** Who made a change: a couple, an admin, the schedule, a restaurant answering, or the system itself. */
export type EventActorType = 'couple' | 'admin' | 'schedule' | 'restaurant' | 'system';

export interface EventActor {
  type: EventActorType;
  /** The couple's, admin's or restaurant's id; null for the schedule and the system. */
  id: string | null;
}

/**
 * A change as the use case that made it records it. `type` is `<aggregate>.<what happened>`
 * (`booking.cancelled`, `group.couple_removed`, `dinner.rescheduled`); the payload is
 * self-contained (ids and the facts a consequence needs that the database may no longer
 * hold), so that a subscriber added later, an integrator's webhook included, reads it as is.
 */
export interface NewEvent<Payload = unknown> {
  type: string;
  aggregateType: string;
  aggregateId: string;
  payload: Payload;
  actor: EventActor;
}

/** An event as the log holds it: its global position, its number within its aggregate, when it happened. */
export interface RecordedEvent<Payload = unknown> extends NewEvent<Payload> {
  id: string;
  position: number;
  sequence: number;
  occurredAt: Date;
}

/**
 * The event log (docs/architecture.md, "The event log"): append-only. A use case appends
 * inside its unit of work, so the event exists exactly when the change was committed; the
 * consequences are subscribers (`EventSubscribers`), never called by the use case.
 */
export abstract class EventLog {
  /** Records the event with the caller's unit of work (its own when there is none): it commits with the change or not at all. */
  abstract append<Payload>(event: NewEvent<Payload>): Promise<void>;
  /**
   * Erasure of a person (docs/support-and-privacy.md): the events stay, but in the payloads of
   * these types, whose free texts (an admin's reason) may name people, these words are removed
   * (whole words, as in the mails kept for others). In the caller's unit of work.
   */
  abstract eraseWords(types: readonly string[], words: readonly string[]): Promise<void>;
  /** Purge of all user data: this free-text field of these types' payloads becomes `[erased]`, as the audit log's reasons do. */
  abstract eraseField(types: readonly string[], field: string): Promise<void>;
}
