import { db } from '../../dinners/dinner-fixtures';
import { BookingAccount, DinnerModel, ModelCouple, ModelDinner } from '../dinner-model';
import { dashboard, DashboardBooking, World } from '../world';
import { CalendarFile, parseCalendar } from './calendar-file';

export interface BookingRow {
  id: string;
  couple_id: string;
  status: string;
  /** When the reveal went out (as JSON gives it); null before. */
  reveal_sent_at: string | null;
}
export interface GroupRow {
  id: string;
  restaurant_id: string | null;
  table_number: number | null;
  restaurant_active: boolean | null;
  couple_ids: string[];
}
export interface ReservationRow {
  group_id: string;
  restaurant_id: string;
  table_number: number;
  party_size: number;
  status: string;
}
export interface PaymentRow {
  booking_id: string;
  amount: number;
  status: string;
  refund_amount: number | null;
  refunded_amount: number;
}
export interface Mail {
  recipient: string;
  subject: string;
  text: string;
  calendar: CalendarFile | null;
}

export interface DinnerSnapshot {
  model: ModelDinner;
  status: string;
  eventDate: number;
  bookings: BookingRow[];
  groups: GroupRow[];
  /** The reservations of the dinner's groups, cancelled ones included (a group's table moved is a new one). */
  reservations: ReservationRow[];
  payments: PaymentRow[];
  dashboards: Map<ModelCouple, DashboardBooking | null>;
}

/** The real state the promises judge, read once after a step: the database and what the API shows each couple. */
export interface Snapshot {
  now: number;
  dinners: DinnerSnapshot[];
  /** Every mail to the life's couples, in the order written. */
  mails: Map<string, Mail[]>;
  /** The event log's dispatch state. */
  events: EventsState;
}

export interface EventsState {
  lastPosition: number;
  subscribers: { name: string; position: number; lastError: string | null }[];
  handledTwice: { name: string; eventId: string; times: number }[];
}

/** The dispatch state in one statement; "handled twice" is looked for among this life's events (the run's log grows with every life). */
async function readEvents(world: World): Promise<EventsState> {
  const [row]: {
    last: string;
    subscribers: { name: string; position: string; last_error: string | null }[];
    twice: { name: string; event_id: string; times: number }[] | null;
  }[] = await db(world.app).query(
    `SELECT (SELECT coalesce(max(position), 0) FROM event_log)::bigint AS last,
            (SELECT json_agg(json_build_object('name', name, 'position', position, 'last_error', last_error)) FROM event_subscriptions) AS subscribers,
            (SELECT json_agg(json_build_object('name', twice.subscriber, 'event_id', twice.event_id, 'times', twice.times))
               FROM (SELECT h.subscriber, h.event_id, count(*)::int AS times
                       FROM event_log e JOIN event_subscriptions s ON true JOIN event_handled h ON h.subscriber = s.name AND h.event_id = e.id
                      WHERE e.position > $1 GROUP BY h.subscriber, h.event_id HAVING count(*) > 1) twice) AS twice`,
    [world.eventsBefore],
  );
  return {
    lastPosition: Number(row.last),
    subscribers: row.subscribers.map((subscriber) => ({ name: subscriber.name, position: Number(subscriber.position), lastError: subscriber.last_error })),
    handledTwice: (row.twice ?? []).map((twice) => ({ name: twice.name, eventId: twice.event_id, times: twice.times })),
  };
}

type DinnerRows = Omit<DinnerSnapshot, 'model' | 'dashboards'>;

/** Every dinner of the life with its bookings, groups, reservations and payments, in one statement. */
async function readDinnerRows(world: World, model: DinnerModel): Promise<Map<string, DinnerRows>> {
  const rows: (Omit<DinnerRows, 'eventDate'> & { id: string; event_ms: string })[] = await db(world.app).query(
    `SELECT d.id, d.status, (extract(epoch FROM d.event_date) * 1000)::bigint AS event_ms,
            (SELECT coalesce(json_agg(json_build_object('id', b.id, 'couple_id', b.couple_id, 'status', b.status, 'reveal_sent_at', b.reveal_sent_at)), '[]')
               FROM dinner_bookings b WHERE b.dinner_id = d.id) AS bookings,
            (SELECT coalesce(json_agg(json_build_object('id', g.id, 'restaurant_id', g.restaurant_id, 'table_number', g.table_number,
                      'restaurant_active', r.is_active,
                      'couple_ids', (SELECT coalesce(json_agg(p.couple_id), '[]') FROM dinner_group_participants p WHERE p.group_id = g.id))), '[]')
               FROM dinner_groups g LEFT JOIN restaurants r ON r.id = g.restaurant_id WHERE g.dinner_id = d.id) AS groups,
            (SELECT coalesce(json_agg(json_build_object('group_id', v.group_id, 'restaurant_id', v.restaurant_id, 'table_number', v.table_number,
                      'party_size', v.party_size, 'status', v.status)), '[]')
               FROM restaurant_reservations v WHERE v.dinner_id = d.id) AS reservations,
            (SELECT coalesce(json_agg(json_build_object('booking_id', p.booking_id, 'amount', p.amount, 'status', p.status,
                      'refund_amount', p.refund_amount, 'refunded_amount', p.refunded_amount)), '[]')
               FROM payments p JOIN dinner_bookings b ON b.id = p.booking_id
              WHERE b.dinner_id = d.id AND p.status IN ('succeeded', 'refund_pending', 'refunded')) AS payments
       FROM dinner_events d WHERE d.id = ANY($1::uuid[])`,
    [model.dinners.map((dinner) => dinner.dinnerId)],
  );
  return new Map(rows.map(({ id, event_ms, ...row }) => [id, { ...row, eventDate: Number(event_ms) }]));
}

/** What each booked couple's dashboard shows of its dinner, read side by side (the app serves them as it would many browsers). */
async function readDashboards(world: World, dinner: ModelDinner): Promise<Map<ModelCouple, DashboardBooking | null>> {
  const shown = dinner.couples.filter((couple) => couple.bookingId && !couple.deleted);
  const seen = await Promise.all(shown.map((couple) => dashboard(world, couple, dinner.dinnerId)));
  return new Map(shown.map((couple, index) => [couple, seen[index]]));
}

async function readMails(world: World, model: DinnerModel): Promise<Map<string, Mail[]>> {
  const emails = model.dinners.flatMap((dinner) => dinner.couples.flatMap((couple) => couple.emails));
  const rows: { recipient: string; subject: string; text: string; attachments: { filename: string; content: string }[] | null }[] = await db(world.app).query(
    'SELECT recipient, subject, text, attachments FROM mail_outbox WHERE recipient = ANY($1) ORDER BY created_at, id',
    [emails],
  );
  const mails = new Map<string, Mail[]>();
  for (const row of rows) {
    const ics = row.attachments?.find((attachment) => attachment.filename.endsWith('.ics'));
    const list = mails.get(row.recipient) ?? [];
    list.push({ recipient: row.recipient, subject: row.subject, text: row.text, calendar: ics ? parseCalendar(ics.content) : null });
    mails.set(row.recipient, list);
  }
  return mails;
}

export async function readSnapshot(model: DinnerModel, world: World): Promise<Snapshot> {
  // Nothing moves while the snapshot is read (no step runs), so its reads go side by side.
  const [rows, dashboards, mails, events] = await Promise.all([
    readDinnerRows(world, model),
    Promise.all(model.dinners.map((dinner) => readDashboards(world, dinner))),
    readMails(world, model),
    readEvents(world),
  ]);
  const dinners = model.dinners.map((dinner, index) => ({ model: dinner, ...rows.get(dinner.dinnerId)!, dashboards: dashboards[index] }));
  return { now: world.app.clock.now().getTime(), dinners, mails, events };
}

/** The calendar files a member was mailed for one booking, in the order written. */
export function calendarsOf(snapshot: Snapshot, email: string, bookingId: string): (CalendarFile & { subject: string })[] {
  return (snapshot.mails.get(email) ?? [])
    .filter((mail) => mail.calendar?.uid === `booking-${bookingId}@tablemates`)
    .map((mail) => ({ ...mail.calendar!, subject: mail.subject }));
}

/** The model's couple holding a booking row. */
export function coupleOf(dinner: DinnerSnapshot, booking: BookingRow): ModelCouple | undefined {
  return dinner.model.couples.find((couple) => couple.bookingId === booking.id);
}

/** The model's couple that holds or held a booking row (a couple may cancel and book again). */
export function holderOf(dinner: DinnerSnapshot, booking: BookingRow): ModelCouple | undefined {
  return dinner.model.couples.find((couple) => couple.bookingId === booking.id || couple.formerBookings.some((former) => former.bookingId === booking.id));
}

/** What the couple was told of a booking's money, for its current booking or an earlier one. */
export function accountOf(dinner: DinnerSnapshot, booking: BookingRow): BookingAccount | undefined {
  const couple = holderOf(dinner, booking);
  if (!couple) return undefined;
  return couple.bookingId === booking.id ? { ...couple, bookingId: booking.id } : couple.formerBookings.find((former) => former.bookingId === booking.id);
}
