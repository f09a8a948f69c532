/**
 * The events an integrator can receive (docs/api-for-integrators.md, "Events"): their
 * names are the event log's, and each one's `data` is built here from the logged payload
 * by a list of the fields it may carry, so nothing reaches an endpoint that is not named
 * below (no member's email, phone, date of birth or name, whatever a payload holds).
 */
export interface WebhookEventDescription {
  description: string;
  /** `data` of a sample event, for the docs and the API document. */
  sample: Record<string, unknown>;
}

const DINNER = '2b1f6c9e-3d0a-4c55-9d5e-8f0c1a2b3c4d';
const OTHER_DINNER = '3c2a7d0f-4e1b-4d66-8e6f-9a1b2c3d4e5f';
const BOOKING = '7a9e4f21-6b3c-4d8e-a1f0-2c3d4e5f6a7b';
const COUPLE = 'c4d5e6f7-0a1b-4c2d-8e3f-9a0b1c2d3e4f';
const OTHER_COUPLE = 'd5e6f7a8-1b2c-4d3e-9f4a-0b1c2d3e4f5a';
const GROUP = 'e6f7a8b9-2c3d-4e4f-8a5b-1c2d3e4f5a6b';
const RESTAURANT = 'f7a8b9c0-3d4e-4f5a-9b6c-2d3e4f5a6b7c';
const RESERVATION = 'a8b9c0d1-4e5f-4a6b-8c7d-3e4f5a6b7c8d';

export const WEBHOOK_EVENTS = {
  'booking.confirmed': {
    description: 'A couple booked a dinner and paid (or the dinner is free): the spot is theirs.',
    sample: { booking_id: BOOKING, dinner_id: DINNER, couple_id: COUPLE },
  },
  'booking.revealed': {
    description: "The couple's restaurant and table were revealed to them (24 hours before the dinner, or at once when seated later).",
    sample: { booking_id: BOOKING, dinner_id: DINNER, couple_id: COUPLE, group_id: GROUP, restaurant_id: RESTAURANT, table_number: 4 },
  },
  'booking.cancelled': {
    description: 'The couple cancelled its booking, or support did; `revealed`: it happened after the reveal.',
    sample: { booking_id: BOOKING, dinner_id: DINNER, couple_id: COUPLE, revealed: false },
  },
  'booking.moved': {
    description:
      'Support moved the booking to another dinner (`moved_to_dinner_id`): for the dinner it left (`dinner_id`, the aggregate), the same as a cancelled booking.',
    sample: { booking_id: BOOKING, dinner_id: DINNER, couple_id: COUPLE, revealed: false, moved_to_dinner_id: OTHER_DINNER },
  },
  'dinner.groups_recorded': {
    description: "The dinner's couples were seated: groups formed and restaurants and tables assigned (a matching run or an admin's edit).",
    sample: { dinner_id: DINNER },
  },
  'dinner.tables_changed': {
    description: "The dinner's tables changed as a whole (an admin's edit, a couple erased).",
    sample: { dinner_id: DINNER },
  },
  'dinner.rescheduled': {
    description: 'The dinner moved to another time.',
    sample: { dinner_id: DINNER, from: '2026-03-06T19:30:00.000Z', to: '2026-03-06T20:00:00.000Z' },
  },
  'dinner.cancelled': {
    description: 'The dinner was cancelled, with every booking of it.',
    sample: { dinner_id: DINNER },
  },
  'group.changed': {
    description: 'Couples joined a group (`joined_couple_ids`) and the others of `couple_ids` have new table-mates.',
    sample: { dinner_id: DINNER, couple_ids: [COUPLE, OTHER_COUPLE], joined_couple_ids: [OTHER_COUPLE], venue_changed: false },
  },
  'group.venue_changed': {
    description: "A group's restaurant or table changed, its couples staying together; `from` is where they were told they sit.",
    sample: {
      dinner_id: DINNER,
      couple_ids: [COUPLE, OTHER_COUPLE],
      from: { restaurant_id: RESTAURANT, restaurant_name: 'The Winding Stair', table_number: 4 },
    },
  },
  'group.couple_removed': {
    description: 'An admin took a couple out of its group; it has no table until seated again.',
    sample: { dinner_id: DINNER, couple_id: COUPLE },
  },
  'reservation.requested': {
    description:
      'A restaurant is asked to hold a table (new, or changed: `revision` goes up, an earlier answer no longer holds). Confirm or decline it with POST /api/integrations/reservations/{id}/answer.',
    sample: {
      reservation_id: RESERVATION,
      dinner_id: DINNER,
      restaurant_id: RESTAURANT,
      table_number: 4,
      party_size: 6,
      event_date: '2026-03-06T19:30:00.000Z',
      revision: 1,
    },
  },
  'reservation.confirmed': {
    description:
      'The restaurant confirmed the table for this `revision` and `party_size` (on its signed page, or its system with POST /api/integrations/reservations/{id}/answer). A later change asks again (`reservation.requested`, a new revision).',
    sample: { reservation_id: RESERVATION, dinner_id: DINNER, restaurant_id: RESTAURANT, table_number: 4, party_size: 6, revision: 1 },
  },
  'reservation.declined': {
    description:
      'The restaurant declined the table (on its signed page, or its system), with its `reason` if it gave one; the admins are told and find the group another table.',
    sample: {
      reservation_id: RESERVATION,
      dinner_id: DINNER,
      restaurant_id: RESTAURANT,
      table_number: 4,
      party_size: 6,
      revision: 1,
      reason: 'Closed for a private event.',
    },
  },
  'reservation.cancelled': {
    description: 'A table the restaurant was asked to hold is no longer needed.',
    sample: { reservation_id: RESERVATION, dinner_id: DINNER, restaurant_id: RESTAURANT, table_number: 4, revision: 2 },
  },
  'restaurant.changed': {
    description: "An admin changed a restaurant's name, address or city.",
    sample: {
      restaurant_id: RESTAURANT,
      before: { name: 'The Winding Stair', address: '40 Ormond Quay Lower', city: 'Dublin' },
      after: { name: 'The Winding Stair', address: '40 Lower Ormond Quay', city: 'Dublin' },
    },
  },
  'restaurant.deactivated': {
    description: 'A restaurant was taken out of the catalogue; its past dinners keep it.',
    sample: { restaurant_id: RESTAURANT },
  },
  'webhook.test': {
    description: 'Sent by "Send test event" in the console: changes nothing.',
    sample: { endpoint_id: '0c1d2e3f-5a6b-4c7d-9e8f-4a5b6c7d8e9f', message: 'A test event from Tablemates.' },
  },
} as const satisfies Record<string, WebhookEventDescription>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];
/** The types an endpoint subscribes to; `webhook.test` reaches an endpoint only when asked for. */
export const SUBSCRIBABLE_EVENT_TYPES = WEBHOOK_EVENT_TYPES.filter((type) => type !== 'webhook.test');

export const isWebhookEventType = (type: string): type is WebhookEventType => Object.hasOwn(WEBHOOK_EVENTS, type);

/** The body of a delivery: `{id, type, created, data}`, `created` in Unix seconds. */
export interface WebhookBody {
  id: string;
  type: WebhookEventType;
  created: number;
  data: Record<string, unknown>;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const renamed: Record<string, string> = { joined: 'joined_couple_ids' };

/** A value of `data`: objects keep only the keys their sample names; dates become ISO strings. */
function only(value: unknown, sample: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string' || typeof item === 'number');
  if (value === null || typeof value !== 'object') return value;
  if (sample === null || typeof sample !== 'object' || Array.isArray(sample)) return undefined;
  const allowed = sample as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const name = renamed[key] ?? snake(key);
    if (!Object.hasOwn(allowed, name)) continue;
    const picked = only(item, allowed[name]);
    if (picked !== undefined) kept[name] = picked;
  }
  return kept;
}

/** The event's `data`: the logged payload's fields that the type's sample names, in snake case; nothing else. */
export function webhookData(type: WebhookEventType, payload: unknown): Record<string, unknown> {
  return (only(payload ?? {}, WEBHOOK_EVENTS[type].sample) ?? {}) as Record<string, unknown>;
}

export function webhookBody(event: { id: string; type: WebhookEventType; occurredAt: Date; payload: unknown }): WebhookBody {
  return { id: event.id, type: event.type, created: Math.floor(event.occurredAt.getTime() / 1000), data: webhookData(event.type, event.payload) };
}
