import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from 'bcrypt';
import { createDinner, db, ensureRestaurant, signIn } from '../dinners/dinner-fixtures';
import { TestApp } from '../support/test-app';
import { DinnerModel, HOUR, ModelCouple, ModelDinner } from './dinner-model';
import { seedCouples, seedPaidBookings } from './seed-couples';

const FEE_CENTS = 1500;

/** The password every couple of the model signs with (deleting an account asks for it). */
export const PASSWORD = 'Dinner4Two!';
let passwordHash: Promise<string> | null = null;

/** The real side of a life: the app (shared by the lives of a run, its clock only going forward) and this life's restaurants. */
export interface World {
  app: TestApp;
  adminCookie: string;
  restaurantIds: string[];
  /** The event log's last position before the life began: its own events come after. */
  eventsBefore: number;
  /** Requests that may change something (any method but GET and HEAD) the app received so far. */
  writes(): number;
}

export interface LifeShape {
  /** Couples per dinner (4–20), and how many of them book and pay before the first step. */
  dinners: { couples: number; paid: number; hoursFromDeadlineToEvent: number; eventInHours: number }[];
}

/**
 * A life's start: its own three restaurants (the lives of a run share one database, and a
 * life may deactivate or rename them), its dinners, and couples, some of them with a paid
 * booking written straight to the database (the walk's own bookings go through the card form).
 */
export async function startLife(app: TestApp, run: Run, shape: LifeShape): Promise<{ world: World; model: DinnerModel }> {
  const tag = randomBytes(3).toString('hex');
  // A session of its own for each life: the run's clock passes days a life, and a session lasts a week.
  const adminCookie = await signIn(app, run.adminId);
  const [{ last }] = await db(app).query('SELECT coalesce(max(position), 0)::bigint AS last FROM event_log');
  await db(app).query('UPDATE restaurants SET is_active = false WHERE is_active');
  // The lives of a run share the jobs: earlier lives' dinners, left anywhere, must not steer this one's.
  await db(app).query("UPDATE dinner_events SET status = 'cancelled_by_system' WHERE status NOT IN ('completed', 'cancelled_by_system')");
  const restaurantIds: string[] = [];
  for (const name of ['Oak', 'Ash', 'Elm']) {
    const restaurant = await ensureRestaurant(app, { name: `${name} ${tag}`, email: `${name.toLowerCase()}.${tag}@restaurants.example.ie`, tablesPerNight: 3 });
    restaurantIds.push(restaurant.id);
  }
  passwordHash ??= hash(PASSWORD, 4);
  const dinners: ModelDinner[] = [];
  for (const [index, spec] of shape.dinners.entries()) {
    const eventInHours = spec.eventInHours + index;
    const dinnerId = await createDinner(app, { eventInHours, deadlineInHours: eventInHours - spec.hoursFromDeadlineToEvent, capacity: spec.couples });
    const couples = await seedCouples(app, spec.couples, String(index), await passwordHash);
    await seedPaidBookings(app, dinnerId, couples.slice(0, spec.paid), FEE_CENTS);
    dinners.push({ dinnerId, feeCents: FEE_CENTS, couples, cancelledByAdmin: false, deactivatedAfterStart: [] });
  }
  return { world: { app, adminCookie, restaurantIds, eventsBefore: Number(last), writes: run.writes }, model: { dinners, log: [] } };
}

/** What the lives of a run share besides the app: its admin, and a count of the requests that may change something. */
export interface Run {
  adminId: string;
  writes(): number;
}

/** One admin for the whole run (each life signs it in anew); the app's requests other than GET and HEAD counted from now on. */
export async function startRun(app: TestApp): Promise<Run> {
  const adminId = randomUUID();
  await db(app).query(
    `INSERT INTO users (id, email, first_name, last_name, is_admin, admin_role, email_verified) VALUES ($1, $2, 'Ada', 'Admin', true, 'owner', true)`,
    [adminId, `admin.${randomBytes(4).toString('hex')}@example.ie`],
  );
  let writes = 0;
  app.app.getHttpServer().on('request', (request: { method?: string }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') writes += 1;
  });
  return { adminId, writes: () => writes };
}

export interface DashboardBooking {
  id: string;
  dinner_id: string;
  status: string;
  event_date: string;
  reveal_at: string;
  revealed: boolean;
  matched: boolean;
  restaurant: { name: string; address?: string } | null;
  table_number: number | null;
  other_couples: { first_names?: string[] }[];
}

/** The couple's booking of a dinner as its dashboard reads it (null when it has none). */
export async function dashboard(world: World, couple: ModelCouple, dinnerId: string): Promise<DashboardBooking | null> {
  const response = await world.app.http().get('/api/user/my-dinner-bookings').set('Cookie', couple.cookie);
  if (response.status === 401) return null;
  if (response.status !== 200) throw new Error(`my-dinner-bookings answered ${response.status}: ${JSON.stringify(response.body)}`);
  const bookings: DashboardBooking[] = response.body.bookings;
  return bookings.find((booking) => booking.id === couple.bookingId && booking.dinner_id === dinnerId) ?? null;
}

export interface AdminGroup {
  group_id: string;
  restaurant_id: string | null;
  restaurant: { name: string } | null;
  table_number: number | null;
  participants: { couple_id: string }[];
}

export async function matches(world: World, dinnerId: string): Promise<AdminGroup[]> {
  const response = await world.app.http().get(`/api/admin/dinners/${dinnerId}/matches`).set('Cookie', world.adminCookie);
  if (response.status !== 200) throw new Error(`matches answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.matches;
}

export const coupleIds = (group: AdminGroup) => group.participants.map((participant) => participant.couple_id);

export async function dinnerRow(world: World, dinnerId: string): Promise<{ status: string; event_date: Date; booking_deadline: Date }> {
  const [row] = await db(world.app).query('SELECT status, event_date, booking_deadline FROM dinner_events WHERE id = $1', [dinnerId]);
  return row;
}

export const now = (world: World) => world.app.clock.now().getTime();
export { HOUR };
