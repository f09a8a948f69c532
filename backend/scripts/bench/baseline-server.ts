import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { Pool } from 'pg';

/**
 * The bare baseline of `npm run bench:api` and `bench:rush`: node:http and pg, no framework,
 * serving GET /api/user/available-dinner-events with the app's own queries (session, user,
 * couple location, dinners of the next 10 days with their taken spots), and POST
 * /api/user/bookings with the booking's bare transaction (lock the dinner row, count its taken
 * spots, insert the hold), both behind the same cookie check (sessions are stored under the
 * SHA-256 of their id, with an absolute and an idle deadline). Started by bench-api.ts and
 * bench-rush.ts with DATABASE_URL, SESSION_SECRET, PORT and POOL_SIZE.
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const secret = process.env.SESSION_SECRET!;
const DAY_MS = 86_400_000;

/** express-session's signed cookie: `s:<sid>.<base64 HMAC-SHA256 of sid>`. */
function sessionId(cookieHeader: string | undefined): string | null {
  const raw = /(?:^|;\s*)tablemates\.sid=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  if (!value.startsWith('s:')) return null;
  const dot = value.lastIndexOf('.');
  const sid = value.slice(2, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(value.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? sid : null;
}

type Answer = { status: number; body: unknown };
const UNAUTHENTICATED: Answer = { status: 401, body: { statusCode: 401, message: 'Not authenticated. Please log in.' } };

/** The signed-in user's row, or null. */
async function signedInUser(cookieHeader: string | undefined, now: Date): Promise<Record<string, unknown> | null> {
  const sid = sessionId(cookieHeader);
  if (!sid) return null;
  const session = await pool.query('SELECT sess FROM sessions WHERE sid = $1 AND expire > $2 AND idle_expire > $2', [
    createHash('sha256').update(sid).digest('hex'),
    now,
  ]);
  const userId = session.rows[0]?.sess?.passport?.user;
  return userId ? (await pool.query('SELECT * FROM users WHERE id = $1', [userId])).rows[0] : null;
}

async function availableEvents(cookieHeader: string | undefined): Promise<Answer> {
  const now = new Date();
  const user = await signedInUser(cookieHeader, now);
  if (!user) return UNAUTHENTICATED;
  const location = user.couple_id ? (await pool.query('SELECT city, country FROM couple_profiles WHERE couple_id = $1', [user.couple_id])).rows[0] : undefined;
  const { city, country } = location ?? { city: 'Dublin', country: 'Ireland' };
  const events = await pool.query(
    `SELECT d.*, (SELECT count(*)::int FROM dinner_bookings tb WHERE tb.dinner_id = d.id
        AND (tb.status IN ('confirmed', 'attended') OR (tb.status = 'pending_payment' AND tb.hold_expires_at > $5))) AS taken_spots
     FROM dinner_events d
     WHERE lower(d.city) = lower($1) AND lower(d.country) = lower($2) AND d.event_date > $3 AND d.event_date <= $4
     ORDER BY d.event_date ASC`,
    [city, country, now, new Date(now.getTime() + 10 * DAY_MS), now],
  );
  const body = events.rows
    .filter((row) => row.is_active && row.status !== 'cancelled_by_system')
    .map((row) => ({
      id: row.id,
      city: row.city,
      country: row.country,
      event_date: row.event_date.toISOString(),
      booking_deadline: row.booking_deadline.toISOString(),
      capacity: row.capacity,
      taken_spots: row.taken_spots,
      available_spots: Math.max(0, row.capacity - row.taken_spots),
      logistics_fee: row.logistics_fee_cents / 100,
      status: row.status,
    }));
  return { status: 200, body: { events: body } };
}

/** The booking's transaction as bare as it gets: the dinner row locked, its taken spots counted, the 15-minute hold inserted. */
async function book(cookieHeader: string | undefined, body: string): Promise<Answer> {
  const now = new Date();
  const user = await signedInUser(cookieHeader, now);
  if (!user) return UNAUTHENTICATED;
  const dinnerId = (JSON.parse(body) as { dinner_id: string }).dinner_id;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const dinner = (await client.query('SELECT capacity FROM dinner_events WHERE id = $1 FOR UPDATE', [dinnerId])).rows[0];
    const [{ taken }] = (
      await client.query(
        `SELECT count(*)::int AS taken FROM dinner_bookings WHERE dinner_id = $1
          AND (status IN ('confirmed', 'attended') OR (status = 'pending_payment' AND hold_expires_at > $2))`,
        [dinnerId, now],
      )
    ).rows;
    if (!dinner || taken >= dinner.capacity) {
      await client.query('ROLLBACK');
      return { status: 409, body: { statusCode: 409, message: 'This dinner is full.' } };
    }
    const booking = (
      await client.query(
        `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, hold_expires_at) VALUES ($1, $2, $3, 'pending_payment', $4) RETURNING id`,
        [dinnerId, user.couple_id, user.id, new Date(now.getTime() + 15 * 60_000)],
      )
    ).rows[0];
    await client.query('COMMIT');
    return { status: 201, body: { booking: { id: booking.id, status: 'pending_payment' } } };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

createServer((req, res) => {
  const send = ({ status, body }: Answer) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const fail = (error: Error) => send({ status: 500, body: { message: error.message } });
  if (req.method === 'GET' && req.url === '/api/user/available-dinner-events') return void availableEvents(req.headers.cookie).then(send, fail);
  if (req.method === 'POST' && req.url === '/api/user/bookings') {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    return void req.on('end', () => void book(req.headers.cookie, Buffer.concat(chunks).toString('utf8')).then(send, fail));
  }
  send({ status: 404, body: { statusCode: 404 } });
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
