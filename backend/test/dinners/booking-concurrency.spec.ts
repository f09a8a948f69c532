import { createTestApp, TestApp } from '../support/test-app';
import { bookingStatuses, createCouple, createDinner, fillSpots, TestCouple } from './dinner-fixtures';

/**
 * Against the real PostgreSQL in CI (TEST_DATABASE_URL, a pool of connections): the dinner
 * row lock must keep 30 simultaneous couples from taking more than the 5 spots left.
 */
describe('booking capacity under concurrency', () => {
  let app: TestApp;
  let couples: TestCouple[];

  beforeAll(async () => {
    app = await createTestApp();
    couples = [];
    for (let index = 0; index < 30; index += 1) couples.push(await createCouple(app));
  });
  afterAll(() => app.close());

  it('lets exactly 5 of 30 racing couples hold and pay for the last 5 spots', async () => {
    const dinnerId = await createDinner(app, { capacity: 20 });
    await fillSpots(app, dinnerId, 15);

    const intents = await Promise.all(
      couples.map((couple) => app.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({ dinnerId, coupleId: couple.coupleId })),
    );
    const held = intents.filter((response) => response.status === 201);
    const refused = intents.filter((response) => response.status !== 201);
    expect(held).toHaveLength(5);
    expect(refused.every((response) => response.status === 409 && response.body.code === 'DINNERS.FULL')).toBe(true);

    const payments = await Promise.all(
      held.map((response) =>
        app
          .http()
          .post('/api/payments/test-mode/confirm')
          .set('Cookie', couples[intents.indexOf(response)].cookie)
          .send({ paymentIntentId: response.body.paymentIntentId, cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123' }),
      ),
    );
    expect(payments.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 20 });

    const dinner = await app.http().get(`/api/dinners/${dinnerId}`).set('Cookie', couples[0].cookie).expect(200);
    expect(dinner.body).toMatchObject({ capacity: 20, booked_couples: 20, available_spots: 0 });
  });

  it('keeps one active booking per couple when the same couple races itself', async () => {
    const dinnerId = await createDinner(app, { feeCents: 0 });
    const [couple] = couples;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => app.http().post('/api/user/bookings').set('Cookie', couple.cookie).send({ dinner_id: dinnerId })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409).every((response) => response.body.code === 'DINNERS.ALREADY_BOOKED')).toBe(true);
    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 1 });
  });
});
