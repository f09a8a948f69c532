import { CompleteDinners } from '../../src/modules/dinners/application/dinner-events/complete-dinners';
import { SendDinnerNotifications } from '../../src/modules/dinners/application/notices/send-dinner-notifications';
import { DinnerGroups } from '../../src/modules/matching';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createCouple, createDinner, db, ensureRestaurant, TestCouple } from './dinner-fixtures';

const HOUR = 3_600_000;

describe('reveal 24 hours before the dinner', () => {
  let app: TestApp;
  let couples: TestCouple[];
  let dinnerId: string;
  let bookingId: string;

  beforeAll(async () => {
    app = await createTestApp();
    couples = [
      await createCouple(app, { names: ['Aoife', 'Cian'], lastName: 'Secretname' }),
      await createCouple(app, { names: ['Niamh', 'Darragh'], lastName: 'Hiddensurname' }),
      await createCouple(app, { names: ['Saoirse', 'Oisin'], lastName: 'Privatename' }),
    ];
    dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
    const bookings: string[] = [];
    for (const couple of couples) bookings.push(await bookAndPay(app, couple, dinnerId));
    bookingId = bookings[0];
    const restaurant = await ensureRestaurant(app, {
      name: 'The Secret Table',
      address: '1 Hidden Lane',
      priceRange: '€€€',
      dietaryAccommodations: ['Vegetarian'],
      avgRating: 4.6,
      tablesPerNight: 2,
    });
    await app.app.get(DinnerGroups).create({
      dinnerId,
      restaurantId: restaurant.id,
      tableNumber: 7,
      compatibilityScore: 88,
      matchingAlgorithm: 'rules_based',
      matchReasoning: null,
      participants: couples.map((couple, index) => ({ coupleId: couple.coupleId, bookingId: bookings[index] })),
    });
  });
  afterAll(() => app.close());

  const notify = () => app.app.get(SendDinnerNotifications).execute();
  const mails = (couple: TestCouple, subject: string): Promise<{ text: string; attachments: { content: string }[] }[]> =>
    db(app).query('SELECT text, attachments FROM mail_outbox WHERE recipient = $1 AND subject = $2', [couple.users[0].email, subject]);
  const myBookings = () => app.http().get('/api/user/my-dinner-bookings').set('Cookie', couples[0].cookie).expect(200);
  const otherCouples = () => app.http().get(`/api/user/dinner/${dinnerId}/other-couples`).set('Cookie', couples[0].cookie).expect(200);

  it('shows nothing of the restaurant, table or other couples before the reveal', async () => {
    app.clock.advance(24 * HOUR - 1000);
    const bookings = await myBookings();
    expect(bookings.body.bookings[0]).toMatchObject({ status: 'confirmed', revealed: false, restaurant: null, table_number: null, other_couples: [] });
    expect((await otherCouples()).body).toEqual({ otherCouples: [] });
    await notify();
    expect(await mails(couples[0], 'Your surprise dinner is revealed')).toHaveLength(0);
    expect(JSON.stringify(bookings.body)).not.toMatch(/Secret Table|Hidden Lane|Niamh|Saoirse/);
    const review = await app
      .http()
      .post('/api/user/submit-enhanced-review')
      .set('Cookie', couples[0].cookie)
      .send({ booking_id: bookingId, rating: 5 })
      .expect(409);
    expect(review.body.code).toBe('DINNERS.REVIEW_NOT_OPEN');
    const invite = await app.http().get(`/api/user/bookings/${bookingId}/calendar.ics`).set('Cookie', couples[0].cookie).expect(200);
    expect(invite.headers['content-type']).toMatch(/^text\/calendar/);
    expect(invite.text).toContain('SUMMARY:Surprise dinner');
    expect(invite.text).not.toMatch(/LOCATION|Secret Table/);
  });

  it('reveals the restaurant, table and first names and nothing private from 24 hours before', async () => {
    app.clock.advance(1000);
    const bookings = await myBookings();
    const [booking] = bookings.body.bookings;
    expect(booking).toMatchObject({ status: 'revealed', revealed: true, table_number: 7, can_review: false, can_cancel: true });
    expect(booking.restaurant).toMatchObject({ name: 'The Secret Table', address: '1 Hidden Lane', price_range: '€€€', avg_rating: 4.6 });
    expect(booking.other_couples.map((couple: { coupleNames: string }) => couple.coupleNames).sort()).toEqual(['Niamh & Darragh', 'Saoirse & Oisin']);
    const others = (await otherCouples()).body.otherCouples;
    expect(others).toHaveLength(2);
    const everything = JSON.stringify([bookings.body, others]);
    expect(everything).not.toMatch(/Hiddensurname|Privatename|@example\.ie|\+353/);
    const invite = await app.http().get(`/api/user/bookings/${bookingId}/calendar.ics`).set('Cookie', couples[0].cookie).expect(200);
    expect(invite.text).toContain('LOCATION:The Secret Table\\, 1 Hidden Lane\\, Dublin');
  });

  it('keeps reviews closed between the reveal and the start of the dinner (DECISIONS item 11)', async () => {
    const review = await app
      .http()
      .post('/api/user/submit-enhanced-review')
      .set('Cookie', couples[0].cookie)
      .send({ booking_id: bookingId, rating: 1, review_text: 'never been' })
      .expect(409);
    expect(review.body).toMatchObject({ code: 'DINNERS.REVIEW_NOT_OPEN', message: 'Reviews open when your dinner starts. Enjoy the evening first!' });
  });

  it('no longer shows a couple that cancelled after matching', async () => {
    const saoirse = couples[2];
    const bookings = await app.http().get('/api/user/my-dinner-bookings').set('Cookie', saoirse.cookie).expect(200);
    await app.http().put(`/api/user/bookings/${bookings.body.bookings[0].id}/cancel`).set('Cookie', saoirse.cookie).expect(200);
    const niamhView = await app.http().get(`/api/user/dinner/${dinnerId}/other-couples`).set('Cookie', couples[1].cookie).expect(200);
    expect(niamhView.body.otherCouples.map((couple: { coupleNames: string }) => couple.coupleNames)).toEqual(['Aoife & Cian']);
    expect(JSON.stringify((await app.http().get('/api/user/my-dinner-bookings').set('Cookie', couples[1].cookie).expect(200)).body)).not.toMatch(
      /Saoirse|Oisin/,
    );
    // Nor can the cancelled couple still see the table it left.
    expect(JSON.stringify((await app.http().get('/api/user/my-dinner-bookings').set('Cookie', saoirse.cookie).expect(200)).body)).not.toMatch(
      /Secret Table|Niamh/,
    );
  });

  it('takes one review once the dinner starts, rating only couples who shared the table', async () => {
    app.clock.advance(24 * HOUR);
    expect((await myBookings()).body.bookings[0]).toMatchObject({ can_review: true, reviewed: false });
    const [niamh] = (await otherCouples()).body.otherCouples;
    const send = (body: object) => app.http().post('/api/user/submit-enhanced-review').set('Cookie', couples[0].cookie).send(body);
    expect((await send({ booking_id: bookingId, rating: 5, coupleReviews: { [couples[0].users[0].id]: { rating: 5 } } }).expect(400)).body.code).toBe(
      'DINNERS.INVALID_REVIEW',
    );
    await send({ booking_id: bookingId, rating: 0 }).expect(400);
    // A misspelt or out-of-range couple review is refused, never silently dropped.
    for (const review of [{ rating: 5, comment: 'Fun' }, { rating: 6 }, { rating: '5' }, 'great']) {
      const refused = await send({ booking_id: bookingId, rating: 5, coupleReviews: { [niamh.user_id]: review } }).expect(400);
      expect(refused.body.fields.coupleReviews).toEqual([
        'Each couple review needs a rating from 1 to 5 and may add feedback of at most 2000 characters; nothing else.',
      ]);
    }
    const first = {
      booking_id: bookingId,
      rating: 5,
      restaurant_rating: 4,
      review_text: 'Lovely',
      restaurant_feedback_text: 'Great food',
      coupleReviews: { [niamh.user_id]: { rating: 4, feedback: 'Fun' } },
    };
    const saved = await send(first).expect(201);
    expect(saved.body.message).toBe('Review submitted');
    // A double click sends the same review again: it answers like the first.
    expect((await send(first).expect(201)).body).toEqual(saved.body);
    expect((await send({ booking_id: bookingId, rating: 4 }).expect(409)).body.code).toBe('DINNERS.ALREADY_REVIEWED');
    expect((await myBookings()).body.bookings[0]).toMatchObject({ reviewed: true, can_review: false });
    const niamhBooking = (await app.http().get('/api/user/my-dinner-bookings').set('Cookie', couples[1].cookie).expect(200)).body.bookings[0];
    const ofTheCancelledCouple = { [couples[2].users[0].id]: { rating: 1 } };
    const review = await app
      .http()
      .post('/api/user/submit-enhanced-review')
      .set('Cookie', couples[1].cookie)
      .send({ booking_id: niamhBooking.id, rating: 5, coupleReviews: ofTheCancelledCouple })
      .expect(400);
    expect(review.body.code).toBe('DINNERS.INVALID_REVIEW');
    app.clock.advance(-24 * HOUR);
  });

  it('mails the reveal with the address in the invite, the teaser 12 hours before and a review request at completion, once each', async () => {
    await notify();
    await notify();
    const reveal = await mails(couples[0], 'Your surprise dinner is revealed');
    expect(reveal).toHaveLength(1);
    expect(reveal[0].attachments[0].content).toContain('LOCATION:The Secret Table\\, 1 Hidden Lane\\, Dublin');
    expect(reveal[0].text).toContain('You will be dining with one couple: Niamh & Darragh.');
    expect(await mails(couples[1], 'Your surprise dinner is almost here')).toHaveLength(0);

    app.clock.advance(12 * HOUR);
    await notify();
    expect(await mails(couples[1], 'Your surprise dinner is almost here')).toHaveLength(1);

    app.clock.advance(16 * HOUR);
    await db(app).query(`UPDATE dinner_events SET status = 'restaurant_assigned' WHERE id = $1`, [dinnerId]);
    await app.app.get(CompleteDinners).execute();
    await app.app.get(CompleteDinners).execute();
    expect(await mails(couples[1], 'How was your surprise dinner?')).toHaveLength(1);
    // Couple 0 already reviewed: nothing to ask.
    expect(await mails(couples[0], 'How was your surprise dinner?')).toHaveLength(0);
    app.clock.advance(-28 * HOUR);
  });

  it('refuses the other couples of a dinner the couple has not booked', async () => {
    const outsider = await createCouple(app);
    const response = await app.http().get(`/api/user/dinner/${dinnerId}/other-couples`).set('Cookie', outsider.cookie).expect(403);
    expect(response.body.code).toBe('DINNERS.NOT_BOOKED');
    await app.http().get(`/api/user/bookings/${bookingId}/calendar.ics`).set('Cookie', outsider.cookie).expect(403);
  });
});
