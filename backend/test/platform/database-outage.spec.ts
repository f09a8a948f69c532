import { createServer, Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { createCouple, createDinner } from '../dinners/dinner-fixtures';

/** A TCP relay to the database that can be switched off: the server then refuses connections, as a stopped PostgreSQL does. */
async function databaseRelay(url: string): Promise<{ url: string; refuse(): Promise<void> }> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = new Socket().connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as AddressInfo).port);
  return {
    url: relayed.toString(),
    async refuse() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

const UNAVAILABLE = { statusCode: 503, message: 'The service is temporarily unavailable. Please try again shortly.', error: 'Service Unavailable' };

/** Issue 25: with PostgreSQL refusing connections, every read answered 500. */
describe('a database that refuses connections', () => {
  let database: TestDatabase;
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof databaseRelay>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = await databaseRelay(database.target.url);
    t = await createTestApp({ database: { target: { ...database.target, url: relay.url }, drop: async () => undefined } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('answers 503 with Retry-After, signed in or not; readiness says so too, liveness stays 200', async () => {
    const couple = await createCouple(t);
    const dinnerId = await createDinner(t);
    await relay.refuse();

    const reads = [
      t.http().get(`/api/dinners/${dinnerId}`).set('Cookie', couple.cookie),
      t.http().get('/api/user/available-dinner-events').set('Cookie', couple.cookie),
      t.http().get('/api/user/my-dinner-bookings').set('Cookie', couple.cookie),
      t.http().post('/api/auth/check-email').send({ email: 'someone@example.ie' }),
    ];
    const answers = [];
    for (const read of reads) {
      const res = await read;
      answers.push({ status: res.status, body: res.body, retryAfter: res.headers['retry-after'] });
    }
    expect(answers).toEqual(reads.map(() => ({ status: 503, body: UNAVAILABLE, retryAfter: expect.stringMatching(/^\d+$/) })));
    const ready = await t.http().get('/api/ready').expect(503);
    expect(ready.headers['retry-after']).toMatch(/^\d+$/);
    expect((await t.http().get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', db: 'down' });
  });
});
